import { asc, eq, type SQL, sql } from "drizzle-orm";
import { type Database, getDb } from "#db/client.server.ts";
import { analyticsEvents, profiles, socialLinks } from "#db/schema.ts";
import { dayOf, firstDayOf, startOf, today } from "./days.server.ts";
import { EMBED_CLICK, EMBED_IMPRESSION, LINK_CLICK, PAGE_VIEW } from "./events.ts";
import type { DayPoint, RangeDays } from "./ranges.ts";

/*
 * The owner's statistics (dashboard "analytics" section): views of their public
 * page, unique visitors, clicks on each link (/go/{id}), click-through rate and reviews,
 * over the last 7, 30 or 90 days. Read from the events of the one profile (index on
 * profile_id, created_at). The owner's own visits are never recorded (record-event.server.ts
 * and follow-link.server.ts skip them), so nothing here has to leave them out.
 */

export interface OwnerAnalytics {
  range: RangeDays;
  views: number;
  /** Distinct session ids over the whole range. */
  visitors: number;
  clicks: number;
  /** clicks / views, or null without any view. */
  clickThroughRate: number | null;
  links: { id: string; platform: string; title: string | null; url: string; clicks: number }[];
  /** Clicks on links deleted since. */
  deletedLinkClicks: number;
  reviewsReceived: number;
  reviewsApproved: number;
  /** The approved reviews of the range by provenance label. */
  reviewsByLabel: Record<"invited" | "verified" | "unsolicited", number>;
  /** Every day of the range, oldest first, today last. */
  days: Required<DayPoint>[];
  /** The embedded widget (decision 033): impressions and clicks over the range, and per host site. */
  widgets: WidgetStats;
}

export interface WidgetStats {
  impressions: number;
  clicks: number;
  /** Most impressions first; `host` null: sites that could not be told (no Origin or Referer). */
  hosts: { host: string | null; impressions: number; clicks: number }[];
}

/** At most this many host sites are listed (the totals count them all). */
export const WIDGET_HOSTS_SHOWN = 50;

/** The profile of a user (the dashboard's owner), or null when they have none yet. */
export async function findOwnProfile(userId: string, db: Database = getDb()) {
  const [profile] = await db
    .select({ id: profiles.id, slug: profiles.slug, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return profile ?? null;
}

export async function getOwnerAnalytics(
  profileId: string,
  range: RangeDays,
  db: Database = getDb(),
): Promise<OwnerAnalytics> {
  const first = firstDayOf(range);
  const from = startOf(first);
  const [summary, series, perLink, links, widgets] = await Promise.all([
    db.execute<{
      views: string;
      visitors: string;
      clicks: string;
      received: string;
      approved: string;
      labels: Record<string, number> | null;
    }>(sql`
      select
        count(*) filter (where event_name = ${PAGE_VIEW}) as views,
        count(distinct session_id) filter (where event_name = ${PAGE_VIEW}) as visitors,
        count(*) filter (where event_name = ${LINK_CLICK}) as clicks,
        (select count(*) from reviews where profile_id = ${profileId} and created_at >= ${from}) as received,
        (select count(*) from reviews
          where profile_id = ${profileId} and status = 'approved' and created_at >= ${from}) as approved,
        (select json_object_agg(label, n) from (select label, count(*) as n from reviews
          where profile_id = ${profileId} and status = 'approved' and created_at >= ${from} group by label) l) as labels
      from analytics_events
      where profile_id = ${profileId} and created_at >= ${from}`),
    db.execute<{ day: string; views: string; visitors: string; clicks: string }>(sql`
      select d::date::text as day, coalesce(e.views, 0) as views, coalesce(e.visitors, 0) as visitors,
             coalesce(e.clicks, 0) as clicks
        from generate_series(${first}, ${today}, interval '1 day') d
        left join (
          select ${dayOf(sql`created_at`)} as day,
                 count(*) filter (where event_name = ${PAGE_VIEW}) as views,
                 count(distinct session_id) filter (where event_name = ${PAGE_VIEW}) as visitors,
                 count(*) filter (where event_name = ${LINK_CLICK}) as clicks
            from analytics_events
           where profile_id = ${profileId} and created_at >= ${from}
           group by 1
        ) e on e.day = d::date
       order by d`),
    db.execute<{ link_id: string | null; clicks: string }>(sql`
      select properties->>'linkId' as link_id, count(*) as clicks
        from analytics_events
       where profile_id = ${profileId} and event_name = ${LINK_CLICK} and created_at >= ${from}
       group by 1`),
    db
      .select({ id: socialLinks.id, platform: socialLinks.platform, title: socialLinks.title, url: socialLinks.url })
      .from(socialLinks)
      .where(eq(socialLinks.profileId, profileId))
      .orderBy(asc(socialLinks.position)),
    getWidgetStats(profileId, from, db),
  ]);
  const s = summary.rows[0];
  const views = Number(s?.views ?? 0);
  const clicks = Number(s?.clicks ?? 0);
  const clicksByLink = new Map(perLink.rows.map((r) => [r.link_id ?? "", Number(r.clicks)]));
  const linkRows = links.map((link) => ({ ...link, clicks: clicksByLink.get(link.id) ?? 0 }));
  return {
    range,
    views,
    visitors: Number(s?.visitors ?? 0),
    clicks,
    clickThroughRate: views > 0 ? clicks / views : null,
    links: linkRows,
    deletedLinkClicks: clicks - linkRows.reduce((n, l) => n + l.clicks, 0),
    reviewsReceived: Number(s?.received ?? 0),
    reviewsApproved: Number(s?.approved ?? 0),
    reviewsByLabel: {
      invited: Number(s?.labels?.invited ?? 0),
      verified: Number(s?.labels?.verified ?? 0),
      unsolicited: Number(s?.labels?.unsolicited ?? 0),
    },
    days: series.rows.map((r) => ({
      day: r.day,
      views: Number(r.views),
      visitors: Number(r.visitors),
      clicks: Number(r.clicks),
    })),
    widgets,
  };
}

/** The widget's impressions and clicks since `from`, in total and per host site (index on profile_id, created_at). */
export async function getWidgetStats(profileId: string, from: SQL, db: Database = getDb()): Promise<WidgetStats> {
  const { rows } = await db.execute<{ host: string | null; impressions: string; clicks: string }>(sql`
    select host,
           count(*) filter (where event_name = ${EMBED_IMPRESSION}) as impressions,
           count(*) filter (where event_name = ${EMBED_CLICK}) as clicks
      from analytics_events
     where profile_id = ${profileId} and created_at >= ${from}
       and event_name in (${EMBED_IMPRESSION}, ${EMBED_CLICK})
     group by host
     order by impressions desc, clicks desc, host nulls last`);
  const hosts = rows.map((r) => ({ host: r.host, impressions: Number(r.impressions), clicks: Number(r.clicks) }));
  return {
    impressions: hosts.reduce((n, h) => n + h.impressions, 0),
    clicks: hosts.reduce((n, h) => n + h.clicks, 0),
    hosts: hosts.slice(0, WIDGET_HOSTS_SHOWN),
  };
}

/**
 * "Reset statistics": deletes every event of the profile (views and clicks). The site-wide
 * daily roll-up of finished days keeps its anonymous totals. Returns the events deleted.
 */
export async function resetOwnerStatistics(profileId: string, db: Database = getDb()): Promise<number> {
  const deleted = await db.delete(analyticsEvents).where(eq(analyticsEvents.profileId, profileId));
  return deleted.rowCount ?? 0;
}
