import { LIVE_PROFILE_AT_ADDRESS } from "#app/features/address/index.server.ts";
import {
  PUBLIC_REVIEW_COLUMNS,
  REVIEW_COUNTS_COLUMN,
  type ReviewRow,
  toPublicReview,
  toReviewCounts,
} from "#app/features/reviews/index.server.ts";
import { roundRating } from "#app/features/reviews/index.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/services/i18n/config.ts";
import { findLanguage } from "#app/services/languages/catalogue.ts";
import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import { getPlatform } from "#app/services/platforms/catalogue.ts";
import { getPool } from "#db/client.server.ts";
import { type StoredLink, safeLinkUrl, toPublicLink } from "./link-visibility.ts";
import {
  type FaqItem,
  type PortfolioTile,
  type ProfileLanguage,
  PUBLIC_PAGE_LIMITS,
  type PublicProfile,
} from "./profile-types.ts";

/** Who is looking: the signed-in user's id, or null for an anonymous visitor. */
export interface Viewer {
  userId: string | null;
}

export const ANONYMOUS: Viewer = { userId: null };

/*
 * One statement, one round trip: the profile (by slug, else by custom domain) and every
 * list the page shows, each read through its (profile_id, position) index and cut to the
 * page's limits in SQL. Named, so PostgreSQL plans it once per connection.
 */
const PROFILE_QUERY = {
  name: "fiable_public_profile_v6",
  text: `
with p as (
  select id, user_id, slug, name, title, company, bio, avatar_key, location, verified, page_language, updated_at
  from profiles
  ${LIVE_PROFILE_AT_ADDRESS}
)
select p.*,
  (select coalesce(json_agg(json_build_object('name', l.language_name, 'code', l.language_code)
            order by l.position, l.created_at), '[]'::json)
     from (select * from profile_languages where profile_id = p.id order by position, created_at limit $2) l) as languages,
  (select coalesce(json_agg(json_build_object('id', s.id, 'platform', s.platform, 'url', s.url, 'title', s.title,
            'description', s.description) order by s.position, s.created_at), '[]'::json)
     from social_links s where s.profile_id = p.id) as links,
  (select coalesce(json_agg(k.skill_name order by k.kind, k.position, k.created_at), '[]'::json)
     from profile_skills k where k.profile_id = p.id) as skills,
  (select i.industry_name from profile_industries i where i.profile_id = p.id order by i.created_at limit 1) as industry,
  (select coalesce(json_agg(json_build_object('id', x.id, 'title', x.title, 'description', x.description,
            'image_key', x.image_key, 'url', x.url, 'technologies', x.technologies) order by x.position, x.created_at), '[]'::json)
     from (select * from portfolio_items where profile_id = p.id order by position, created_at limit $3) x) as portfolio,
  (select coalesce(json_agg(json_build_object('id', f.id, 'question', f.question, 'answer', f.answer)
            order by f.position, f.created_at), '[]'::json)
     from profile_faqs f where f.profile_id = p.id) as faqs,
  (select coalesce(json_agg(r order by r.created_at desc), '[]'::json)
     from (select ${PUBLIC_REVIEW_COLUMNS}
             from reviews where profile_id = p.id and status = 'approved'
             order by created_at desc limit $4) r) as reviews,
  (select json_build_object('count', count(*), 'average', avg(rating)::float8)
     from reviews where profile_id = p.id and status = 'approved') as rating,
  ${REVIEW_COUNTS_COLUMN}
from p`,
};

interface ProfileRow {
  id: string;
  user_id: string;
  slug: string;
  name: string;
  title: string | null;
  company: string | null;
  bio: string | null;
  avatar_key: string | null;
  location: string | null;
  verified: boolean;
  page_language: string;
  updated_at: Date;
  languages: { name: string; code: string }[];
  links: StoredLink[];
  skills: string[];
  industry: string | null;
  portfolio: {
    id: string;
    title: string;
    description: string | null;
    image_key: string | null;
    url: string | null;
    technologies: string[] | null;
  }[];
  faqs: FaqItem[];
  reviews: ReviewRow[];
  rating: { count: number; average: number | null };
  counts: { pending: number | string; withdrawn: Record<string, number | string> | null };
}

function toLanguage(stored: { name: string; code: string }): ProfileLanguage {
  const entry = findLanguage({ code: stored.code, name: stored.name });
  return { name: stored.name, code: entry?.code ?? null, country: entry?.country ?? null };
}

function toPortfolioTile(item: ProfileRow["portfolio"][number]): PortfolioTile {
  const url = safeLinkUrl(item.url);
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    image: mediaUrl(item.image_key),
    // Portfolio links open web pages only.
    url: url && /^https?:/.test(url) ? url : null,
    technologies: item.technologies ?? [],
  };
}

export interface PublicProfileOptions {
  /** Display name of a platform in the page's language (default: the catalogue's name). */
  platformName?: (platformId: string) => string;
}

/**
 * The public page's data for `address` (a slug or a custom domain, already lower-cased),
 * as `viewer` may see it; null when no profile has that address. Links go through the
 * visibility rule (link-visibility.ts): a visitor never receives a private number.
 */
export async function getPublicProfile(
  address: string,
  viewer: Viewer,
  options: PublicProfileOptions = {},
): Promise<PublicProfile | null> {
  const { rows } = await getPool().query<ProfileRow>({
    ...PROFILE_QUERY,
    values: [address, PUBLIC_PAGE_LIMITS.languages, PUBLIC_PAGE_LIMITS.portfolio, PUBLIC_PAGE_LIMITS.reviews],
  });
  const row = rows[0];
  if (!row) return null;

  const isOwner = viewer.userId !== null && viewer.userId === row.user_id;
  const platformName = options.platformName ?? ((id: string) => getPlatform(id).name);

  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    company: row.company,
    bio: row.bio,
    avatar: mediaUrl(row.avatar_key),
    location: row.location,
    verified: row.verified,
    industry: row.industry,
    pageLanguage: isLanguage(row.page_language) ? row.page_language : DEFAULT_LANGUAGE,
    languages: row.languages.map(toLanguage),
    links: row.links.map((link) => {
      const visible = toPublicLink(link, { isOwner });
      return { ...visible, platformName: platformName(visible.platform), color: getPlatform(visible.platform).color };
    }),
    skills: row.skills,
    portfolio: row.portfolio.map(toPortfolioTile),
    faqs: row.faqs,
    reviews: row.reviews.map(toPublicReview),
    rating: { count: Number(row.rating.count), average: roundRating(row.rating.average) },
    reviewCounts: { published: Number(row.rating.count), ...toReviewCounts(row.counts) },
    updatedAt: row.updated_at.toISOString(),
    isOwner,
  };
}
