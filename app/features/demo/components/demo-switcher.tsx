import { CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { DemoProfileSummary } from "../types.ts";

/**
 * The choice of demo profile (docs/product/landing-and-demo.md): first-name tabs from 768 px up, stacked buttons
 * with avatar, name and title below. Both are links to /demo/{slug}, so the choice works
 * before JavaScript and each profile has its own address; `preventScrollReset` keeps the
 * page where it is, and the page then scrolls the mockup into view.
 */
export function DemoSwitcher({ profiles, currentSlug }: { profiles: DemoProfileSummary[]; currentSlug: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("demo.switcher.label")}>
      <ul data-testid="demo-tabs" className="hidden flex-wrap gap-1 rounded-xl bg-muted p-1 md:flex">
        {profiles.map((profile) => {
          const current = profile.slug === currentSlug;
          return (
            <li key={profile.slug}>
              <Link
                to={`/demo/${profile.slug}`}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                title={`${profile.name} · ${profile.title}`}
                className={cn(
                  "inline-flex h-9 items-center rounded-lg px-3.5 font-medium text-sm transition-colors",
                  current
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
                )}
              >
                {profile.firstName}
              </Link>
            </li>
          );
        })}
      </ul>

      <ul data-testid="demo-stack" className="flex flex-col gap-2 md:hidden">
        {profiles.map((profile) => {
          const current = profile.slug === currentSlug;
          return (
            <li key={profile.slug}>
              <Link
                to={`/demo/${profile.slug}`}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-xl border bg-card p-2.5 text-card-foreground transition-colors",
                  current ? "border-primary ring-1 ring-primary" : "hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <img
                  src={profile.avatar}
                  alt=""
                  width={192}
                  height={192}
                  loading="lazy"
                  decoding="async"
                  className="size-10 shrink-0 rounded-full object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-sm">{profile.name}</span>
                  <span className="block truncate text-muted-foreground text-xs">{profile.title}</span>
                </span>
                {current ? <CheckIcon aria-hidden className="size-4 shrink-0 text-primary" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
