import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { inspectJson, refusedText } from "#app/lib/control-characters.ts";
import { DISCARD_BYTES, discardBody, readLimited } from "#app/lib/read-limited.server.ts";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { plainResponse, wantsJson } from "#server/plain-page.ts";

/*
 * Bad input is a 4xx before any route runs (decision 020). Every request with a
 * body goes through here, but the raw uploads, which stream and type their own bytes:
 * - a content type the route family does not take → 415 (pages take forms; /api/v1, the
 *   auth endpoints and the test clock take JSON too);
 * - a body over 1 MiB → 413, counted while reading (a missing or false Content-Length
 *   changes nothing);
 * - a body that does not parse (broken multipart, bad JSON, JSON nested deeper than 64) → 400;
 * - text with a NUL or another control character (tab, line feed, carriage return aside),
 *   or that is not valid UTF-8 → 422 « Caractères non autorisés ».
 * A form post without a body gets an empty form, which every action can read. The route
 * then reads the very bytes checked here. Refusals answer JSON to scripts and a small page
 * in the request's language to a browser.
 */

/** Requests whose body is a file, typed and capped by their own handler. */
const RAW_UPLOADS = [
  /^\/[^/]+\/review\/media(?:\.data)?$/,
  /^\/dashboard\/upload(?:\.data)?$/,
  /^\/admin\/blog\/upload$/,
];

/** Paths that take JSON as well as forms. */
const JSON_PATHS = [/^\/api\/v1\//, /^\/api\/auth\//, /^\/__test\/clock$/];

/**
 * Paths that also take JSON sent as `text/plain`: the widget's events come from other sites,
 * and a text/plain POST (sendBeacon, or fetch without a preflight) is how a page elsewhere
 * sends one without an OPTIONS round trip (decision 033). Checked as JSON.
 */
const TEXT_JSON_PATHS = [/^\/api\/v1\/events$/];

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_JSON_DEPTH = 64;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

type Refusal = { status: 400 | 413 | 415 | 422; key: DictionaryKey<"errors"> };

const REFUSALS = {
  type: { status: 415, key: "errors.unsupportedContentType" },
  size: { status: 413, key: "errors.requestTooLarge" },
  malformed: { status: 400, key: "errors.malformedRequest" },
  characters: { status: 422, key: "errors.controlCharacters" },
} as const satisfies Record<string, Refusal>;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** What is wrong with a body of `type`, or null when it may go on. */
async function inspect(type: string, contentType: string, bytes: Uint8Array): Promise<Refusal | null> {
  if (type === "application/json") {
    const text = decodeUtf8(bytes);
    if (text === null) return REFUSALS.characters;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return REFUSALS.malformed;
    }
    const outcome = inspectJson(parsed, MAX_JSON_DEPTH);
    return outcome === "ok" ? null : outcome === "deep" ? REFUSALS.malformed : REFUSALS.characters;
  }
  if (type === "application/x-www-form-urlencoded") {
    const text = decodeUtf8(bytes);
    if (text === null) return REFUSALS.characters;
    for (const [key, value] of new URLSearchParams(text)) {
      if (refusedText(key) || refusedText(value)) return REFUSALS.characters;
    }
    return null;
  }
  // multipart/form-data: parsed by the platform, as React Router will parse it.
  let form: FormData;
  try {
    form = await new Request("http://guard.invalid/", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: bytes as Uint8Array<ArrayBuffer>,
    }).formData();
  } catch {
    return REFUSALS.malformed;
  }
  for (const [key, value] of form) {
    if (refusedText(key) || (typeof value === "string" && refusedText(value))) return REFUSALS.characters;
  }
  return null;
}

function refuse(request: Request, refusal: Refusal): Response {
  const { t } = getI18n(request, []);
  const referer = request.headers.get("Referer");
  const back = referer && new URL(referer, request.url).origin === new URL(request.url).origin ? referer : "/";
  return plainResponse(request, {
    status: refusal.status,
    title: t(`errors.status.${refusal.status === 415 ? 400 : refusal.status}` as const),
    message: `${t(refusal.key)} ${wantsJson(request) ? "" : t("errors.goBack")}`.trim(),
    action: { href: back, label: t("errors.back") },
  });
}

/** The middleware: mount it before the routes (after the /api/v1 body caps). */
export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const path = c.req.path;
    if (RAW_UPLOADS.some((pattern) => pattern.test(path))) return next();
    const request = c.req.raw;
    const contentType = request.headers.get("Content-Type") ?? "";
    const type = contentType.split(";")[0]!.trim().toLowerCase();
    const declared = Number(request.headers.get("Content-Length") ?? "NaN");
    if (!request.body || declared === 0) {
      if (type && !FORM_TYPES.has(type) && !(type === "application/json" && JSON_PATHS.some((p) => p.test(path)))) {
        return refuse(request, REFUSALS.type);
      }
      // No body: an empty form, which an action can read (a bare POST crashed formData()).
      c.req.raw = new Request(request, {
        body: "",
        headers: withType(
          request.headers,
          type === "application/json" ? contentType : "application/x-www-form-urlencoded",
        ),
      });
      return next();
    }
    const takesJson = JSON_PATHS.some((pattern) => pattern.test(path));
    const textJson = type === "text/plain" && TEXT_JSON_PATHS.some((pattern) => pattern.test(path));
    if (!FORM_TYPES.has(type) && !(takesJson && type === "application/json") && !textJson) {
      return refuse(request, REFUSALS.type);
    }
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return refuse(request, REFUSALS.size);
    const bytes = await readLimited(request.body, MAX_BODY_BYTES);
    if (bytes === null) return refuse(request, REFUSALS.size);
    const problem = await inspect(textJson ? "application/json" : type, contentType, bytes);
    if (problem) return refuse(request, problem);
    // The route reads the bytes checked here.
    c.req.raw = new Request(request, { body: bytes as Uint8Array<ArrayBuffer>, headers: request.headers });
    return next();
  };
}

/**
 * A request body that was not read to its end (a 404 before the route read it, a 413 or
 * 415 of the guard, the API caps): its rest is read and thrown away, within
 * DISCARD_BYTES and a few seconds, before the answer goes, so that the client finishes
 * sending and reads the answer (read-limited.server.ts). When that is not possible (the
 * body is larger, slower, or was being read by a route), the connection is closed after
 * the answer: kept open, it would hold the unread bytes in front of the next request.
 */
export function closeUnreadBodies(): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    const original = c.req.raw;
    await next();
    const incoming = c.env?.incoming;
    if (!incoming || incoming.readableEnded) return;
    const headers = original.headers;
    const declared = Number(headers.get("Content-Length") ?? "0");
    if (!(declared > 0) && !headers.has("Transfer-Encoding")) return;
    if (declared <= DISCARD_BYTES && !incoming.destroyed) await discardBody(original.body);
    if (!incoming.readableEnded) c.res.headers.set("Connection", "close");
  };
}

function withType(headers: Headers, type: string): Headers {
  const copy = new Headers(headers);
  copy.set("Content-Type", type);
  copy.delete("Content-Length");
  return copy;
}
