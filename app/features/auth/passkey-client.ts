import { browserSupportsWebAuthn, WebAuthnError } from "@simplewebauthn/browser";
import { useSyncExternalStore } from "react";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import type { PasskeyAnswer } from "./passkey-types.ts";

type AuthMessage = DictionaryKey<"auth">;

const noSubscription = () => () => {};

/**
 * Whether this browser can use passkeys (WebAuthn). False on the server and before
 * hydration: the passkey buttons only appear once the page knows.
 */
export function useWebAuthnSupport(): boolean {
  return useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false);
}

/**
 * Posts a step of a passkey ceremony to one of our actions (a form: `intent` and fields,
 * `response` as JSON text) and reads its JSON answer. A request that never reached the
 * server, or an answer that is not ours, is an `ok: false` with the matching message.
 */
export async function postPasskeyStep(url: string, fields: Record<string, string>): Promise<PasskeyAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, message: "auth.errors.unreachable" };
  }
  try {
    const body = (await response.json()) as PasskeyAnswer;
    if (typeof body === "object" && body !== null && "ok" in body) return body;
  } catch {
    // Not our JSON (a proxy's error page): said below.
  }
  return {
    ok: false,
    message: response.status === 429 ? "auth.errors.tooManyRequests" : "auth.errors.genericFailure",
  };
}

/**
 * What a failed `startRegistration` / `startAuthentication` means: the person closed the
 * browser's dialog (or let it time out), the device already holds a passkey of this account,
 * or something else went wrong.
 */
export function ceremonyMessage(error: unknown): AuthMessage {
  const name = error instanceof WebAuthnError || error instanceof Error ? error.name : "";
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return "auth.passkeys.errors.alreadyRegistered";
  }
  if (name === "InvalidStateError") return "auth.passkeys.errors.alreadyRegistered";
  if (name === "NotAllowedError" || name === "AbortError") return "auth.passkeys.errors.cancelled";
  return "auth.passkeys.errors.failed";
}
