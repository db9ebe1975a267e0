import { INTL_LOCALES, type Language } from "#app/services/i18n/config.ts";
import { formatNumber } from "#app/services/i18n/format.ts";
import { DEMO_PROFILES } from "./demo-profiles.ts";
import type {
  DemoContentLanguage,
  DemoIdentity,
  DemoProfile,
  DemoProfileDetail,
  DemoProfileSource,
  DemoProfileSummary,
  DemoReview,
  DemoReviewSource,
  DemoStatSource,
  RatingDistribution,
  Text,
} from "./types.ts";

/** What the phone mockup shows at most (docs/product/landing-and-demo.md). */
export const DEMO_LIMITS = { workLinks: 3, portfolio: 4, reviews: 3, skills: 6 } as const;

/** The demo is written in French and English; Arabic pages read the French (French is the fallback). */
export function demoContentLanguage(lang: Language): DemoContentLanguage {
  return lang === "en" ? "en" : "fr";
}

function firstProfile(): DemoProfileSource {
  const first = DEMO_PROFILES[0];
  if (!first) throw new Error("The demo has no profile");
  return first;
}

/**
 * The profile /demo/{slug} shows, and whether the address must change to get there:
 * a missing or unknown slug leads to the first profile, a slug in other
 * letter case to the profile's own spelling.
 */
export function resolveDemoSlug(slug: string | undefined): { profile: DemoProfileSource; redirect: boolean } {
  const exact = DEMO_PROFILES.find((profile) => profile.slug === slug);
  if (exact) return { profile: exact, redirect: false };
  const wanted = slug?.trim().toLowerCase();
  const loose = wanted ? DEMO_PROFILES.find((profile) => profile.slug === wanted) : undefined;
  return { profile: loose ?? firstProfile(), redirect: true };
}

export function findDemoProfileById(id: string | undefined): DemoProfileSource | undefined {
  return DEMO_PROFILES.find((profile) => profile.id === id);
}

/** Average of a distribution of 5…1 stars, to one decimal (0 when there is no review). */
export function averageRating(ratings: RatingDistribution): { average: number; count: number } {
  let count = 0;
  let sum = 0;
  ratings.forEach((n, index) => {
    count += n;
    sum += n * (5 - index);
  });
  // Integer arithmetic up to the last step, so that 4.85 rounds up rather than to 4.8.
  return { average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10, count };
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/** "il y a 3 semaines" / "3 weeks ago", from an age in days. */
export function formatAge(days: number, lang: Language): string {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[lang], { numeric: "auto" });
    relativeFormats.set(lang, format);
  }
  if (days < 7) return format.format(-days, "day");
  if (days < 30) return format.format(-Math.round(days / 7), "week");
  if (days < 365) return format.format(-Math.round(days / 30), "month");
  return format.format(-Math.round(days / 365), "year");
}

/** 84 → "1:24". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const languageNames = new Map<Language, Intl.DisplayNames>();

/** "en" → "Anglais" on a French page, "English" on an English one. */
export function languageName(code: string, lang: Language): string {
  let names = languageNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames(INTL_LOCALES[lang], { type: "language" });
    languageNames.set(lang, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(INTL_LOCALES[lang]) + name.slice(1);
}

function formatStat(stat: DemoStatSource, lang: Language): string {
  if (stat.format === "percent") return formatNumber(stat.value / 100, lang, { style: "percent" });
  // 300 000 → "300 k" / "300K": big figures must fit a third of a phone's width.
  const value = formatNumber(stat.value, lang, stat.value >= 10_000 ? { notation: "compact" } : {});
  return stat.format === "plus" ? `${value}+` : value;
}

function presentReview(review: DemoReviewSource, text: (value: Text) => string, lang: Language): DemoReview {
  return {
    id: review.id,
    name: review.name,
    rating: review.rating,
    content: text(review.content),
    type: review.type,
    age: formatAge(review.ageDays, lang),
    ...(review.preview ? { preview: review.preview } : {}),
    ...(review.durationSeconds ? { duration: formatDuration(review.durationSeconds) } : {}),
  };
}

function presentIdentity(source: DemoProfileSource, lang: Language): DemoIdentity {
  const contentLang = demoContentLanguage(lang);
  const { average, count } = averageRating(source.ratings);
  return {
    id: source.id,
    slug: source.slug,
    firstName: source.firstName,
    name: source.name,
    title: source.title[contentLang],
    avatar: source.avatar,
    cover: source.cover,
    location: source.location[contentLang],
    bio: source.bio[contentLang],
    contentLang,
    languages: source.languages.map((code) => languageName(code, lang)),
    rating: formatNumber(average, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ratingValue: average,
    reviewsCount: count,
    socialLinks: source.socialLinks.map((link) => ({ platform: link.platform, handle: link.handle })),
    hasDetail: source.detail !== undefined,
  };
}

/** The phone mockup's view of a profile, in the page's language, cut to the demo limits. */
export function presentDemoProfile(source: DemoProfileSource, lang: Language): DemoProfile {
  const contentLang = demoContentLanguage(lang);
  const text = (value: Text) => value[contentLang];
  return {
    ...presentIdentity(source, lang),
    workLinks: source.workLinks
      .slice(0, DEMO_LIMITS.workLinks)
      .map((link) => ({ platform: link.platform, label: text(link.label), url: link.url })),
    portfolio: source.portfolio
      .slice(0, DEMO_LIMITS.portfolio)
      .map((item) => ({ title: text(item.title), description: text(item.description), image: item.image })),
    reviews: source.reviews.slice(0, DEMO_LIMITS.reviews).map((review) => presentReview(review, text, lang)),
    skills: source.skills.slice(0, DEMO_LIMITS.skills).map(text),
    moreSkills: Math.max(0, source.skills.length - DEMO_LIMITS.skills),
    faqs: source.faqs.map((faq) => ({ question: text(faq.question), answer: text(faq.answer) })),
  };
}

/** The detail page's view: everything, with the figures derived from the data. */
export function presentDemoDetail(source: DemoProfileSource, lang: Language): DemoProfileDetail | undefined {
  const detail = source.detail;
  if (!detail) return undefined;
  const contentLang = demoContentLanguage(lang);
  const text = (value: Text) => value[contentLang];
  const { count } = averageRating(source.ratings);
  return {
    ...presentIdentity(source, lang),
    portfolio: source.portfolio.map((item) => ({
      title: text(item.title),
      description: text(item.description),
      image: item.image,
    })),
    reviews: source.reviews.map((review) => presentReview(review, text, lang)),
    skills: source.skills.map(text),
    verified: detail.verified,
    responseTime: text(detail.responseTime),
    availability: text(detail.availability),
    pricing: text(detail.pricing),
    achievements: detail.achievements.map(text),
    portfolioStats: detail.portfolioStats.map((stat) => ({ value: formatStat(stat, lang), label: text(stat.label) })),
    reviewStats: {
      distribution: source.ratings.map((n, index) => ({
        stars: 5 - index,
        count: n,
        percent: count === 0 ? 0 : Math.round((n * 100) / count),
      })),
      byType: { ...detail.reviewsByType },
      recommend: formatNumber(detail.recommendPercent / 100, lang, { style: "percent" }),
    },
    certifications: detail.certifications.map((certification) => ({
      name: text(certification.name),
      issuer: text(certification.issuer),
      year: certification.year,
    })),
  };
}

/** The switcher's entries, in order. */
export function listDemoSummaries(lang: Language): DemoProfileSummary[] {
  const contentLang = demoContentLanguage(lang);
  return DEMO_PROFILES.map((profile) => ({
    id: profile.id,
    slug: profile.slug,
    firstName: profile.firstName,
    name: profile.name,
    title: profile.title[contentLang],
    avatar: profile.avatar,
  }));
}
