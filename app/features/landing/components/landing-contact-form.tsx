import { CheckCircle2Icon, CircleAlertIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import {
  LANDING_CATEGORIES,
  LANDING_CONTACT_INTENT,
  type LandingContactField,
  type LandingContactResult,
} from "../contact-form-fields.ts";

type Values = Record<"name" | "email" | "category" | "subject" | "message" | "phone", string>;
const EMPTY: Values = { name: "", email: "", category: "", subject: "", message: "", phone: "" };
const REQUIRED = ["name", "email", "category", "subject", "message"] as const;

/**
 * The landing page's contact form (docs/product/contact.md): editing → 'Sending...' →
 * a success screen whose 'Send Another Message' brings back an empty form; a failure shows
 * the error notice and keeps what was typed. The button stays disabled while sending or
 * while a required field is empty. The landing is not hydrated (decision 039): the form
 * posts to the page's action, whose answer is the page with the outcome; the page's script
 * keeps the button disabled while a required field is empty and while sending
 * (`data-required-to-submit`), and sends it in place (`data-submit-in-place`): the
 * answer's form region replaces this one; a failed request keeps what was typed and shows
 * the failure notice of the <template>.
 */
export function LandingContactForm() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<LandingContactResult>({ key: "landing-contact" });
  const pageResult = useActionData() as LandingContactResult | undefined;
  const result = fetcher.data ?? (pageResult?.intent === LANDING_CONTACT_INTENT ? pageResult : undefined);
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...(result?.values ?? {}) }) as Values);
  const [sent, setSent] = useState(result?.status === "sent");
  const id = useId();
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "sent") {
      setSent(true);
      setValues(EMPTY);
    }
  }, [fetcher.state, fetcher.data]);

  const missing = REQUIRED.some((field) => !values[field].trim());
  const error = (field: LandingContactField) => {
    const key = result?.fieldErrors?.[field];
    return key ? t(`landing.contact.${key}`) : undefined;
  };
  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": error(name) ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof Values) =>
    error(name) ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {error(name)}
      </p>
    ) : null;

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center rounded-xl border bg-card p-8 text-center">
        <CheckCircle2Icon aria-hidden className="size-10 text-success" />
        <p className="mt-3 font-semibold text-lg">{t("landing.contact.successTitle")}</p>
        <p className="mt-1 text-muted-foreground">{t("landing.contact.successText")}</p>
        <Button className="mt-5" variant="outline" onClick={() => setSent(false)} asChild={!hydrated}>
          {hydrated ? t("landing.contact.again") : <a href="/#contact">{t("landing.contact.again")}</a>}
        </Button>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action="/?index"
      className="grid gap-4 rounded-xl border bg-card p-5 sm:p-6"
      noValidate={hydrated}
      data-required-to-submit=""
      data-submit-in-place=""
    >
      {/* What the page's script shows when the request fails (network, a proxy's page). */}
      <template data-submit-failed="">
        <FailureNotice text={t("landing.contact.errorText")} />
      </template>
      <input type="hidden" name="intent" value={LANDING_CONTACT_INTENT} />
      <div aria-hidden className="hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {result?.status === "failed" && !sending && (
        <FailureNotice text={result.error ?? t("landing.contact.errorText")} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>{t("landing.contact.name")}</Label>
          <Input {...field("name")} autoComplete="name" required />
          {fieldError("name")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>{t("landing.contact.email")}</Label>
          <Input {...field("email")} type="email" autoComplete="email" required />
          {fieldError("email")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>{t("landing.contact.category")}</Label>
          <select
            {...field("category")}
            required
            className="h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs md:text-sm aria-invalid:border-destructive"
          >
            <option value="">{t("landing.contact.categoryPlaceholder")}</option>
            {LANDING_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`landing.contact.categories.${category}`)}
              </option>
            ))}
          </select>
          {fieldError("category")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-phone`}>{t("landing.contact.phone")}</Label>
          <Input {...field("phone")} type="tel" autoComplete="tel" />
          {fieldError("phone")}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-subject`}>{t("landing.contact.subject")}</Label>
        <Input {...field("subject")} required />
        {fieldError("subject")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>{t("landing.contact.message")}</Label>
        <Textarea {...field("message")} rows={6} required />
        {fieldError("message")}
      </div>
      <Button
        type="submit"
        disabled={sending || (hydrated && missing)}
        data-sending-text={t("landing.contact.sending")}
        className="justify-self-start"
      >
        {sending ? t("landing.contact.sending") : t("landing.contact.submit")}
      </Button>
    </fetcher.Form>
  );
}

function FailureNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-failure-notice=""
      className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div>
        <p className="font-medium">{t("landing.contact.errorTitle")}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
