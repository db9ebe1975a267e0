import { LayoutGridIcon } from "lucide-react";
import { Link } from "react-router";
import { useProfilePath } from "#app/features/address/index.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** The link to a profile's wall, under its reviews (trust page and reviews list). */
export function WallLink({ slug, className }: { slug: string; className?: string }) {
  const { t } = useTranslation();
  const path = useProfilePath(slug);
  return (
    <Link
      to={path("wall")}
      className={cn("inline-flex items-center gap-1.5 font-medium text-primary text-sm hover:underline", className)}
      data-testid="wall-link"
    >
      <LayoutGridIcon aria-hidden className="size-4" />
      {t("profile.wall.link")}
    </Link>
  );
}
