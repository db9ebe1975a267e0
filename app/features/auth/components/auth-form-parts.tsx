import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useNavigation } from "react-router";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { isAuthMessage } from "../schema.ts";
import { useHydrated } from "../use-hydrated.ts";

/** Conform's input props without `key` (React warns when a spread object carries one). */
export function inputProps<Schema>(
  field: FieldMetadata<Schema>,
  type: "email" | "password" | "text" | "hidden",
): { key: string | undefined; props: Omit<ReturnType<typeof getInputProps>, "key"> } {
  const { key, ...props } = getInputProps(field, { type });
  return { key, props };
}

/** A label, its control, an optional hint and the field's first error (translated). */
export function Field({
  errors,
  ...props
}: Omit<ComponentProps<typeof FormField>, "error"> & { errors?: string[]; errorId: string }) {
  const { t } = useTranslation();
  const error = errors?.[0];
  return <FormField {...props} error={error ? (isAuthMessage(error) ? t(error) : error) : undefined} />;
}

/** The fields every form of the feature sends: whether JavaScript runs, where to go next. */
export function HiddenFields({ redirectTo }: { redirectTo?: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );
}

/** The `intent` of the form being submitted right now, if any. */
export function useBusyIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formData) return null;
  const intent = navigation.formData.get("intent");
  return typeof intent === "string" ? intent : null;
}

const TONES = {
  error: {
    icon: CircleAlertIcon,
    className: "border-destructive/40 bg-destructive/10 text-destructive",
    iconClassName: "text-destructive",
  },
  info: { icon: InfoIcon, className: "border-primary/30 bg-primary/5 text-foreground", iconClassName: "text-primary" },
  success: {
    icon: CircleCheckIcon,
    className: "border-success/40 bg-success/10 text-foreground",
    iconClassName: "text-success",
  },
} as const;

/** A message box above a form; errors are announced at once, the rest politely. */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const { icon: Icon, className: toneClass, iconClassName } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border px-4 py-3 text-sm", toneClass, className)}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", iconClassName)} />
      <div className="grid gap-1">
        <p className="font-medium">{title}</p>
        {children ? <div className="text-foreground/80">{children}</div> : null}
      </div>
    </div>
  );
}

/**
 * The field of a two-factor code (decision 035): the phone offers the code it received, digits
 * read left to right in every language.
 */
export function CodeInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="one-time-code"
      inputMode="numeric"
      dir="ltr"
      autoCapitalize="off"
      spellCheck={false}
      className={cn("font-mono text-lg tracking-widest", className)}
      {...props}
    />
  );
}
