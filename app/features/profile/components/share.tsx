import { CopyIcon, MailIcon, Share2Icon, XIcon } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";
import { PlatformIcon } from "#app/features/platforms/platform-icon.tsx";
import { cn } from "#app/lib/utils.ts";

/*
 * Sharing a profile: the Web Share API where the browser has it (phones), else a menu
 * (copy link, WhatsApp, X, LinkedIn, Facebook, e-mail). The menu is a native popover: it
 * opens without JavaScript, closes on Escape or a click outside, and costs no library.
 */

export const SHARE_MENU_ID = "profile-share-menu";

export interface ShareTarget {
  url: string;
  title: string;
  text: string;
}

async function toast(kind: "success" | "error", message: string) {
  // sonner loads on demand: most visits never toast.
  const { toast } = await import("sonner");
  toast[kind](message);
}

/** Clipboard API, else the older selection copy (http pages, old browsers). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: try the fallback.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function useCopyLink(url: string) {
  const { t } = useTranslation();
  return async () => {
    const copied = await writeClipboard(url);
    await toast(copied ? "success" : "error", copied ? t("profile.share.copied") : t("profile.share.copyFailed"));
  };
}

/** Opens the system share sheet when there is one, the share menu otherwise. */
export function ShareButton({
  target,
  className,
  variant = "outline",
  children,
}: {
  target: ShareTarget;
  className?: string;
  variant?: "outline" | "default" | "ghost" | "secondary";
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (typeof navigator.share !== "function") return; // the popover opens
    event.preventDefault();
    navigator.share({ title: target.title, text: target.text, url: target.url }).catch((error: unknown) => {
      // Closing the sheet is not a failure; anything else falls back to the menu.
      if (error instanceof DOMException && error.name === "AbortError") return;
      document.getElementById(SHARE_MENU_ID)?.showPopover();
    });
  };
  return (
    <button
      type="button"
      popoverTarget={SHARE_MENU_ID}
      onClick={onClick}
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
  const copy = useCopyLink(target.url);
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
          <button
            type="button"
            className={menuItemClass}
            onClick={() => {
              document.getElementById(SHARE_MENU_ID)?.hidePopover();
              void copy();
            }}
          >
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
