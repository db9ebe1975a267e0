// Every page of the route table (app/routes.ts), as a sample address and who looks at it,
// for `npm run sweep`. A route that is not a page (an API, a feed, an upload …) says why.
// tests/sweep/sweep.spec.ts fails when a route of the table is missing here.

/** `role-admin`: an account with the admin role that has not turned two-factor sign-in on. */
export type Viewer = "visitor" | "owner" | "admin" | "role-admin";

/** Values the addresses need, made by the sweep's fixtures. */
export interface SweepFixtures {
  ownerSlug: string;
  reviewId: string;
  articleId: string;
}

export type RouteSample =
  | { pages: { path: (f: SweepFixtures) => string; viewer: Viewer; name?: string }[] }
  | { notAPage: string };

const visitor = (path: string, name?: string) => ({ path: () => path, viewer: "visitor" as const, name });
const owner = (path: string, name?: string) => ({ path: () => path, viewer: "owner" as const, name });
const admin = (path: string, name?: string) => ({ path: () => path, viewer: "admin" as const, name });

/** By the route's path pattern in app/routes.ts ("" for the index). */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  preferences: { notAPage: "stores the theme/language choice and redirects" },
  "api/v1/events": { notAPage: "JSON API" },
  "api/v1/chat": { notAPage: "JSON API" },
  "api/v1/messages": { notAPage: "JSON API" },
  "api/v1/reviews/:slug": { notAPage: "JSON API" },
  "api/v1/profiles/:slug": { notAPage: "JSON API" },
  "api/v1/profiles/:slug/reviews": { notAPage: "JSON API" },
  "api/v1/openapi.json": { notAPage: "JSON API" },
  "unsubscribe/:invitationId/:token": { pages: [visitor("/unsubscribe/00000000-0000-0000-0000-000000000000/nope")] },
  "my-review/:token": { pages: [visitor("/my-review/not-a-token")] },
  "blog/newsletter/unsubscribe/:subscriberId/:token": {
    pages: [visitor("/blog/newsletter/unsubscribe/00000000-0000-0000-0000-000000000000/nope")],
  },
  "": { pages: [visitor("/")] },
  diagnostic: { pages: [visitor("/diagnostic")] },
  test: { pages: [visitor("/test")] },
  "demo/:slug?": { pages: [visitor("/demo"), visitor("/demo/amina-diallo")] },
  "demo/profile/:id": {
    pages: [visitor("/demo/profile/amina"), visitor("/demo/profile/nobody", "unknown demo profile")],
  },
  help: { pages: [visitor("/help")] },
  "help/:article": { pages: [visitor("/help/create-profile")] },
  contact: { pages: [visitor("/contact")] },
  status: { pages: [visitor("/status")] },
  "status/confirm/:token": { pages: [visitor("/status/confirm/not-a-token")] },
  "status/unsubscribe/:token": { pages: [visitor("/status/unsubscribe/not-a-token")] },
  security: { pages: [visitor("/security")] },
  policy: { pages: [visitor("/policy")] },
  "legal/privacy": { pages: [visitor("/legal/privacy")] },
  privacy: { pages: [visitor("/privacy")] },
  "privacy-policy": { pages: [visitor("/privacy-policy")] },
  "legal/terms": { pages: [visitor("/legal/terms")] },
  terms: { pages: [visitor("/terms")] },
  "legal/gdpr": { pages: [visitor("/legal/gdpr")] },
  "data-protection": { pages: [visitor("/data-protection")] },
  "legal/cookies": { pages: [visitor("/legal/cookies")] },
  blog: { pages: [visitor("/blog")] },
  "blog-demo": { pages: [visitor("/blog-demo")] },
  "blog/newsletter/confirm/:token": { pages: [visitor("/blog/newsletter/confirm/not-a-token")] },
  "blog/:slug": { pages: [visitor("/blog/how-to-ask-clients-for-reviews")] },
  "docs/api": { pages: [visitor("/docs/api")] },
  changelog: { pages: [visitor("/changelog")] },
  "how-reviews-work": { pages: [visitor("/how-reviews-work")] },
  "blog/rss/:lang": { notAPage: "RSS feed" },
  "blog/atom/:lang": { notAPage: "Atom feed" },
  "sitemap.xml": { notAPage: "XML sitemap" },
  "robots.txt": { notAPage: "robots.txt" },
  "mockup/:profileId": { pages: [visitor("/mockup/amina")] },
  auth: { pages: [visitor("/auth"), visitor("/auth?mode=signup", "sign-up")] },
  "login.html": { pages: [visitor("/login.html")] },
  "signup.html": { pages: [visitor("/signup.html")] },
  "auth/callback": { notAPage: "redirects to /auth" },
  "auth/passkey": { notAPage: "POST only, JSON steps of the passkey sign-in" },
  "sign-out": { notAPage: "POST only, then the home page" },
  dashboard: {
    pages: [
      owner("/dashboard"),
      ...["professional", "skills", "domain", "portfolio", "faq", "platforms"].map((tab) =>
        owner(`/dashboard?tab=${tab}`, `editor tab ${tab}`),
      ),
    ],
  },
  "dashboard/save": { notAPage: "JSON save of the editor" },
  "dashboard/upload": { notAPage: "image upload" },
  "dashboard/slug": { notAPage: "JSON address check" },
  "dashboard/domain": { notAPage: "POST only, JSON changes of the custom domain" },
  "dashboard/settings": { pages: [owner("/dashboard/settings")] },
  "account/delete": { notAPage: "POST only (the settings' « Supprimer mon compte »)" },
  "account/restore": { pages: [visitor("/account/restore"), visitor("/account/restore?deleted=1", "just deleted")] },
  "dashboard/settings/passkeys": { notAPage: "POST only, JSON changes to the owner's passkeys" },
  "dashboard/analytics": { pages: [owner("/dashboard/analytics")] },
  "dashboard/reviews": {
    pages: [
      owner("/dashboard/reviews"),
      owner("/dashboard/reviews?tab=approved", "approved reviews"),
      owner("/dashboard/reviews?tab=withdrawn", "withdrawn reviews"),
    ],
  },
  "dashboard/collect": { pages: [owner("/dashboard/collect")] },
  "dashboard/collect/card": { pages: [owner("/dashboard/collect/card")] },
  "admin/login": { pages: [visitor("/admin/login")] },
  "admin/logout": { notAPage: "POST only" },
  "admin/two-factor": {
    pages: [{ path: () => "/admin/two-factor", viewer: "role-admin", name: "admin role without two-factor" }],
  },
  admin: {
    pages: [
      admin("/admin"),
      ...["messages", "blog", "activity", "tools", "reports", "jobs"].map((tab) =>
        admin(`/admin?tab=${tab}`, `console tab ${tab}`),
      ),
    ],
  },
  "admin-simple": { pages: [admin("/admin-simple"), visitor("/admin-simple", "its password gate")] },
  "contact-dashboard": { pages: [admin("/contact-dashboard")] },
  analytics: { pages: [admin("/analytics")] },
  "admin/blog": { pages: [admin("/admin/blog")] },
  "admin/blog/new": { pages: [admin("/admin/blog/new")] },
  "admin/blog/edit/:id": { pages: [{ path: (f) => `/admin/blog/edit/${f.articleId}`, viewer: "admin" }] },
  "admin/blog/upload": { notAPage: "image upload" },
  "admin/blog/preview": { notAPage: "Markdown preview fragment" },
  "admin-blog": { pages: [admin("/admin-blog"), admin("/admin-blog?new=1", "new article form")] },
  "__test/error": { notAPage: "test-only fault injection" },
  "__test/clock": { notAPage: "test-only clock" },
  "internal/tls/ask": { notAPage: "plain-text answer to Caddy's on-demand TLS" },
  "go/:linkId": { notAPage: "redirect to a link" },
  "og/:file": { notAPage: "PNG preview image" },
  ":slug/reviews": { pages: [visitor("/camille-martin/reviews")] },
  ":slug/reviews/:reviewId/report": {
    pages: [{ path: (f) => `/${f.ownerSlug}/reviews/${f.reviewId}/report`, viewer: "visitor" }],
  },
  ":slug/invitation/:token": { pages: [visitor("/camille-martin/invitation/not-a-token")] },
  ":slug/review": { pages: [visitor("/camille-martin/review")] },
  ":slug/review/media": { notAPage: "media upload" },
  ":slug/qr": { notAPage: "QR code image" },
  ":slug": {
    pages: [
      visitor("/camille-martin"),
      visitor("/salma-benali", "an Arabic demo page"),
      { path: (f) => `/${f.ownerSlug}`, viewer: "owner", name: "the owner's own page" },
      visitor("/nobody-has-this-address", "profile not found"),
    ],
  },
  "*": { pages: [visitor("/no/such/page", "not found")] },
};
