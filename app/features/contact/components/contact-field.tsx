import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

const ERROR_CODES = new Set(["required", "email", "tooLong", "phone"]);

/** A field error: the schema's codes are translated, the server's messages come translated. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: string | undefined) =>
    error === undefined
      ? undefined
      : ERROR_CODES.has(error)
        ? t(`contactForms.errors.${error}` as DictionaryKey<"contactForms">)
        : error;
}

/** Label (with "optional" when it is), control, and the first error of the field. */
export function ContactField({
  field,
  label,
  optional,
  children,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const error = errorText(field.errors?.[0]);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={field.id}>
        {label}
        {optional ? (
          <span className="font-normal text-muted-foreground text-xs">({t("contactForms.optional")})</span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={field.errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ContactInput({
  field,
  type = "text",
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  placeholder?: string;
}) {
  const { key, ...props } = getInputProps(field, { type });
  return <Input key={key} {...props} {...rest} />;
}

export function ContactTextarea({
  field,
  rows = 6,
  placeholder,
}: {
  field: FieldMetadata<string | undefined>;
  rows?: number;
  placeholder?: string;
}) {
  const { key, ...props } = getTextareaProps(field);
  // A fixed height of `rows` lines rather than growing with the content.
  return <Textarea key={key} {...props} rows={rows} placeholder={placeholder} className="field-sizing-fixed" />;
}

/** The honeypot: off-screen, out of the tab order, ignored by assistive technology. */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div aria-hidden className="-start-[10000px] absolute top-auto size-px overflow-hidden">
      <label>
        {t("contactForms.honeypot")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
