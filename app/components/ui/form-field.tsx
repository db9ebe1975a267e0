import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { Label } from "./label.tsx";

/**
 * A label, its control, then either the field's error (with the id the control's
 * `aria-describedby` names) or a hint. `labelEnd` sits at the end of the label's line
 * (a "forgotten password?" link, a counter).
 */
function FormField({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  labelEnd,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  labelEnd?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div data-slot="form-field" className={cn("grid content-start gap-2", className)}>
      {labelEnd ? (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelEnd}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export { FormField };
