import { StarIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { RELATIONSHIPS } from "../schema.ts";

/** The rating, five stars as radio buttons named `rating` (the review form and the reviewer's edit). */
export function RatingInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t("reviews.form.rating")}</legend>
      <div className="flex gap-1" data-testid="rating-input">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <StarIcon
              aria-hidden
              className={cn("size-7", stars <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground")}
            />
            <span className="sr-only">{t("reviews.form.stars", { count: stars })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface FieldState {
  id: string;
  name: string;
  error?: string;
  errorId?: string;
}

/**
 * The reviewer's relationship to the professional (shown publicly when not a client) and
 * the month of the service, side by side from the small-phone width up.
 */
export function RelationshipAndMonth({
  profileName,
  relationship,
  month,
}: {
  profileName: string;
  relationship: FieldState & { defaultValue: string };
  month: FieldState & { inputProps: ComponentProps<"input"> };
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t("reviews.form.relationship", { name: profileName })}
        id={relationship.id}
        error={relationship.error}
        errorId={relationship.errorId}
        hint={t("reviews.form.relationshipHint")}
      >
        <select
          id={relationship.id}
          name={relationship.name}
          defaultValue={relationship.defaultValue}
          className="h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {RELATIONSHIPS.map((value) => (
            <option key={value} value={value}>
              {t(`reviews.relationships.${value}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t("reviews.form.serviceMonth")} id={month.id} error={month.error} errorId={month.errorId}>
        <Input {...month.inputProps} placeholder="2026-03" dir="ltr" />
      </FormField>
    </div>
  );
}
