import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { BellIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { EmailSubscribeFields } from "#app/components/email-subscribe-fields.tsx";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { StatusSubscribeSchema } from "../schema.ts";

const CODES = new Set(["required", "invalid", "tooLong", "bot"]);

/** "Get incident notices": one e-mail field, posted to /status. Works without JavaScript. */
export function StatusSubscribeForm({
  lastResult,
  sent,
  unreachable = false,
}: {
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
  /** The last submission never reached the server: say so, the address stays as typed. */
  unreachable?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/status") === true;
  const [form, fields] = useForm({
    id: "status-subscribe",
    lastResult,
    constraint: getZodConstraint(StatusSubscribeSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StatusSubscribeSchema }),
  });
  const fieldError = fields.email.errors?.[0];
  const error = fieldError
    ? CODES.has(fieldError)
      ? t(`statusPage.subscribe.errors.${fieldError}` as DictionaryKey<"statusPage">)
      : fieldError
    : (form.errors?.[0] ?? (unreachable && !busy ? t("errors.unreachable") : undefined));

  return (
    <section aria-labelledby="status-subscribe-title" className="rounded-2xl border bg-muted/40 p-6">
      <h2 id="status-subscribe-title" className="flex items-center gap-2 font-semibold text-lg">
        <BellIcon aria-hidden className="size-5 text-primary" />
        {t("statusPage.subscribe.title")}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t("statusPage.subscribe.lead")}</p>
      <Form method="post" action="/status" {...getFormProps(form)} className="relative mt-4 grid gap-2">
        <EmailSubscribeFields
          input={getInputProps(fields.email, { type: "email" })}
          inputId={fields.email.id}
          errorId={fields.email.errorId}
          label={t("statusPage.subscribe.emailLabel")}
          placeholder={t("statusPage.subscribe.placeholder")}
          submit={t("statusPage.subscribe.button")}
          submitting={t("statusPage.subscribe.sending")}
          busy={busy}
          error={error}
          sent={sent}
          sentText={t("statusPage.subscribe.sent")}
          honeypotLabel={t("statusPage.subscribe.errors.bot")}
        />
      </Form>
    </section>
  );
}
