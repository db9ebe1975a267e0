import type { PublicReview, RatingSummary, ReviewCounts } from "#app/features/reviews/index.ts";
import type { Language } from "#app/services/i18n/config.ts";
import type { FlagCountry } from "#app/services/languages/flags.tsx";
import type { PublicLink } from "./link-visibility.ts";

/*
 * What the public page receives: only what a viewer may see (see link-visibility.ts).
 * Shared by the server (loaders) and the page's components.
 */

/** What the public page shows at most. */
export const PUBLIC_PAGE_LIMITS = { reviews: 3, portfolio: 4, languages: 3, skills: 6 } as const;

export interface ProfileLanguage {
  /** As stored (French name, or a free-text language). */
  name: string;
  /** The catalogue's code ("en"): the page names it in the interface language; null for a free-text language. */
  code: string | null;
  /** The flag's country (country-flag-icons); null: the globe. */
  country: FlagCountry | null;
}

export interface PortfolioTile {
  id: string;
  title: string;
  description: string | null;
  image: string | null;
  /** An http(s) URL, or null. */
  url: string | null;
  technologies: string[];
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface PublicProfileLink extends PublicLink {
  /** The platform's display name in the page's language ("WhatsApp", "Site web"). */
  platformName: string;
  /** The platform's brand colour. */
  color: string;
}

export interface PublicProfile {
  id: string;
  slug: string;
  name: string;
  title: string | null;
  company: string | null;
  bio: string | null;
  avatar: string | null;
  location: string | null;
  verified: boolean;
  industry: string | null;
  /** The language the owner writes the page in: the `lang`/`dir` of what they wrote (decision 027). */
  pageLanguage: Language;
  languages: ProfileLanguage[];
  links: PublicProfileLink[];
  /** Skills then tools. */
  skills: string[];
  portfolio: PortfolioTile[];
  faqs: FaqItem[];
  /** The latest approved reviews (at most PUBLIC_PAGE_LIMITS.reviews). */
  reviews: PublicReview[];
  rating: RatingSummary;
  /** The honest counts line. */
  reviewCounts: ReviewCounts;
  updatedAt: string;
  /** The viewer is the profile's owner. */
  isOwner: boolean;
}
