import { CopyIcon, MailIcon, Share2Icon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { PlatformIcon } from "#app/services/platforms/platform-icon.tsx";

/*
 * Sharing a profile: the Web Share API where the browser has it (phones), else a menu
 * (copy link, WhatsApp, X, LinkedIn, Facebook, e-mail). The menu is a native popover: it
 * opens without JavaScript, closes on Escape or a click outside, and costs no library.
 * The public pages are not hydrated (decision 014): the share sheet, the copy and its
 * toast are the page script's (enhance.client.ts), through the data-* attributes below.
 */

export const SHARE_MENU_ID = "profile-share-menu";

export interface ShareTarget {
  url: string;
  title: string;
  text: string;
}

/** Opens the system share sheet when there is one, the share menu (what it shares) otherwise. */
export function ShareButton({
  className,
  variant = "outline",
  children,
}: {
  className?: string;
  variant?: "outline" | "default" | "ghost" | "secondary";
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      popoverTarget={SHARE_MENU_ID}
      data-share=""
      className={cn(buttonVariants({ variant }), className)}
    >
      <Share2Icon aria-hidden />
      {children ?? t("profile.header.share")}
    </button>
  );
}

const menuItemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start font-medium text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent";

/** The share menu (one per page; every ShareButton opens it). */
export function ShareMenu({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const url = encodeURIComponent(target.url);
  const message = encodeURIComponent(`${target.text} ${target.url}`);
  const targets = [
    { id: "whatsapp", label: t("profile.share.whatsapp"), href: `https://wa.me/?text=${message}` },
    {
      id: "x",
      label: t("profile.share.x"),
      href: `https://x.com/intent/post?text=${encodeURIComponent(target.text)}&url=${url}`,
    },
    {
      id: "linkedin",
      label: t("profile.share.linkedin"),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    },
    { id: "facebook", label: t("profile.share.facebook"), href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  ];
  return (
    <div
      id={SHARE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${SHARE_MENU_ID}-title`}
      data-share-url={target.url}
      data-share-title={target.title}
      data-share-text={target.text}
      data-copied-text={t("profile.share.copied")}
      data-copy-failed-text={t("profile.share.copyFailed")}
      className="mx-auto mt-auto mb-0 w-full max-w-none rounded-t-2xl border bg-popover p-4 text-popover-foreground shadow-xl backdrop:bg-black/40 sm:m-auto sm:max-w-sm sm:rounded-2xl"
    >
      <div className="mb-2 flex items-center justify-between gap-4 ps-3">
        <h2 id={`${SHARE_MENU_ID}-title`} className="font-semibold text-base">
          {t("profile.share.title")}
        </h2>
        <button
          type="button"
          popoverTarget={SHARE_MENU_ID}
          popoverTargetAction="hide"
          className={buttonVariants({ variant: "ghost", size: "icon" })}
          aria-label={t("profile.share.close")}
        >
          <XIcon aria-hidden />
        </button>
      </div>
      <ul className="grid gap-0.5">
        <li>
          <button type="button" className={menuItemClass} data-copy-link="">
            <span className="grid size-8 place-items-center rounded-full bg-secondary text-secondary-foreground">
              <CopyIcon aria-hidden className="size-4" />
            </span>
            {t("profile.share.copy")}
          </button>
        </li>
        {targets.map((item) => (
          <li key={item.id}>
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={menuItemClass}>
              <span className="grid size-8 place-items-center rounded-full bg-secondary text-secondary-foreground">
                <PlatformIcon platform={item.id} className="size-4" />
              </span>
              {item.label}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(target.title)}&body=${message}`} className={menuItemClass}>
            <span className="grid size-8 place-items-center rounded-full bg-secondary text-secondary-foreground">
              <MailIcon aria-hidden className="size-4" />
            </span>
            {t("profile.share.email")}
          </a>
        </li>
      </ul>
    </div>
  );
}
