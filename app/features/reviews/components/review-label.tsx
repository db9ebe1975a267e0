import { MailCheckIcon, MessageCircleIcon, ShieldCheckIcon } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Relationship, ReviewLabel } from "../schema.ts";

const ICONS = { invited: MailCheckIcon, verified: ShieldCheckIcon, unsolicited: MessageCircleIcon } as const;

/**
 * A review's provenance label: « Invité par e-mail », « E-mail vérifié » or
 * « Spontané », computed by the database and never chosen by the owner. It links to the
 * notice that says what each label means; its title says it on hover.
 */
export function ReviewLabelBadge({ label, className }: { label: ReviewLabel; className?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[label];
  return (
    <a
      href="/how-reviews-work#labels"
      title={t(`reviews.labelHelp.${label}`)}
      data-review-label={label}
      className={cn(
        "inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 font-medium text-xs no-underline hover:bg-accent",
        label === "invited"
          ? "border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          : label === "verified"
            ? "border-sky-600/30 bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
            : "border-border bg-secondary text-secondary-foreground",
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{t(`reviews.labels.${label}`)}</span>
    </a>
  );
}

/** « Relation : collègue »: shown when the reviewer is not a client (FTC insider rule); nothing for a client. */
export function RelationshipBadge({ relationship }: { relationship: Relationship }) {
  const { t } = useTranslation();
  if (relationship === "client") return null;
  return (
    <span
      data-relationship={relationship}
      className="inline-flex items-center rounded-full border border-amber-600/30 bg-amber-50 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-100"
    >
      {t(`reviews.relationshipBadge.${relationship}`)}
    </span>
  );
}
