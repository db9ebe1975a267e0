import { isAccountDeleted } from "#app/features/account-deletion/index.server.ts";
import { getAuth, hasSessionCookie } from "./auth.server.ts";
import { type AuthArgs, type AuthFailure, cookieHeaders, isSameSiteRequest } from "./auth-call.server.ts";
import type { PasskeyAnswer } from "./passkey-types.ts";
import {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from "./passkeys.server.ts";
import { safeRedirectPath } from "./redirects.ts";

/**
 * The actions of the passkey screens (the /auth button, the settings card). The browser posts
 * a form (`intent`, and the authenticator's answer as JSON text in `response`) from this site
 * only, and gets JSON back with the HTTP status of the outcome.
 */
function answer(body: PasskeyAnswer, init: { status?: number; headers?: Headers } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { status: init.status ?? 200, headers });
}

function refusal(result: AuthFailure): Response {
  return answer(
    { ok: false, message: result.message, ...(result.field ? { field: result.field } : {}) },
    { status: result.status, headers: result.headers },
  );
}

/** The fields of a same-site form post (`response` parsed from JSON), or a Response to send instead. */
async function readBody(request: Request): Promise<Record<string, unknown> | Response> {
  if (request.method !== "POST") return answer({ ok: false, message: "auth.errors.genericFailure" }, { status: 405 });
  if (!isSameSiteRequest(request)) return answer({ ok: false, message: "auth.errors.genericFailure" }, { status: 403 });
  try {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === "string") body[key] = value;
    if (typeof body.response === "string") body.response = JSON.parse(body.response);
    return body;
  } catch {
    return answer({ ok: false, message: "auth.errors.genericFailure" }, { status: 400 });
  }
}

/** POST /auth/passkey: `{ intent: "options" }`, then `{ intent: "verify", response, redirectTo }`. */
export async function handlePasskeySignInAction(args: AuthArgs): Promise<Response> {
  const body = await readBody(args.request);
  if (body instanceof Response) return body;
  switch (body.intent) {
    case "options": {
      const result = await startPasskeySignIn(args);
      if (!result.ok) return refusal(result);
      return answer({ ok: true, options: result.options }, { headers: result.headers });
    }
    case "verify": {
      const result = await finishPasskeySignIn(args, body.response);
      if (!result.ok) return refusal(result);
      const redirectTo = safeRedirectPath(typeof body.redirectTo === "string" ? body.redirectTo : null);
      return answer({ ok: true, redirectTo }, { headers: result.headers });
    }
    default:
      return answer({ ok: false, message: "auth.errors.genericFailure" }, { status: 400 });
  }
}

/**
 * POST /dashboard/settings/passkeys: `register-options`, `register` (with the authenticator's
 * `response`), `rename` (`id`, `name`) and `remove` (`id`), for the signed-in owner only.
 */
export async function handlePasskeySettingsAction(args: AuthArgs): Promise<Response> {
  const body = await readBody(args.request);
  if (body instanceof Response) return body;
  const found = hasSessionCookie(args.request)
    ? await getAuth().api.getSession({ headers: args.request.headers, returnHeaders: true })
    : null;
  const current = found?.response;
  if (!current) return answer({ ok: false, message: "auth.notices.sessionExpired" }, { status: 401 });
  // A deleted account (decision 036) signs in only to restore itself.
  if (await isAccountDeleted(current.user.id)) {
    return answer({ ok: false, message: "auth.errors.genericFailure" }, { status: 403 });
  }
  // The renewed session cookie, if getSession extended the session, goes back with the answer.
  const renewed = cookieHeaders(found.headers);
  const withRenewed = (headers?: Headers) => {
    const all = new Headers(headers);
    for (const cookie of renewed.getSetCookie()) all.append("Set-Cookie", cookie);
    return all;
  };
  const id = typeof body.id === "string" ? body.id : "";

  switch (body.intent) {
    case "register-options": {
      const result = await startPasskeyRegistration(args, current);
      if (!result.ok) return refusal(result);
      return answer({ ok: true, options: result.options }, { headers: withRenewed(result.headers) });
    }
    case "register": {
      const result = await finishPasskeyRegistration(args, current, body.response);
      if (!result.ok) return refusal(result);
      return answer({ ok: true, passkey: result.passkey }, { headers: withRenewed(result.headers) });
    }
    case "rename": {
      const result = await renamePasskey(args, current, id, body.name);
      if (!result.ok) return refusal(result);
      return answer({ ok: true, name: result.name }, { headers: withRenewed() });
    }
    case "remove": {
      const result = await removePasskey(args, current, id);
      if (!result.ok) return refusal(result);
      return answer({ ok: true }, { headers: withRenewed() });
    }
    default:
      return answer({ ok: false, message: "auth.errors.genericFailure" }, { status: 400 });
  }
}
