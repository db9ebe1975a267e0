// The route families of the fuzz suite: every route with an action, every
// `/api/v1` endpoint and the better-auth endpoints the pages call. A family is one path
// and the session it is sent with; routes that end a session (sign-out, admin logout) are
// fuzzed without one so that the others keep theirs.

export interface Fixtures {
  /** A published trust page. */
  slug: string;
  /** A published review of that page. */
  reviewId: string;
  /** A masked WhatsApp link of that page (`/go/{id}`). */
  maskedLinkId: string;
  /** A plain website link of that page. */
  websiteLinkId: string;
  /** An open invitation to review that page, and its link's token. */
  invitationId: string;
  invitationToken: string;
}

export type Session = "none" | "owner" | "admin";

export interface Family {
  name: string;
  path: (fixtures: Fixtures) => string;
  session: Session;
}

const family = (name: string, session: Session, path: (fixtures: Fixtures) => string): Family => ({
  name,
  session,
  path,
});

export const FAMILIES: Family[] = [
  // Public forms.
  family("landing (contact, newsletter)", "none", () => "/"),
  family("contact", "none", () => "/contact"),
  family("blog newsletter", "none", () => "/blog-demo"),
  family("status subscription", "none", () => "/status"),
  family("status unsubscribe", "none", () => "/status/unsubscribe/not-a-real-token"),
  family(
    "newsletter unsubscribe",
    "none",
    () => "/blog/newsletter/unsubscribe/00000000-0000-0000-0000-000000000000/nope",
  ),
  family("preferences", "none", () => "/preferences"),
  family("sign-in, sign-up, reset", "none", () => "/auth"),
  family("sign-out", "none", () => "/sign-out"),
  family("better-auth sign-in", "none", () => "/api/auth/sign-in/email"),
  family("better-auth sign-up", "none", () => "/api/auth/sign-up/email"),
  family("better-auth password reset request", "none", () => "/api/auth/request-password-reset"),
  family("better-auth password reset", "none", () => "/api/auth/reset-password"),
  // The trust page and its reviews.
  family("trust page", "none", (f) => `/${f.slug}`),
  family("review form", "none", (f) => `/${f.slug}/review`),
  family("review media upload", "none", (f) => `/${f.slug}/review/media`),
  family("review report", "none", (f) => `/${f.slug}/reviews/${f.reviewId}/report`),
  family("invited review", "none", (f) => `/${f.slug}/invitation/${f.invitationToken}`),
  family("reviewer's private link", "none", () => "/my-review/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
  family("invitation unsubscribe", "none", (f) => `/unsubscribe/${f.invitationId}/${f.invitationToken}`),
  family("masked link reveal", "none", (f) => `/go/${f.maskedLinkId}`),
  family("link click", "none", (f) => `/go/${f.websiteLinkId}`),
  // The JSON API.
  family("api reviews", "none", (f) => `/api/v1/reviews/${f.slug}`),
  family("api events", "none", () => "/api/v1/events"),
  family("api chat", "none", () => "/api/v1/chat"),
  family("api messages", "none", () => "/api/v1/messages"),
  family("api profile", "none", (f) => `/api/v1/profiles/${f.slug}`),
  family("api profile reviews", "none", (f) => `/api/v1/profiles/${f.slug}/reviews`),
  // The owner's dashboard.
  family("editor save", "owner", () => "/dashboard/save"),
  family("editor page", "owner", () => "/dashboard"),
  family("editor image upload", "owner", () => "/dashboard/upload"),
  family("account settings", "owner", () => "/dashboard/settings"),
  family("account deletion", "owner", () => "/account/delete"),
  family("account restore", "owner", () => "/account/restore"),
  family("review moderation", "owner", () => "/dashboard/reviews"),
  family("review collection", "owner", () => "/dashboard/collect"),
  family("owner statistics", "owner", () => "/dashboard/analytics"),
  family("better-auth change password", "owner", () => "/api/auth/change-password"),
  family("better-auth update user", "owner", () => "/api/auth/update-user"),
  // Administration.
  family("admin login", "none", () => "/admin/login"),
  family("admin logout", "none", () => "/admin/logout"),
  family("admin console", "admin", () => "/admin"),
  family("admin simple", "admin", () => "/admin-simple"),
  family("contact dashboard", "admin", () => "/contact-dashboard"),
  family("site analytics", "admin", () => "/analytics"),
  family("blog list", "admin", () => "/admin/blog"),
  family("blog editor", "admin", () => "/admin/blog/new"),
  family("blog preview", "admin", () => "/admin/blog/preview"),
  family("blog cover upload", "admin", () => "/admin/blog/upload"),
  family("simple CMS", "admin", () => "/admin-blog"),
];
