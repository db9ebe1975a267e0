/*
 * The answer of an address where no page can be shown (docs/product/public-page.md): the
 * data the profile pages' error boundary shows, localized by the server.
 */

/** What the error boundary of the profile pages shows; the server localizes it. */
export interface ProfileErrorData {
  kind: "fiable.profile-error";
  pageTitle: string;
  title: string;
  text: string;
  retry?: string;
}

export function isProfileErrorData(value: unknown): value is ProfileErrorData {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "fiable.profile-error";
}
