import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Resource route: stores the theme/language choice in cookies (no page).
  route("preferences", "routes/preferences.tsx"),
  // First-party event recording and the chat assistant.
  route("api/v1/events", "routes/api.v1.events.ts"),
  route("api/v1/chat", "routes/api.v1.chat.ts"),
  // For the scripts of pages that are not hydrated (decision 014): texts, and the review
  // dialog's submission as JSON.
  route("api/v1/messages", "routes/api.v1.messages.ts"),
  route("api/v1/reviews/:slug", "routes/api.v1.reviews.$slug.ts"),
  // The public read API (decision 031): a profile's summary and its published reviews (POST:
  // a review, as api/v1/reviews/:slug).
  route("api/v1/profiles/:slug", "routes/api.v1.profiles.$slug.ts"),
  route("api/v1/profiles/:slug/reviews", "routes/api.v1.profiles.$slug.reviews.ts"),
  // The OpenAPI document of every api/v1 route, generated from their zod schemas.
  route("api/v1/openapi.json", "routes/api.v1.openapi.ts"),
  // Review collection: the invitations' unsubscribe link and a reviewer's private link.
  route("unsubscribe/:invitationId/:token", "routes/unsubscribe.tsx"),
  route("my-review/:token", "routes/my-review.tsx"),
  // The newsletter's unsubscribe link: GET asks, POST (the button, RFC 8058 one-click) unsubscribes.
  route("blog/newsletter/unsubscribe/:subscriberId/:token", "routes/blog/newsletter-unsubscribe.tsx"),

  // Marketing and static pages, with the site header and footer.
  layout("routes/_site.tsx", [
    index("routes/home.tsx"),
    route("diagnostic", "routes/diagnostic.tsx"),
    route("test", "routes/connection-test.tsx"),
    // Demo: /demo and an unknown slug redirect to the first profile.
    route("demo/:slug?", "routes/demo.tsx"),
    route("demo/profile/:id", "routes/demo-detail.tsx"),
    // Help centre, contact, status, legal and trust pages. Aliases of one
    // document share its module; each page's canonical link names one URL.
    route("help", "routes/help/index.tsx"),
    route("help/:article", "routes/help/article.tsx"),
    route("contact", "routes/contact.tsx"),
    route("status", "routes/status/index.tsx"),
    route("status/confirm/:token", "routes/status/confirm.tsx"),
    route("status/unsubscribe/:token", "routes/status/unsubscribe.tsx"),
    // The legal documents: one module, the document named by the URL (unknown → 404).
    route("legal/:document", "routes/legal/document.tsx"),
    route("security", "routes/legal/document.tsx", { id: "routes/legal/security" }),
    route("policy", "routes/legal/document.tsx", { id: "routes/legal/policy" }),
    route("privacy", "routes/legal/document.tsx", { id: "routes/legal/privacy-alias" }),
    route("privacy-policy", "routes/legal/document.tsx", { id: "routes/legal/privacy-policy-alias" }),
    route("terms", "routes/legal/document.tsx", { id: "routes/legal/terms-alias" }),
    route("data-protection", "routes/legal/document.tsx", { id: "routes/legal/gdpr-alias" }),
    // Blog: the listing, the alternate listing with the newsletter, one article.
    route("blog", "routes/blog/index.tsx"),
    route("blog-demo", "routes/blog/demo.tsx"),
    route("blog/newsletter/confirm/:token", "routes/blog/newsletter-confirm.tsx"),
    route("blog/:slug", "routes/blog/article.tsx"),
    // The footer's API documentation and changelog.
    route("docs/api", "routes/docs/api.tsx"),
    route("changelog", "routes/changelog.tsx"),
    // The notice on reviews linked next to every page's reviews.
    route("how-reviews-work", "routes/how-reviews-work.tsx"),
    // A deleted account's « Restaurer mon compte », within its 30 days (decision 036).
    route("account/restore", "routes/account-restore.tsx"),
  ]),
  // The blog's feeds per language (RSS 2.0 and Atom) and the sitemap.
  route("blog/rss/:lang", "routes/blog/feed.ts"),
  route("blog/atom/:lang", "routes/blog/feed.ts", { id: "routes/blog/feed-atom" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // One demo profile's phone mockup, on its own.
  route("mockup/:profileId", "routes/mockup.tsx"),

  // Accounts: one sign-in/sign-up screen under three addresses, the old auth
  // redirect route, sign-out, and the account settings.
  route("auth", "routes/auth.tsx"),
  route("login.html", "routes/auth.tsx", { id: "routes/auth-login-html" }),
  route("signup.html", "routes/auth.tsx", { id: "routes/auth-signup-html" }),
  route("auth/callback", "routes/auth-callback.tsx"),
  // Passkeys (decision 035): the /auth button's sign-in and the settings card's changes.
  route("auth/passkey", "routes/auth-passkey.ts"),
  route("sign-out", "routes/sign-out.tsx"),
  // The owner's profile editor and its image uploads.
  route("dashboard", "routes/dashboard/editor.tsx"),
  route("dashboard/save", "routes/dashboard/save.ts"),
  route("dashboard/upload", "routes/dashboard/upload.tsx"),
  route("dashboard/slug", "routes/dashboard/slug.tsx"),
  // The address tab's « Domaine personnalisé » card (docs/product/custom-domains.md).
  route("dashboard/domain", "routes/dashboard/domain.ts"),
  route("dashboard/settings", "routes/dashboard/settings.tsx"),
  // « Supprimer mon compte », the settings' last card (decision 036).
  route("account/delete", "routes/account-delete.ts"),
  route("dashboard/settings/passkeys", "routes/dashboard/settings-passkeys.ts"),
  // The account's data export, downloaded through its mailed link (decision 034).
  route("dashboard/export/:exportId/:token", "routes/dashboard/export-download.ts"),
  // The owner's page statistics.
  route("dashboard/analytics", "routes/dashboard/analytics.tsx"),
  // Review moderation.
  route("dashboard/reviews", "routes/dashboard/reviews.tsx"),
  // Asking clients for reviews: link, QR code, printable card, e-mail invitations.
  route("dashboard/collect", "routes/dashboard/collect.tsx"),
  route("dashboard/collect/card", "routes/dashboard/collect-card.tsx"),
  // Embedding the reviews elsewhere: the widget's options, preview and snippets (decision 033).
  route("dashboard/embed", "routes/dashboard/embed.tsx"),

  // Administration: every loader and action checks the admin session on the
  // server (app/features/admin/guards.server.ts), /admin/login and the gate of
  // /admin-simple excepted. /contact-dashboard is for administrators only.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // An account with the admin role but without two-factor sign-in.
  route("admin/two-factor", "routes/admin/two-factor.tsx"),
  route("admin", "routes/admin/index.tsx"),
  route("admin-simple", "routes/admin-simple.tsx"),
  route("contact-dashboard", "routes/contact-dashboard.tsx"),
  // The site's traffic, administrators only.
  route("analytics", "routes/analytics.tsx"),
  // Blog CMS, admin only: the list, the editor (new and edit), its cover upload
  // and Markdown preview, and the simple CMS.
  route("admin/blog", "routes/admin/blog/index.tsx"),
  route("admin/blog/new", "routes/admin/blog/editor.tsx"),
  route("admin/blog/edit/:id", "routes/admin/blog/editor.tsx", { id: "routes/admin/blog/editor-edit" }),
  route("admin/blog/upload", "routes/admin/blog/upload.ts"),
  route("admin/blog/preview", "routes/admin/blog/preview.ts"),
  route("admin-blog", "routes/admin-blog.tsx"),

  // Caddy's on-demand TLS asks whether a host is a served custom domain (decision 044).
  route("internal/tls/ask", "routes/internal.tls.ask.ts"),

  // Fault injection for the e2e tests of the 500 page (404 unless FIABLE_TEST_ROUTES=1).
  route("__test/error", "routes/test-error.tsx"),
  // The server clock of the e2e tests (decision 017; 404 unless FIABLE_TEST_ROUTES=1).
  route("__test/clock", "routes/test-clock.ts"),

  // Public trust pages, outside _site (their own header). /{slug} stays last
  // before the catch-all; its words are reserved (app/features/address/address.ts).
  route("go/:linkId", "routes/go.$linkId.tsx"),
  route("og/:file", "routes/profile-og-image.tsx"),
  route(":slug/reviews", "routes/public-profile-reviews.tsx"),
  // Every published review in a masonry grid, filtered by media type (decision 033).
  route(":slug/wall", "routes/public-profile-wall.tsx"),
  // « Signaler » a published review.
  route(":slug/reviews/:reviewId/report", "routes/report-review.tsx"),
  // A video review's words as WebVTT captions, the <track> of its player.
  route(":slug/reviews/:reviewId/captions.vtt", "routes/review-captions.ts"),
  // An invited client's review form.
  route(":slug/invitation/:token", "routes/invitation.tsx"),
  // The review form on its own page, and its media uploads.
  route(":slug/review", "routes/review-form.tsx"),
  route(":slug/review/media", "routes/review-media.ts"),
  route(":slug/qr", "routes/profile-qr.tsx"),
  // The reviews widget's iframe variant, framable by any site (decision 032).
  route(":slug/embed", "routes/profile-embed.ts"),
  route(":slug", "routes/public-profile.tsx"),

  // Anything else: a real 404, rendered by the root ErrorBoundary.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
