import type { MiddlewareHandler } from "hono";
import { isPrivatePath, PRIVATE_CACHE_CONTROL } from "#app/lib/private-areas.ts";

/**
 * One rule for every private area (app/lib/private-areas.ts): whatever a route set, its
 * responses — pages, `.data`, redirects and errors — are `private, no-store`.
 */
export function privateAreas(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isPrivatePath(c.req.path)) c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  };
}
