import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_PROFILES } from "#app/features/demo/demo-profiles.ts";
import { DEMO_CONTENT_LANGUAGES, type DemoProfileSource } from "#app/features/demo/types.ts";

const PUBLIC = join(import.meta.dirname, "..", "..", "..", "public");

/** Every `{ fr, en }` text of a profile, with where it is. */
function texts(value: unknown, path = ""): { path: string; text: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if ("fr" in record && "en" in record) return [{ path, text: record }];
  return Object.entries(record).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
}

/** Every picture a profile points at. */
function pictures(profile: DemoProfileSource): string[] {
  return [
    profile.avatar,
    profile.cover,
    ...profile.portfolio.map((item) => item.image),
    ...profile.reviews.flatMap((review) => (review.preview ? [review.preview] : [])),
  ];
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the demo profiles", () => {
  it("are thirteen, each with its own id, slug and first name (the tabs show first names)", () => {
    expect(DEMO_PROFILES).toHaveLength(13);
    for (const key of ["id", "slug", "firstName"] as const) {
      expect(new Set(DEMO_PROFILES.map((profile) => profile[key])).size, key).toBe(13);
    }
    for (const profile of DEMO_PROFILES) expect(profile.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("cover the planned trades", () => {
    const titles = DEMO_PROFILES.map((profile) => profile.title.en.toLowerCase()).join(" | ");
    for (const trade of [
      "wedding planner",
      "actor",
      "dj",
      "yoga",
      "copywriter",
      "fitness coach",
      "nutritionist",
      "designer",
      "life",
      "chef",
      "violin",
    ]) {
      expect(titles).toContain(trade);
    }
  });

  it("are written in French and in English, with no empty text", () => {
    const empty: string[] = [];
    for (const profile of DEMO_PROFILES) {
      const found = texts(profile, profile.id);
      expect(found.length).toBeGreaterThan(20);
      for (const { path, text } of found) {
        for (const lang of DEMO_CONTENT_LANGUAGES) {
          if (typeof text[lang] !== "string" || (text[lang] as string).trim() === "") empty.push(`${path}.${lang}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it("give every video and photo review a still, every video and audio review a length", () => {
    for (const review of DEMO_PROFILES.flatMap((profile) => profile.reviews)) {
      expect(review.preview !== undefined, `${review.id} preview`).toBe(review.type !== "audio");
      expect(review.durationSeconds !== undefined, `${review.id} duration`).toBe(review.type !== "image");
    }
  });

  it("have the detail page for exactly four of them, with consistent review figures", () => {
    const detailed = DEMO_PROFILES.filter((profile) => profile.detail);
    expect(detailed.map((profile) => profile.id)).toHaveLength(4);
    for (const profile of detailed) {
      const total = profile.ratings.reduce((sum, n) => sum + n, 0);
      const byType = Object.values(profile.detail?.reviewsByType ?? {}).reduce((sum, n) => sum + n, 0);
      expect(byType, profile.id).toBeLessThanOrEqual(total);
      expect(profile.detail?.certifications.length, profile.id).toBeGreaterThan(0);
      expect(profile.detail?.achievements.length, profile.id).toBeGreaterThan(0);
    }
  });

  it("point only at pictures of public/demo that exist, and every picture there is used", () => {
    const referenced = new Set(DEMO_PROFILES.flatMap(pictures).map((path) => join(PUBLIC, path)));
    const onDisk = new Set(filesUnder(join(PUBLIC, "demo")));
    expect(
      [...referenced].filter((file) => !onDisk.has(file)),
      "missing pictures",
    ).toEqual([]);
    expect(
      [...onDisk].filter((file) => !referenced.has(file)),
      "unused pictures",
    ).toEqual([]);
    for (const path of referenced) expect(path.startsWith(join(PUBLIC, "demo"))).toBe(true);
  });

  it("keep the pictures small: a few KB each, under 1 MB in all", () => {
    const sizes = filesUnder(join(PUBLIC, "demo")).map((file) => ({ file, size: statSync(file).size }));
    expect(sizes.filter(({ size }) => size > 12 * 1024)).toEqual([]);
    expect(sizes.reduce((sum, { size }) => sum + size, 0)).toBeLessThan(1024 * 1024);
    for (const { file } of sizes) expect(file).toMatch(/\.webp$/);
  });
});
