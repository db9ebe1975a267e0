import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CircleAlertIcon, MessageSquareTextIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { OPEN_CONTACT_DIALOG_EVENT } from "../open-contact-dialog.ts";
import { CONTACT_FORM_FIELD, type ContactAnswer, ContactDialogSchema, DIALOG_CATEGORIES } from "../schema.ts";
import { ContactField, ContactInput, ContactTextarea, HoneypotField } from "./contact-field.tsx";

const selectClass =
  "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs md:text-sm focus-visible:border-ring focus-visible:outline-offset-0 aria-invalid:border-destructive";

/**
 * The contact dialog of the site footer (docs/product/contact.md): name, e-mail, subject and message
 * required, phone optional, category 'general' by default. It posts to /contact's action,
 * like the contact page, and toasts the outcome. Other pages open it through
 * openContactDialog(). Needs the "contactForms" area (shipped by the _site layout).
 */
export function ContactDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ContactAnswer>({ key: "contact-dialog" });
  const busy = fetcher.state !== "idle";
  const handled = useRef<unknown>(null);

  const [form, fields] = useForm({
    id: "contact-dialog",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(ContactDialogSchema),
    defaultValue: { category: "general" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactDialogSchema }),
  });

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener(OPEN_CONTACT_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONTACT_DIALOG_EVENT, onOpen);
  }, []);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    // Sent: the dialog closes and a toast says so. A failure is said inside the dialog, once.
    if (data.outcome === "sent") {
      toast.success(t("contactForms.success.title"), { description: t("contactForms.success.description") });
      setOpen(false);
    }
  }, [fetcher.state, fetcher.data, t]);

  const missingRequired = Object.values(form.allErrors).some((errors) => errors.includes("required"));
  const unreachable = fetcher.state === "idle" && fetcher.data?.outcome === "unreachable";
  const formError = form.errors?.[0] ?? (unreachable ? t("contactForms.failure") : undefined);
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className={triggerClassName}>
          <MessageSquareTextIcon aria-hidden className="size-4" />
          {t("contactForms.dialog.trigger")}
        </button>
      </DialogTrigger>
      <DialogContent closeLabel={t("contactForms.dialog.close")} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("contactForms.dialog.title")}</DialogTitle>
          <DialogDescription>{t("contactForms.dialog.description")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/contact" {...getFormProps(form)} className="relative grid gap-4">
          <input type="hidden" name={CONTACT_FORM_FIELD} value="dialog" />
          {missingRequired || formError ? (
            <p
              id={form.errorId}
              role="alert"
              className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 font-medium text-destructive text-sm"
            >
              <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              {missingRequired ? t("contactForms.errors.requiredAll") : formError}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactField field={fields.name} label={t("contactForms.fields.name")}>
              <ContactInput field={fields.name} autoComplete="name" />
            </ContactField>
            <ContactField field={fields.email} label={t("contactForms.fields.email")}>
              <ContactInput
                field={fields.email}
                type="email"
                autoComplete="email"
                placeholder={t("contactForms.placeholders.email")}
              />
            </ContactField>
            <ContactField field={fields.phone} label={t("contactForms.fields.phone")} optional>
              <ContactInput field={fields.phone} type="tel" autoComplete="tel" />
            </ContactField>
            <ContactField field={fields.category} label={t("contactForms.fields.category")}>
              <select key={categoryKey} {...categoryProps} className={cn(selectClass)}>
                {DIALOG_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`contactForms.categories.${category}`)}
                  </option>
                ))}
              </select>
            </ContactField>
          </div>
          <ContactField field={fields.subject} label={t("contactForms.fields.subject")}>
            <ContactInput field={fields.subject} placeholder={t("contactForms.placeholders.subject")} />
          </ContactField>
          <ContactField field={fields.message} label={t("contactForms.fields.message")}>
            <ContactTextarea field={fields.message} rows={5} placeholder={t("contactForms.placeholders.message")} />
          </ContactField>
          <HoneypotField />
          <div className="flex justify-end">
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? t("contactForms.sending") : t("contactForms.send")}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
