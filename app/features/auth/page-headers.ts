import type { HeadersArgs } from "react-router";

/**
 * `export const headers = privatePageHeaders` for the pages of the accounts feature: never
 * kept by a shared cache, the parent routes' headers (the root's language cookie) kept, and
 * the `Retry-After` of a rate-limited action passed on.
 */
export function privatePageHeaders({ parentHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
