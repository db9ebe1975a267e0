import { isAPIError } from "better-auth/api";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { CLIENT_IP_HEADER } from "./auth.server.ts";

/**
 * What a server function of the accounts feature needs from a route's loader or action
 * arguments: pass them as they are (`signInWithEmail(args, input)`).
 */
export interface AuthArgs {
  request: Request;
  context: { clientIp: string };
}

export type AuthMessage = DictionaryKey<"auth">;

/** A refusal a form can show: a key of the "auth" area, the HTTP status, and headers to send. */
export interface AuthFailure {
  ok: false;
  status: number;
  message: AuthMessage;
  /** The field the message belongs to, when it is about one. */
  field?: string;
  /** Extra line under the message (e.g. "we sent the link again"). */
  detail?: AuthMessage;
  headers?: Headers;
}

export function failure(status: number, message: AuthMessage, extra: Partial<AuthFailure> = {}): AuthFailure {
  return { ok: false, status, message, ...extra };
}

/** The refusal of the app's limiter: 429, `Retry-After`, and the limiter's text. */
export function tooManyAttempts(retryAfterSeconds: number): AuthFailure {
  return failure(429, "auth.errors.tooManyRequests", {
    headers: new Headers({ "Retry-After": String(Math.max(1, retryAfterSeconds)) }),
  });
}

/**
 * Headers for a server-side call into better-auth: the browser's (cookies, user agent)
 * plus the client's address, recorded on the session it may open.
 */
export function authHeaders(args: AuthArgs): Headers {
  const headers = new Headers(args.request.headers);
  headers.set(CLIENT_IP_HEADER, args.context.clientIp);
  return headers;
}

/** better-auth's error code (BASE_ERROR_CODES), if `error` is one of its API errors. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Only the Set-Cookie lines of better-auth's response headers. */
export function cookieHeaders(from: Headers | undefined): Headers {
  const headers = new Headers();
  for (const cookie of from?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Whether a form post comes from a page of this site. Browsers say where a POST comes from
 * in `Sec-Fetch-Site` and `Origin`: a form posted from another site is refused (login and
 * logout CSRF; the session cookie's SameSite=Lax already keeps it out of such posts).
 */
export function isSameSiteRequest(request: Request): boolean {
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return false;
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
