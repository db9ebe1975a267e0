import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { MailIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { EmailSubscribeFields } from "#app/components/email-subscribe-fields.tsx";
import { isUnreachable, type Unreachable } from "#app/lib/keep-form.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { NewsletterReply } from "../newsletter.server.ts";
import { NewsletterSchema } from "../schema.ts";

const CODES = new Set(["emailRequired", "emailInvalid"]);

/**
 * The newsletter box of /blog-demo (inert in the original product): stores the address and mails a
 * confirmation link. Posts to /blog-demo; works without JavaScript.
 */
export function NewsletterBox({ action }: { action: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterReply | Unreachable>();
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: "blog-newsletter",
    lastResult: busy || isUnreachable(fetcher.data) ? undefined : fetcher.data?.result,
    constraint: getZodConstraint(NewsletterSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSchema }),
  });
  const code = fields.email.errors?.[0];
  const error = code
    ? CODES.has(code)
      ? t(`blog.newsletter.errors.${code as "emailRequired" | "emailInvalid"}`)
      : code
    : (form.errors?.[0] ?? (!busy && isUnreachable(fetcher.data) ? t("errors.unreachable") : undefined));
  const sent = !busy && !isUnreachable(fetcher.data) && fetcher.data?.outcome === "sent";
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-2xl border bg-gradient-to-br from-primary/10 to-brand/10 p-6"
    >
      <h2 id="newsletter-title" className="flex items-center gap-2 font-semibold text-lg">
        <MailIcon aria-hidden className="size-5 text-primary" />
        {t("blog.newsletter.title")}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t("blog.newsletter.body")}</p>
      <fetcher.Form method="post" action={action} {...getFormProps(form)} className="relative mt-4 grid gap-2">
        <input type="hidden" name="intent" value="newsletter" />
        <EmailSubscribeFields
          input={getInputProps(fields.email, { type: "email" })}
          inputId={fields.email.id}
          errorId={fields.email.errorId}
          label={t("blog.newsletter.emailLabel")}
          placeholder={t("blog.newsletter.placeholder")}
          submit={t("blog.newsletter.submit")}
          submitting={t("blog.newsletter.submitting")}
          busy={busy}
          error={error}
          sent={sent}
          sentText={t("blog.newsletter.sent")}
          honeypotLabel="Website"
        />
      </fetcher.Form>
    </section>
  );
}
