import { sql } from "drizzle-orm";
import { type Database, getDb } from "#db/client.server.ts";

/**
 * A large, fully predictable analytics_events table, generated in SQL (generate_series), for
 * the analytics benchmark (scripts/bench-analytics.ts) and the million-event test.
 *
 * Event i (1 … count) happens `i × spacing` seconds before `now`, spread evenly over
 * `spanDays` days (by default beyond the 13-month retention, so a purge has work):
 * - every 10th event is a link_click of one of the profile's 5 links, the others page views;
 * - session id `s{⌊i/4⌋}`: sessions of 4 consecutive events;
 * - page views with i % 3 = 0 view the public page of profile 1 + ⌊i/4⌋ mod profiles (page
 *   '/bench-{n}', profile_id set); the others one of 7 site pages;
 * - profiles, their users and links are made first (ids derived from n, see benchIds).
 *
 * The table's secondary indexes are dropped during the load and rebuilt after it (from their
 * own definitions, pg_indexes): building an index once is several times faster than
 * maintaining it through a million inserts. Finishes with VACUUM ANALYZE.
 * Benchmark data only: the generated profiles and events are not cleaned up.
 */
export interface GenerateEventsOptions {
  count: number;
  profiles?: number;
  spanDays?: number;
  now?: Date;
}

export const SITE_PAGES = [
  "landing",
  "/help",
  "/demo",
  "/contact",
  "/status",
  "/legal/privacy",
  "/help/getting-started",
];

export const benchIds = {
  profile: (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  link: (n: number, l: number) => `00000000-0000-4000-9000-${String(n * 10 + l).padStart(12, "0")}`,
  user: (n: number) => `bench-user-${n}`,
};

export async function generateEvents(
  { count, profiles = 1000, spanDays = 420, now = new Date() }: GenerateEventsOptions,
  db: Database = getDb(),
): Promise<{ spacingSeconds: number }> {
  const spacingSeconds = (spanDays * 86_400) / count;
  const profileId = (n: string) => sql.raw(`('00000000-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`);
  await db.execute(sql`
    insert into "user" (id, name, email)
    select 'bench-user-' || g, 'Bench ' || g, 'bench-' || g || '@example.test' from generate_series(1, ${profiles}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into profiles (id, user_id, slug, name)
    select ${profileId("g")}, 'bench-user-' || g, 'bench-' || g, 'Bench ' || g from generate_series(1, ${profiles}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into social_links (id, profile_id, platform, url, position)
    select ('00000000-0000-4000-9000-' || lpad((p * 10 + l)::text, 12, '0'))::uuid, ${profileId("p")},
           'website', 'https://example.org/' || p || '/' || l, l
      from generate_series(1, ${profiles}) p, generate_series(0, 4) l
    on conflict do nothing`);

  const { rows: indexes } = await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = 'analytics_events' and indexname <> 'analytics_events_pkey'`);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const owner = sql.raw(`1 + (i / 4) % ${profiles}`);
  const { rows: role } = await db.execute<{ super: boolean }>(
    sql`select rolsuper as super from pg_roles where rolname = current_user`,
  );
  await db.transaction(async (tx) => {
    // The profile ids are valid by construction: as a superuser, skip the per-row foreign
    // key check (the load's largest cost after the indexes).
    if (role[0]?.super) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into analytics_events (event_name, profile_id, properties, session_id, created_at)
    select
      case when i % 10 = 0 then 'link_click' else 'page_view' end,
      case when i % 10 = 0 or i % 3 = 0 then ${profileId(`1 + (i / 4) % ${profiles}`)} end,
      case
        when i % 10 = 0 then jsonb_build_object(
          'linkId', '00000000-0000-4000-9000-' || lpad(((${owner}) * 10 + i % 5)::text, 12, '0'),
          'platform', 'website')
        when i % 3 = 0 then jsonb_build_object('page', '/bench-' || (${owner}), 'path', '/bench-' || (${owner}))
        else jsonb_build_object('page', (${sql.raw(`array[${SITE_PAGES.map((p) => `'${p}'`).join(",")}]`)})[1 + i % 7])
      end,
      's' || (i / 4),
      ${now.toISOString()}::timestamptz - make_interval(secs => i * ${spacingSeconds}::float8)
    from generate_series(1, ${count}) i`);
  });
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  await db.execute(sql`vacuum analyze analytics_events`);
  return { spacingSeconds };
}
