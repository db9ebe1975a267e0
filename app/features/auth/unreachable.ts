import type { SubmissionResult } from "@conform-to/react";
import type { AuthActionData } from "./auth-page.server.ts";
import { AUTH_INTENTS, type AuthIntent, SETTINGS_INTENTS } from "./schema.ts";
import type { SettingsActionData } from "./settings-page.server.ts";

/*
 * The answers of the auth and settings screens when their request never reached the server
 * (app/lib/keep-form.ts, ARCHITECTURE.md "Forms"): the form is given back what was typed and
 * says, inline, that nothing was done.
 */

/** Conform's reply that gives the fields back the values sent. */
export function keptValues(form: FormData): SubmissionResult<string[]> {
  const initialValue: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") initialValue[name] = value;
  return { status: "error", initialValue, error: {} };
}

export function authUnreachable(form: FormData): AuthActionData {
  const sent = form.get("intent");
  const intent = AUTH_INTENTS.find((i) => i === sent) ?? ("sign-in" satisfies AuthIntent);
  return { intent, status: "error", reply: keptValues(form), message: "auth.errors.unreachable" };
}

export function settingsUnreachable(form: FormData): SettingsActionData {
  const sent = form.get("intent");
  const intent = SETTINGS_INTENTS.find((i) => i === sent) ?? "change-password";
  return { intent, status: "error", reply: keptValues(form), message: "auth.errors.unreachable" };
}
