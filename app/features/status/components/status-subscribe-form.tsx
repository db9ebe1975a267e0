import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { BellIcon, CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
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
  const { key, ...emailProps } = getInputProps(fields.email, { type: "email" });

  return (
    <section aria-labelledby="status-subscribe-title" className="rounded-2xl border bg-muted/40 p-6">
      <h2 id="status-subscribe-title" className="flex items-center gap-2 font-semibold text-lg">
        <BellIcon aria-hidden className="size-5 text-primary" />
        {t("statusPage.subscribe.title")}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t("statusPage.subscribe.lead")}</p>
      <Form method="post" action="/status" {...getFormProps(form)} className="relative mt-4 grid gap-2">
        <Label htmlFor={fields.email.id}>{t("statusPage.subscribe.emailLabel")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            key={key}
            {...emailProps}
            autoComplete="email"
            placeholder={t("statusPage.subscribe.placeholder")}
            className="bg-background sm:flex-1"
            aria-describedby={error ? fields.email.errorId : undefined}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t("statusPage.subscribe.sending") : t("statusPage.subscribe.button")}
          </Button>
        </div>
        <div aria-hidden className="-start-[10000px] absolute top-auto size-px overflow-hidden">
          <label>
            {t("statusPage.subscribe.errors.bot")}
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
            {t("statusPage.subscribe.sent")}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
