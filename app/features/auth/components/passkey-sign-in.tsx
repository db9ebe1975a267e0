import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from "@simplewebauthn/browser";
import { KeyRoundIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { AuthPageState } from "../auth-page.server.ts";
import { ceremonyMessage, postPasskeyStep, useWebAuthnSupport } from "../passkey-client.ts";
import { REDIRECT_DELAY_MS } from "../redirects.ts";
import { Notice } from "./auth-form-parts.tsx";

/**
 * « Se connecter avec une clé d'accès » on /auth, shown once the page knows
 * the browser supports passkeys. The browser offers the passkeys it holds for this site, so
 * no e-mail is asked; a signed-in visitor goes where a password sign-in would (`redirectTo`),
 * with the same toast and pause, and no code is asked after a passkey (decision 035).
 */
export function PasskeySignIn({ state }: { state: Pick<AuthPageState, "redirectTo" | "socialProviders"> }) {
  const { redirectTo } = state;
  // Google and LinkedIn, when shown, end with their own « ou » before the form.
  const divider = state.socialProviders.length === 0;
  const { t } = useTranslation();
  const supported = useWebAuthnSupport();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DictionaryKey<"auth"> | null>(null);
  const [signedIn, setSignedIn] = useState<string | null>(null);

  useEffect(() => {
    if (signedIn === null) return;
    const timer = setTimeout(() => navigate(signedIn, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setMessage(null);
    try {
      const start = await postPasskeyStep("/auth/passkey", { intent: "options" });
      if (!start.ok) return setMessage(start.message);
      if (!("options" in start)) return setMessage("auth.passkeys.errors.failed");
      let credential: unknown;
      try {
        credential = await startAuthentication({
          // The server accepts a passkey only with user verification (decision 035): ask for it.
          optionsJSON: {
            ...(start.options as unknown as PublicKeyCredentialRequestOptionsJSON),
            userVerification: "required",
          },
        });
      } catch (error) {
        return setMessage(ceremonyMessage(error));
      }
      const done = await postPasskeyStep("/auth/passkey", {
        intent: "verify",
        response: JSON.stringify(credential),
        redirectTo,
      });
      if (!done.ok) {
        if (done.message === "auth.passkeys.errors.unknown") forgetOnThisDevice(start.options, credential);
        return setMessage(done.message);
      }
      toast.success(t("auth.toasts.signedIn"));
      setSignedIn("redirectTo" in done ? done.redirectTo : redirectTo);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3" data-testid="passkey-sign-in">
      {message ? <Notice tone="error" title={t(message)} /> : null}
      {signedIn !== null ? (
        <Notice tone="success" title={t("auth.toasts.signedIn")}>
          {t("auth.toasts.redirecting")}
        </Notice>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy || signedIn !== null}
        onClick={signIn}
      >
        <KeyRoundIcon aria-hidden />
        {busy ? t("auth.passkeys.signInBusy") : t("auth.passkeys.signIn")}
      </Button>
      {divider ? (
        <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase">
          <span className="h-px flex-1 bg-border" />
          {t("auth.social.divider")}
          <span className="h-px flex-1 bg-border" />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Tells the browser's password manager that the server no longer knows this passkey (WebAuthn
 * Signal API, where the browser has it), so that it stops offering it. Nothing else depends on it.
 */
function forgetOnThisDevice(options: Record<string, unknown>, credential: unknown) {
  const signal = (
    globalThis.PublicKeyCredential as unknown as {
      signalUnknownCredential?: (input: { rpId: string; credentialId: string }) => Promise<void>;
    }
  )?.signalUnknownCredential;
  const rpId = options.rpId;
  const credentialId = (credential as { id?: unknown } | null)?.id;
  if (typeof signal !== "function" || typeof rpId !== "string" || typeof credentialId !== "string") return;
  signal.call(globalThis.PublicKeyCredential, { rpId, credentialId }).catch(() => {});
}
