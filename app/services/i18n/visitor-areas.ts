/**
 * The keys a visitor reads: every key of fr.json under one of these prefixes has
 * an Arabic text in ar.json (tests/unit/i18n/visitor-arabic.test.ts). The rest of ar.json is
 * "a reduced set of texts" (docs/product/i18n.md) falling back to French: the owner's dashboard, the
 * admin consoles, the mails, the demo, the blog, the status and contact pages, and the long
 * help and legal articles (which say in Arabic that they are in French and English only).
 *
 * A prefix is a whole area ("landing") or a subtree of one ("reviews.form"). Adding a key a
 * visitor sees under another prefix? Add the prefix here, and its Arabic texts.
 */
export const VISITOR_AREAS = [
  // Every page: skip link, error pages, header, footer, language and theme controls.
  "common",
  "errors",
  "nav",
  "footer",
  "language",
  "theme",
  "contactForms",
  "chat",
  "faqWidget",
  // The landing page.
  "home",
  "landing",
  "meta.home",
  // Sign-in, sign-up, password reset.
  "auth",
  // The public page /{slug}, its reviews list, the review form and dialog, the notices.
  "profile",
  "profileMeta",
  "platforms",
  "howReviews",
  // The page of a deleted account (410, decision 036).
  "accountDeletion.gone",
  "reviews.add",
  "reviews.types",
  "reviews.reasons",
  "reviews.counts",
  "reviews.form",
  "reviews.recorder",
  "reviews.errors",
  "reviews.page",
  "reviews.labels",
  "reviews.labelHelp",
  "reviews.relationships",
  "reviews.relationshipBadge",
  "reviews.edited",
  "reviews.editedOn",
  "reviews.serviceMonth",
  "reviews.reportLink",
  "reviews.howLink",
  "reviews.report",
  "reviews.manage",
  // The invitee's page and the unsubscribe page of an invitation.
  "invitations.landing",
  "invitations.unsubscribe",
  // Help centre and legal pages: headings, navigation, search (the articles stay fr/en).
  "helpCentre",
  "legalPages",
  "staticMeta.help",
  "staticMeta.helpSearch",
  "staticMeta.helpArticle",
  // The public read API's errors (read by the widget on any site, decision 031).
  "publicApi",
  // The reviews widget on owners' sites (/embed.js, /{slug}/embed).
  "embed",
] as const;

/** Whether `key` ("landing.hero.title") is one a visitor reads. */
export function isVisitorKey(key: string): boolean {
  return VISITOR_AREAS.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));
}
