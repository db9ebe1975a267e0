import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_EVENT_BYTES } from "#app/features/analytics/index.server.ts";
import { CHAT_MAX_BODY_BYTES } from "#app/features/chat/index.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";

/**
 * The largest request body each JSON endpoint of /api/v1 accepts, in bytes. Hono's
 * bodyLimit answers 413 before the handler runs: at once from Content-Length, and for a
 * body sent without one (chunked) after reading at most this many bytes, so nobody can
 * make the server read a large body in full (the handlers' own checks come after it).
 */
export const API_BODY_LIMITS = {
  "/api/v1/events": { maxSize: MAX_EVENT_BYTES, message: "errors.requestTooLarge" },
  "/api/v1/chat": { maxSize: CHAT_MAX_BODY_BYTES, message: "chat.errors.tooLong" },
} as const satisfies Record<string, { maxSize: number; message: string }>;

const limiters = new Map<string, MiddlewareHandler>(
  Object.entries(API_BODY_LIMITS).map(([path, { maxSize, message }]) => [
    path,
    bodyLimit({
      maxSize,
      // {error} in the visitor's language, as the handlers answer their other refusals.
      onError: (c) => c.json({ error: getI18n(c.req.raw).t(message) }, 413),
    }),
  ]),
);

/** Mount on /api/v1/*: applies API_BODY_LIMITS to the paths it names. */
export function apiBodyLimits(): MiddlewareHandler {
  return (c, next) => {
    const limiter = limiters.get(c.req.path);
    return limiter ? limiter(c, next) : next();
  };
}
