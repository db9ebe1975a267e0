import { sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "#app/services/i18n/format.ts";
import { getDb } from "#db/client.server.ts";

/*
 * Everything stored about one account, as the JSON file of its data export (decision 034).
 * Each section is one query that names its columns: a column added later is not exported
 * until someone decides it should be. Left out on purpose: secrets (password hashes, tokens
 * and their hashes, session tokens) and the reviewers' e-mail addresses — those are the
 * reviewers' data, not the owner's. Media are referred to by their path inside the archive
 * (`media/<key>`), and `mediaKeys` lists every file to add.
 */

export interface AccountData {
  exportedAt: string;
  account: Record<string, unknown>;
  signInMethods: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  profile: Record<string, unknown> | null;
  reviewsReceived: Record<string, unknown>[];
  invitationsSent: Record<string, unknown>[];
  statistics: {
    timeZone: string;
    pageViewsPerDay: Record<string, unknown>[];
    linkClicksPerDay: Record<string, unknown>[];
  };
  activity: Record<string, unknown>[];
}

/** The path of a media file inside the archive. */
export const archivePathOf = (key: string | null | undefined): string | null => (key ? `media/${key}` : null);

type Row = Record<string, unknown>;

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await getDb().execute<Row>(query)).rows;
}

/** The account's data and the media keys the archive must carry; null when the account is gone. */
export async function collectAccountData(
  userId: string,
  at: Date,
): Promise<{ data: AccountData; mediaKeys: string[] } | null> {
  const [account] = await rows(sql`
    select id, name, email, email_verified as "emailVerified", image, role, locale,
           created_at as "createdAt", updated_at as "updatedAt"
      from "user" where id = ${userId}`);
  if (!account) return null;

  const signInMethods = await rows(sql`
    select provider_id as "provider", created_at as "createdAt", updated_at as "updatedAt"
      from account where user_id = ${userId} order by created_at`);
  const sessions = await rows(sql`
    select created_at as "createdAt", expires_at as "expiresAt", ip_address as "ipAddress", user_agent as "userAgent"
      from session where user_id = ${userId} order by created_at`);

  const [profile] = await rows(sql`
    select p.id, p.slug, p.first_name as "firstName", p.last_name as "lastName", p.name, p.title, p.company,
           p.bio, p.location, p.email, p.phone, p.custom_domain as "requestedAddress", p.verified,
           p.page_language as "pageLanguage", p.avatar_key as "avatarKey",
           p.created_at as "createdAt", p.updated_at as "updatedAt",
      (select coalesce(json_agg(json_build_object('kind', k.kind, 'name', k.skill_name) order by k.kind, k.position), '[]')
         from profile_skills k where k.profile_id = p.id) as skills,
      (select coalesce(json_agg(json_build_object('name', l.language_name, 'code', l.language_code) order by l.position), '[]')
         from profile_languages l where l.profile_id = p.id) as languages,
      (select coalesce(json_agg(i.industry_name order by i.created_at), '[]')
         from profile_industries i where i.profile_id = p.id) as industries,
      (select coalesce(json_agg(json_build_object('title', x.title, 'description', x.description, 'url', x.url,
              'technologies', x.technologies, 'imageKey', x.image_key) order by x.position), '[]')
         from portfolio_items x where x.profile_id = p.id) as portfolio,
      (select coalesce(json_agg(json_build_object('question', f.question, 'answer', f.answer) order by f.position), '[]')
         from profile_faqs f where f.profile_id = p.id) as faq,
      (select coalesce(json_agg(json_build_object('id', s.id, 'platform', s.platform, 'url', s.url, 'title', s.title,
              'description', s.description) order by s.position), '[]')
         from social_links s where s.profile_id = p.id) as links
    from profiles p where p.user_id = ${userId}`);

  const profileId = (profile?.id as string | undefined) ?? null;
  const reviewsReceived = profileId
    ? await rows(sql`
        select r.id, r.status, r.label, r.relationship, r.reviewer_name as "reviewerName",
               r.reviewer_title as "reviewerTitle", r.rating, r.content, r.language,
               r.media_type as "mediaType", r.media_key as "mediaKey", r.poster_key as "posterKey",
               r.reviewer_photo_key as "reviewerPhotoKey", r.media_duration as "mediaDurationSeconds",
               r.transcript, r.transcript_source as "transcriptSource",
               to_char(r.service_month, 'YYYY-MM') as "serviceMonth", r.consent_text as "consentText",
               r.rejection_reason as "withdrawalReason", r.withdrawn_by as "withdrawnBy",
               r.owner_reply as "reply", r.owner_reply_at as "replyAt", r.edited_at as "editedAt",
               r.moderated_at as "moderatedAt", r.created_at as "createdAt",
          (select coalesce(json_agg(json_build_object('decision', m.decision, 'by', m.actor, 'reason', m.reason,
                  'previousStatus', m.previous_status, 'at', m.created_at) order by m.created_at), '[]')
             from review_moderation_log m where m.review_id = r.id) as decisions
          from reviews r where r.profile_id = ${profileId} order by r.created_at`)
    : [];
  const invitationsSent = profileId
    ? await rows(sql`
        select email, name, language, status, reminders_enabled as "remindersEnabled",
               reminders_sent as "remindersSent", sent_at as "sentAt", opened_at as "openedAt",
               completed_at as "completedAt", failed_at as "failedAt", unsubscribed_at as "unsubscribedAt",
               expires_at as "expiresAt", created_at as "createdAt"
          from review_invitations where profile_id = ${profileId} order by created_at`)
    : [];

  const day = sql`to_char((created_at at time zone ${DEFAULT_TIME_ZONE})::date, 'YYYY-MM-DD')`;
  const pageViewsPerDay = profileId
    ? await rows(sql`
        select ${day} as day, count(*)::int as views, count(distinct session_id)::int as visitors
          from analytics_events where profile_id = ${profileId} and event_name = 'page_view'
         group by 1 order by 1`)
    : [];
  const linkClicksPerDay = profileId
    ? await rows(sql`
        select ${day} as day, properties->>'linkId' as "linkId", properties->>'platform' as platform,
               count(*)::int as clicks
          from analytics_events where profile_id = ${profileId} and event_name = 'link_click'
         group by 1, 2, 3 order by 1, 2`)
    : [];

  const activity = await rows(sql`
    select activity_type as type, details, created_at as "createdAt"
      from user_activity_logs where user_id = ${userId} order by created_at`);

  const mediaKeys = new Set<string>();
  const keep = (key: unknown) => {
    if (typeof key === "string" && key) mediaKeys.add(key);
    return archivePathOf(typeof key === "string" ? key : null);
  };
  const withPaths = (row: Row, columns: Record<string, string>) => {
    const out: Row = { ...row };
    for (const [column, name] of Object.entries(columns)) {
      out[name] = keep(row[column]);
      delete out[column];
    }
    return out;
  };

  return {
    data: {
      exportedAt: at.toISOString(),
      account,
      signInMethods,
      sessions,
      profile: profile
        ? withPaths(
            {
              ...profile,
              portfolio: (profile.portfolio as Row[]).map((item) => withPaths(item, { imageKey: "image" })),
            },
            { avatarKey: "photo" },
          )
        : null,
      reviewsReceived: reviewsReceived.map((review) =>
        withPaths(review, { mediaKey: "media", posterKey: "poster", reviewerPhotoKey: "reviewerPhoto" }),
      ),
      invitationsSent,
      statistics: { timeZone: DEFAULT_TIME_ZONE, pageViewsPerDay, linkClicksPerDay },
      activity,
    },
    mediaKeys: [...mediaKeys],
  };
}
