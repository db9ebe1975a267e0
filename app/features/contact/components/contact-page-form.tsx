import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CircleAlertIcon, CircleCheckIcon, SendIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { CONTACT_FORM_FIELD, ContactPageSchema } from "../schema.ts";
import { ContactField, ContactInput, ContactTextarea, HoneypotField } from "./contact-field.tsx";

/**
 * The form of /contact (docs/product/contact.md): first name, last name, e-mail, company, subject,
 * message. Posts to the page's action; works before JavaScript loads and keeps what was
 * typed when the server refuses it.
 */
export function ContactPageForm({
  lastResult,
  sent,
  unreachable = false,
}: {
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
  /** The last submission never reached the server: say so, the fields stay as typed. */
  unreachable?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(CONTACT_FORM_FIELD) === "page";
  const [form, fields] = useForm({
    id: "contact-page",
    lastResult: sent ? undefined : lastResult,
    constraint: getZodConstraint(ContactPageSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactPageSchema }),
  });

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-4 rounded-xl border border-success/40 bg-success/10 p-6"
      >
        <CircleCheckIcon aria-hidden className="size-8 text-success" />
        <div>
          <p className="font-semibold text-lg">{t("contactForms.success.title")}</p>
          <p className="mt-1 text-muted-foreground">{t("contactForms.success.description")}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/contact" replace preventScrollReset>
            {t("contactPage.form.again")}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} className="relative grid gap-5">
      <input type="hidden" name={CONTACT_FORM_FIELD} value="page" />
      {form.errors?.length || (unreachable && !busy) ? (
        <p
          id={form.errorId}
          role="alert"
          className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 font-medium text-destructive text-sm"
        >
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {form.errors?.[0] ?? t("contactForms.failure")}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField field={fields.firstName} label={t("contactForms.fields.firstName")}>
          <ContactInput field={fields.firstName} autoComplete="given-name" />
        </ContactField>
        <ContactField field={fields.lastName} label={t("contactForms.fields.lastName")}>
          <ContactInput field={fields.lastName} autoComplete="family-name" />
        </ContactField>
        <ContactField field={fields.email} label={t("contactForms.fields.email")}>
          <ContactInput
            field={fields.email}
            type="email"
            autoComplete="email"
            placeholder={t("contactForms.placeholders.email")}
          />
        </ContactField>
        <ContactField field={fields.company} label={t("contactForms.fields.company")} optional>
          <ContactInput field={fields.company} autoComplete="organization" />
        </ContactField>
      </div>
      <ContactField field={fields.subject} label={t("contactForms.fields.subject")}>
        <ContactInput field={fields.subject} placeholder={t("contactForms.placeholders.subject")} />
      </ContactField>
      <ContactField field={fields.message} label={t("contactForms.fields.message")}>
        <ContactTextarea field={fields.message} rows={6} placeholder={t("contactForms.placeholders.message")} />
      </ContactField>
      <HoneypotField />
      <div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          <SendIcon aria-hidden className="rtl:-scale-x-100" />
          {busy ? t("contactForms.sending") : t("contactForms.send")}
        </Button>
      </div>
    </Form>
  );
}
