import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { blogArticles, profiles } from "#db/schema.ts";

/** The static pages of the product worth indexing (docs/product/blog.md), with their canonical address. */
export const STATIC_PAGES = [
  "/",
  "/blog",
  "/demo",
  "/help",
  "/contact",
  "/status",
  "/security",
  "/policy",
  "/legal/privacy",
  "/legal/terms",
  "/legal/gdpr",
  "/legal/cookies",
] as const;

/** One sitemap holds at most 50,000 addresses (sitemaps.org); profiles fill what is left. */
const MAX_URLS = 50_000;

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * /sitemap.xml: the static pages, every published article, and the public profiles that
 * are indexable — the same rule as the profile page's `robots` (a bio or at least one
 * approved review; load-profile-page.server.ts), most recently updated first, each followed
 * by its wall (/{slug}/wall) when it has a published review (the wall's own robots rule;
 * decision 033).
 */
export async function buildSitemap(publicUrl: string): Promise<string> {
  const db = getDb();
  const articles = await db
    .select({ slug: blogArticles.slug, updatedAt: blogArticles.updatedAt })
    .from(blogArticles)
    .where(eq(blogArticles.status, "published"))
    .orderBy(desc(blogArticles.publishedAt));
  const room = Math.max(0, MAX_URLS - STATIC_PAGES.length - articles.length);
  const people = await db
    .select({
      slug: profiles.slug,
      updatedAt: profiles.updatedAt,
      hasReviews: sql<boolean>`exists (select 1 from reviews r where r.profile_id = ${profiles.id} and r.status = 'approved')`,
    })
    .from(profiles)
    .where(
      and(
        // A deleted account's page is gone (410) until it is restored (decision 036).
        isNull(profiles.deletedAt),
        sql`(coalesce(btrim(${profiles.bio}), '') <> '' or exists (select 1 from reviews r where r.profile_id = ${profiles.id} and r.status = 'approved'))`,
      ),
    )
    .orderBy(desc(profiles.updatedAt))
    .limit(room);
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((path) => entry(path === "/" ? "" : path)),
    ...articles.map((a) => entry(`/blog/${a.slug}`, a.updatedAt)),
    ...people
      .flatMap((p) => {
        const path = `/${encodeURIComponent(p.slug)}`;
        return p.hasReviews
          ? [entry(path, p.updatedAt), entry(`${path}/wall`, p.updatedAt)]
          : [entry(path, p.updatedAt)];
      })
      .slice(0, room),
    "</urlset>",
    "",
  ].join("\n");
}
