import type { DictionaryKey } from "#app/services/i18n/config.ts";

/** The longest name a passkey may have (in characters, after trimming). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

export type PasskeyName = string;

// Control characters (line breaks, tabs, NUL, bidi overrides…) have no place in a label.
const CONTROL = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * A passkey's name as typed: trimmed, 1 to PASSKEY_NAME_MAX_LENGTH characters, no control
 * character. Checked in the rename dialog and again on the server.
 */
export function parsePasskeyName(
  value: unknown,
): { ok: true; name: PasskeyName } | { ok: false; message: DictionaryKey<"auth"> } {
  if (typeof value !== "string") return { ok: false, message: "auth.passkeys.errors.nameRequired" };
  const name = value.trim().replace(/\s+/g, " ");
  if (name.length === 0) return { ok: false, message: "auth.passkeys.errors.nameRequired" };
  if ([...name].length > PASSKEY_NAME_MAX_LENGTH) return { ok: false, message: "auth.passkeys.errors.nameTooLong" };
  if (CONTROL.test(name)) return { ok: false, message: "auth.passkeys.errors.nameInvalid" };
  return { ok: true, name };
}
