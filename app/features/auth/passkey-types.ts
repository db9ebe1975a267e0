import type { DictionaryKey } from "#app/services/i18n/config.ts";

/** A passkey as the settings list shows it (no key material leaves the server). */
export interface PasskeyView {
  id: string;
  name: string;
  /** ISO date, or null for a row without one. */
  createdAt: string | null;
  /** The authenticator's maker when its AAGUID is a known one (« Google Password Manager »). */
  provider: string | null;
}

/** The JSON answer of the passkey actions (app/features/auth/passkey-actions.server.ts). */
export type PasskeyAnswer =
  | { ok: false; message: DictionaryKey<"auth">; field?: string }
  | { ok: true; options: Record<string, unknown> }
  | { ok: true; redirectTo: string }
  | { ok: true; passkey: PasskeyView }
  | { ok: true; name: string }
  | { ok: true };
