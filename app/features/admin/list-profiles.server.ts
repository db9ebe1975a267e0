import { count, desc, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import { escapeLike } from "./contact/list-messages.server.ts";

export const PROFILES_PAGE_SIZE = 20;
export const PROFILE_SEARCH_MAX = 100;

export interface AdminProfile {
  id: string;
  name: string;
  slug: string;
  title: string | null;
  bio: string | null;
  location: string | null;
  requestedSlug: string | null;
  verified: boolean;
  createdAt: string;
}

export interface ProfilePage {
  profiles: AdminProfile[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The search of the Profils tab: profiles whose full name, last name or slug starts with
 * what was typed (case-insensitive). Prefix matching is what btree indexes answer
 * (profiles_name_prefix_idx, profiles_last_name_prefix_idx, profiles_slug_prefix_idx, all
 * `text_pattern_ops`), so it stays fast with any number of profiles and needs no
 * extension (pg_trgm is not on every server).
 */
function searchCondition(q: string): SQL | undefined {
  const prefix = `${escapeLike(q.trim().toLowerCase())}%`;
  return or(
    sql`lower(${profiles.name}) like ${prefix}`,
    sql`lower(${profiles.lastName}) like ${prefix}`,
    sql`${profiles.slug} like ${prefix}`,
  );
}

/** One page of profiles, newest first (docs/product/admin.md). */
export async function listProfiles(
  filters: { q?: string; page?: number },
  pageSize = PROFILES_PAGE_SIZE,
): Promise<ProfilePage> {
  const q = filters.q?.trim().slice(0, PROFILE_SEARCH_MAX);
  const where = q ? searchCondition(q) : undefined;
  const db = getDb();
  const [totalRow] = await db.select({ total: count() }).from(profiles).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filters.page ?? 1), pageCount);
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      slug: profiles.slug,
      title: profiles.title,
      bio: profiles.bio,
      location: profiles.location,
      requestedSlug: profiles.requestedSlug,
      verified: profiles.verified,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    profiles: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageCount,
  };
}
