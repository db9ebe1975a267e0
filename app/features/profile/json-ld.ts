import type { PublicReview, RatingSummary } from "#app/features/reviews/index.ts";
import type { PublicProfile } from "./profile-types.ts";

/*
 * Structured data of the public pages (schema.org, JSON-LD; decision 033), built from the
 * page's own data — never from anything the visitor may not see (no link URLs, no e-mail) —
 * as one `@graph`:
 * - the page: a ProfilePage (/{slug}) or a CollectionPage (/{slug}/wall) about the subject;
 * - the subject: an Organization when the page is a company's own (its name is its company's
 *   name, isCompanyPage), carrying the AggregateRating of all published reviews and the
 *   Review items shown on the page; else a Person, which schema.org gives no rating, and
 *   whose reviews and rating go on the Service the person provides (named after their title).
 * Google shows review snippets for Organization and not for Person or Service, and shows
 * none for reviews the reviewed party controls (self-serving): the markup describes the page
 * truthfully, the interface never promises stars.
 */

/** What the structured data reads of a profile: the trust page's data, or the wall's summary. */
export interface JsonLdSubject {
  name: string;
  title: string | null;
  company: string | null;
  bio?: string | null;
  avatar: string | null;
  location?: string | null;
  languages?: { name: string }[];
  rating: RatingSummary;
}

const fold = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .toLowerCase();

/**
 * A company's own page: the page's name is the name of its company (« Boulangerie Martin »
 * named « Boulangerie Martin »), accents, case and punctuation aside. A person who names the
 * company they work for or run (« Camille Martin », company « Camille Martin Photographie »)
 * stays a Person who works for that Organization.
 */
export function isCompanyPage(subject: Pick<JsonLdSubject, "name" | "company">): boolean {
  const company = subject.company ? fold(subject.company) : "";
  return company !== "" && company === fold(subject.name);
}

function reviewItem(review: PublicReview) {
  const body = review.content || review.transcript || undefined;
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.reviewerName },
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: body,
    inLanguage: review.language ?? undefined,
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

function ratingOf(subject: JsonLdSubject, reviews: readonly PublicReview[]) {
  const { count, average } = subject.rating;
  if (count === 0 || average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map(reviewItem),
  };
}

/** The page's @graph: the page node, the subject, and for a person the Service their reviews are about. */
export function pageJsonLd({
  subject,
  reviews,
  profileUrl,
  page,
  origin,
}: {
  subject: JsonLdSubject;
  reviews: readonly PublicReview[];
  profileUrl: string;
  page: { type: "ProfilePage" | "CollectionPage"; url: string; name?: string; dateModified?: string };
  origin: string;
}): Record<string, unknown> {
  const image = subject.avatar ? new URL(subject.avatar, origin).href : undefined;
  const company = isCompanyPage(subject);
  const entityId = `${profileUrl}#${company ? "organization" : "person"}`;
  const rated = ratingOf(subject, reviews);
  const entity: Record<string, unknown> = company
    ? {
        "@type": "Organization",
        "@id": entityId,
        name: subject.name,
        url: profileUrl,
        logo: image,
        description: subject.bio ?? subject.title ?? undefined,
        location: subject.location ? { "@type": "Place", name: subject.location } : undefined,
        ...rated,
      }
    : {
        "@type": "Person",
        "@id": entityId,
        name: subject.name,
        url: profileUrl,
        image,
        jobTitle: subject.title ?? undefined,
        description: subject.bio ?? undefined,
        worksFor: subject.company ? { "@type": "Organization", name: subject.company } : undefined,
        homeLocation: subject.location ? { "@type": "Place", name: subject.location } : undefined,
        knowsLanguage: subject.languages?.length ? subject.languages.map((l) => l.name) : undefined,
      };
  const graph: Record<string, unknown>[] = [
    {
      "@type": page.type,
      "@id": page.url,
      url: page.url,
      name: page.name,
      dateModified: page.dateModified,
      [page.type === "ProfilePage" ? "mainEntity" : "about"]: { "@id": entityId },
    },
    entity,
  ];
  if (!company && "review" in rated) {
    graph.push({
      "@type": "Service",
      "@id": `${profileUrl}#service`,
      name: subject.title ?? subject.name,
      provider: { "@id": entityId },
      areaServed: subject.location ?? undefined,
      ...rated,
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** /{slug}: the trust page, with the reviews it shows. */
export function profileJsonLd(profile: PublicProfile, pageUrl: string, origin: string): Record<string, unknown> {
  return pageJsonLd({
    subject: profile,
    reviews: profile.reviews,
    profileUrl: pageUrl,
    page: { type: "ProfilePage", url: pageUrl, dateModified: profile.updatedAt },
    origin,
  });
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two JavaScript
 * line separators escaped, so user text can never close the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPED[character] ?? character);
}

// One pass over the JSON (five replace() calls walked it five times).
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
