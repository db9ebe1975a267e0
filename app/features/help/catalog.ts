/**
 * The help centre's categories and the order of their articles
 * (docs/product/help-and-legal.md): getting started 5, profile setup 8, reviews 6, platforms 10). Each
 * article has its own URL, /help/{slug}; its text in each language lives in
 * articles.fr.ts and articles.en.ts.
 */
export const HELP_CATEGORIES = {
  "getting-started": [
    "create-account",
    "create-profile",
    "sign-in-and-password",
    "share-your-page",
    "privacy-and-data",
  ],
  "profile-setup": [
    "profile-editor",
    "profile-photo",
    "title-and-bio",
    "languages",
    "skills-and-tools",
    "custom-domain",
    "portfolio",
    "faq",
  ],
  reviews: [
    "how-reviews-work",
    "ask-for-reviews",
    "audio-video-photo-reviews",
    "moderate-reviews",
    "reply-to-reviews",
    "rating-and-counts",
  ],
  platforms: [
    "add-platforms",
    "link-limit",
    "social-icons",
    "whatsapp-and-phone",
    "email-and-website",
    "accepted-links",
    "professional-platforms",
    "music-and-video-platforms",
    "custom-links",
    "link-clicks",
  ],
} as const;

export type HelpCategoryId = keyof typeof HELP_CATEGORIES;
export type HelpSlug = (typeof HELP_CATEGORIES)[HelpCategoryId][number];

export const HELP_CATEGORY_IDS = Object.keys(HELP_CATEGORIES) as HelpCategoryId[];

/** The written article: `body` uses the Markdown subset of app/services/markdown/blocks.ts; `{host}` is the site's host. */
export interface HelpArticleText {
  title: string;
  summary: string;
  body: string;
}

export type HelpArticleTexts = Record<HelpSlug, HelpArticleText>;

export function categoryOf(slug: HelpSlug): HelpCategoryId {
  for (const id of HELP_CATEGORY_IDS) {
    if ((HELP_CATEGORIES[id] as readonly string[]).includes(slug)) return id;
  }
  throw new Error(`Unknown help article ${slug}`);
}

export function isHelpSlug(value: string): value is HelpSlug {
  return HELP_CATEGORY_IDS.some((id) => (HELP_CATEGORIES[id] as readonly string[]).includes(value));
}
