import { ArrowUpRightIcon, EyeIcon, LockIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ownerTextProps } from "#app/lib/user-text.ts";
import { cn } from "#app/lib/utils.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { PlatformBadge } from "#app/services/platforms/platform-icon.tsx";
import { USER_LINK_REL } from "../link-visibility.ts";
import type { PublicProfileLink } from "../profile-types.ts";

function linkTarget(link: PublicProfileLink) {
  return link.external ? { target: "_blank" } : {};
}

/**
 * A masked number is a form, not a link (decision 019): `/go/{id}` gives the number only to
 * a POST from this page. The page script (enhance.client.ts, `form[data-reveal]`) posts it
 * and opens the address it gets back; without a script the browser posts it and /go
 * answers a small page with the link. Crawlers, which follow links, never ask for it.
 */
function RevealForm({
  link,
  className,
  label,
  children,
}: {
  link: PublicProfileLink & { href: string };
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form method="post" action={link.href} data-reveal="" data-reveal-failed-text={t("profile.links.revealFailed")}>
      <button
        type="submit"
        aria-label={label}
        title={label}
        className={cn("w-full cursor-pointer text-start", className)}
        data-platform={link.platform}
      >
        {children}
      </button>
    </form>
  );
}

/** The social icons row (Instagram, TikTok, X, Twitter, Facebook, Snapchat). */
export function SocialIcons({ links, className }: { links: PublicProfileLink[]; className?: string }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul aria-label={t("profile.social")} className={cn("flex flex-wrap justify-center gap-2.5", className)}>
      {links.map((link) =>
        link.href && link.masked ? (
          <li key={link.id}>
            <RevealForm
              link={{ ...link, href: link.href }}
              label={`${link.platformName} (${t("profile.links.masked")})`}
              className="block rounded-full transition-transform hover:scale-105"
            >
              <PlatformBadge platform={link.platform} color={link.color} className="size-11" />
            </RevealForm>
          </li>
        ) : link.href ? (
          <li key={link.id}>
            <a
              href={link.href}
              rel={USER_LINK_REL}
              {...linkTarget(link)}
              aria-label={link.platformName}
              title={link.platformName}
              className="block rounded-full transition-transform hover:scale-105"
            >
              <PlatformBadge platform={link.platform} color={link.color} className="size-11" />
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** The other links, as cards. A private number shows 'numéro masqué' to visitors and the number to its owner. */
export function LinkCards({ links, pageLanguage }: { links: PublicProfileLink[]; pageLanguage: Language }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul id="links" className="grid scroll-mt-20 grid-cols-1 gap-2.5">
      {links.map((link) => {
        const title = link.title?.trim() || link.platformName;
        const body = (
          <>
            <PlatformBadge platform={link.platform} color={link.color} />
            <span className="min-w-0 flex-1">
              <span
                className="block truncate font-semibold text-sm"
                {...(link.title?.trim() ? ownerTextProps(title, pageLanguage) : {})}
              >
                {title}
              </span>
              {link.masked ? (
                <span className="mt-0.5 flex items-center gap-1 text-muted-foreground text-xs">
                  <LockIcon aria-hidden className="size-3" />
                  {t("profile.links.masked")}
                </span>
              ) : link.number ? (
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs">
                  <bdi className="font-medium tabular-nums">{link.number}</bdi>
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <EyeIcon aria-hidden className="size-3" />
                    {t("profile.links.ownerOnly")}
                  </span>
                </span>
              ) : link.description || link.host ? (
                <span
                  className="mt-0.5 block truncate text-muted-foreground text-xs"
                  {...(link.description ? ownerTextProps(link.description, pageLanguage) : {})}
                >
                  {link.description || link.host}
                </span>
              ) : null}
            </span>
            {link.href && link.external ? (
              <ArrowUpRightIcon aria-hidden className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" />
            ) : null}
          </>
        );
        const cardClass = "flex items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs";
        const hover = "transition-colors hover:border-primary/40 hover:bg-accent/40";
        return (
          <li key={link.id}>
            {link.href && link.masked ? (
              <RevealForm link={{ ...link, href: link.href }} className={cn(cardClass, hover)}>
                {body}
              </RevealForm>
            ) : link.href ? (
              <a
                href={link.href}
                rel={USER_LINK_REL}
                {...linkTarget(link)}
                className={cn(cardClass, hover)}
                data-platform={link.platform}
              >
                {body}
              </a>
            ) : (
              <div className={cardClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
