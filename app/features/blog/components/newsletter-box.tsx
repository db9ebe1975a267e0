import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CircleAlertIcon, CircleCheckIcon, MailIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
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
  const { key, ...emailProps } = getInputProps(fields.email, { type: "email" });
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
        <Label htmlFor={fields.email.id}>{t("blog.newsletter.emailLabel")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            key={key}
            {...emailProps}
            autoComplete="email"
            placeholder={t("blog.newsletter.placeholder")}
            className="bg-background sm:flex-1"
            aria-describedby={error ? fields.email.errorId : undefined}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t("blog.newsletter.submitting") : t("blog.newsletter.submit")}
          </Button>
        </div>
        <div aria-hidden className="-start-[10000px] absolute top-auto size-px overflow-hidden">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {error ? (
          <p id={fields.email.errorId} role="alert" className="flex gap-2 font-medium text-destructive text-sm">
            <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : sent ? (
          <p role="status" className="flex gap-2 font-medium text-sm text-success">
            <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("blog.newsletter.sent")}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
