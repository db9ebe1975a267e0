/**
 * The areas of the site that show one account's or the operator's data: never kept by a
 * shared cache (`Cache-Control: private, no-store`, set at the root by
 * server/private-areas.ts for HTML and `.data` alike) and kept out of search engines
 * (/robots.txt).
 */
export const PRIVATE_AREAS = [
  "/admin",
  "/admin-simple",
  "/admin-blog",
  "/contact-dashboard",
  "/analytics",
  "/dashboard",
  "/my-review",
  "/account",
] as const;

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Whether a request path (a page or its `.data` twin) is inside a private area. */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
