import type { PublicProfile } from "./profile-types.ts";

/*
 * Structured data of a public page (schema.org, JSON-LD): a ProfilePage whose main entity
 * is the Person, with the approved reviews shown on the page and the AggregateRating of
 * all approved reviews. Built from the page's own data (never from anything the visitor
 * may not see: no link URLs), in the browser and on the server alike.
 */

export function profileJsonLd(profile: PublicProfile, pageUrl: string, origin: string): Record<string, unknown> {
  const absolute = (path: string | null) => (path ? new URL(path, origin).href : undefined);
  const person: Record<string, unknown> = {
    "@type": "Person",
    "@id": `${pageUrl}#person`,
    name: profile.name,
    url: pageUrl,
    image: absolute(profile.avatar),
    jobTitle: profile.title ?? undefined,
    description: profile.bio ?? undefined,
    worksFor: profile.company ? { "@type": "Organization", name: profile.company } : undefined,
    homeLocation: profile.location ? { "@type": "Place", name: profile.location } : undefined,
    knowsLanguage: profile.languages.length ? profile.languages.map((l) => l.name) : undefined,
  };
  if (profile.rating.count > 0 && profile.rating.average !== null) {
    person.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: profile.rating.average,
      reviewCount: profile.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
    person.review = profile.reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.reviewerName },
      reviewBody: review.content || undefined,
      datePublished: review.createdAt.slice(0, 10),
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: pageUrl,
    dateModified: profile.updatedAt,
    mainEntity: person,
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two JavaScript
 * line separators escaped, so user text can never close the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
