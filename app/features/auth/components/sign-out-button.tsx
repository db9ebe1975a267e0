import { LogOutIcon } from "lucide-react";
import { type ComponentProps, type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { LANG_STORAGE_KEY } from "#app/services/i18n/config.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** Path of the sign-out action (app/routes/sign-out.tsx). */
export const SIGN_OUT_PATH = "/sign-out";

/**
 * What the browser keeps of a visit (sign-out "clears local and session storage"):
 * everything but the language choice, which is a preference of the device, not of the account.
 */
export function clearClientState(): void {
  try {
    window.sessionStorage.clear();
    const lang = window.localStorage.getItem(LANG_STORAGE_KEY);
    window.localStorage.clear();
    if (lang !== null) window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage may be disabled; there is then nothing to clear.
  }
}

/**
 * 'Déconnexion': a form posting to /sign-out, which works before JavaScript loads and
 * lands on the home page. Once the page is hydrated the post goes through fetch, and
 * whatever its outcome (a network error, a 5xx) the browser state is cleared and the
 * whole home page is loaded afresh ("redirects to / even if sign-out fails"),
 * so nothing of the signed-in screens stays in memory. Needs the "auth" area of the
 * locales in the page's loader.
 */
export function SignOutButton({
  variant = "ghost",
  size = "sm",
  className,
  iconOnly = false,
}: Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const label = busy ? t("auth.signOutBusy") : t("auth.signOut");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A page may cancel the sign-out first (the editor asks about unsaved edits).
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // `manual`: the answer is a redirect to /, loaded below as a full page; its
      // Set-Cookie lines (the expired session cookies) apply either way.
      await fetch(SIGN_OUT_PATH, { method: "POST", credentials: "same-origin", redirect: "manual" });
    } catch {
      // Offline or server unreachable: the browser still leaves signed out of this page.
    }
    clearClientState();
    window.location.assign("/");
  }

  return (
    <form method="post" action={SIGN_OUT_PATH} onSubmit={onSubmit} className="contents">
      <Button
        type="submit"
        variant={variant}
        size={size}
        className={className}
        disabled={busy}
        aria-label={iconOnly ? label : undefined}
      >
        <LogOutIcon aria-hidden className="rtl:rotate-180" />
        {iconOnly ? null : label}
      </Button>
    </form>
  );
}
