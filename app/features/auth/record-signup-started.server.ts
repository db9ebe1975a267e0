import { randomUUID } from "node:crypto";
import { EventSchema, recordEvent } from "#app/features/analytics/index.server.ts";
import { EVENTS_ENDPOINT } from "#app/features/analytics/index.ts";
import { logError } from "#app/lib/log-error.server.ts";
import type { AuthArgs } from "./auth-call.server.ts";
import { ANALYTICS_SESSION_FIELD, HERO_SIGN_UP_SOURCE, SIGN_UP_SOURCE_FIELD } from "./sign-up-fields.ts";

/**
 * Records 'signup_started' (source 'landing_page') for a sign-up posted from the
 * landing page's hero form. The server records it rather than the browser so that it also
 * counts without JavaScript, and once per submit. It goes through the analytics feature's
 * own recorder, as if the browser had posted it: the same bot filter, limit and columns
 * (the user agent, no IP address, no value typed in the form). Best effort: a failure to
 * record never stands in the way of the sign-up.
 */
export async function recordHeroSignUpStarted(args: AuthArgs, form: FormData): Promise<void> {
  if (form.get(SIGN_UP_SOURCE_FIELD) !== HERO_SIGN_UP_SOURCE) return;
  // The browser's analytics session when the page had one (JavaScript), else a new one.
  const posted = EventSchema.shape.sessionId.safeParse(form.get(ANALYTICS_SESSION_FIELD));
  const body = JSON.stringify({
    event: "signup_started",
    sessionId: posted.success ? posted.data : randomUUID(),
    properties: { source: "landing_page" },
  });
  const headers = new Headers({ "Content-Type": "application/json" });
  for (const name of ["User-Agent", "Cookie"]) {
    const value = args.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    await recordEvent(new Request(new URL(EVENTS_ENDPOINT, args.request.url), { method: "POST", headers, body }), {
      clientIp: args.context.clientIp,
    });
  } catch (error) {
    logError("[auth] signup_started:", error);
  }
}
