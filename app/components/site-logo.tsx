import { CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** The Fiable mark and name, linking home. */
export function SiteLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t("common.homeLink")}
      className={cn("inline-flex items-center gap-2 rounded-md font-semibold text-lg tracking-tight", className)}
    >
      <span aria-hidden className="grid size-7 place-items-center rounded-md bg-primary text-primary-foreground">
        <CheckIcon className="size-4" strokeWidth={3} />
      </span>
      <span aria-hidden>Fiable</span>
    </Link>
  );
}
