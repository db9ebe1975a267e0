import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "#app/features/blog/reading-time.ts";
import { articleSlug, nextFreeSlug, SIMPLE_SLUG_MAX, simpleArticleSlug } from "#app/features/blog/slug.ts";

describe("articleSlug (the editor's rule)", () => {
  it("lower-cases, strips accents, turns runs of other characters into one hyphen, trims", () => {
    expect(articleSlug("Éléphants à l'Opéra : ça déménage !")).toBe("elephants-a-l-opera-ca-demenage");
    expect(articleSlug("  --Hello,   World!!--  ")).toBe("hello-world");
    expect(articleSlug("Cœur & Œuvre")).toBe("coeur-oeuvre");
    expect(articleSlug("2024 — top 10 tips")).toBe("2024-top-10-tips");
    expect(articleSlug("!!!")).toBe("");
  });
});

describe("simpleArticleSlug (the simple admin's rule)", () => {
  it("keeps a-z, digits, spaces and hyphens, spaces to hyphens", () => {
    expect(simpleArticleSlug("Mon Article: Génial!")).toBe("mon-article-genial");
    expect(simpleArticleSlug("Prix 100% garanti")).toBe("prix-100-garanti");
    expect(simpleArticleSlug("a  -  b")).toBe("a-b");
  });

  it("cuts to 50 characters without a trailing hyphen", () => {
    const title = "Comment obtenir des avis clients sans jamais paraître insistant auprès de vos clients";
    const slug = simpleArticleSlug(title);
    expect(slug.length).toBeLessThanOrEqual(SIMPLE_SLUG_MAX);
    expect(slug).toBe("comment-obtenir-des-avis-clients-sans-jamais-parai");
    expect(simpleArticleSlug(`${"a".repeat(49)} b`)).toBe("a".repeat(49));
  });
});

describe("nextFreeSlug", () => {
  it("appends -2, -3… within the length limit", () => {
    expect(nextFreeSlug("post", new Set())).toBe("post");
    expect(nextFreeSlug("post", new Set(["post"]))).toBe("post-2");
    expect(nextFreeSlug("post", new Set(["post", "post-2"]))).toBe("post-3");
    const long = "x".repeat(50);
    expect(nextFreeSlug(long, new Set([long]), 50)).toBe(`${"x".repeat(48)}-2`);
  });
});

describe("reading time (words / 200, rounded up)", () => {
  it("counts words and rounds up, at least one minute", () => {
    expect(countWords("  un deux\ntrois  ")).toBe(3);
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(Array(200).fill("mot").join(" "))).toBe(1);
    expect(readingMinutes(Array(201).fill("mot").join(" "))).toBe(2);
  });
});
