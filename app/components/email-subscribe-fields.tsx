import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";

/**
 * The inside of a one-field subscription form (the blog's newsletter, the status page's
 * alerts): the address and its button, a hidden field only robots fill (« website »), and
 * the outcome line — the error, or the « sent » sentence once the mail is on its way.
 */
export function EmailSubscribeFields({
  input,
  inputId,
  errorId,
  label,
  placeholder,
  submit,
  submitting,
  busy,
  error,
  sent,
  sentText,
  honeypotLabel,
}: {
  /** Conform's `getInputProps(fields.email, { type: "email" })`, its `key` included. */
  input: ComponentProps<typeof Input> & { key?: string };
  inputId: string;
  errorId: string;
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  busy: boolean;
  error: string | undefined;
  sent: boolean;
  sentText: string;
  honeypotLabel: string;
}) {
  const { key, ...inputProps } = input;
  return (
    <>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          key={key}
          {...inputProps}
          autoComplete="email"
          placeholder={placeholder}
          className="bg-background sm:flex-1"
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={busy}>
          {busy ? submitting : submit}
        </Button>
      </div>
      <div aria-hidden className="-start-[10000px] absolute top-auto size-px overflow-hidden">
        <label>
          {honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="flex gap-2 font-medium text-destructive text-sm">
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : sent ? (
        <p role="status" className="flex gap-2 font-medium text-sm text-success">
          <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {sentText}
        </p>
      ) : null}
    </>
  );
}
