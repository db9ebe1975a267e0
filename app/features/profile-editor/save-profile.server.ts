import { asc, eq, inArray } from "drizzle-orm";
import { allocateSlug } from "#app/features/address/index.server.ts";
import { addressBase, askedAddress } from "#app/features/address/index.ts";
import { logActivity } from "#app/features/auth/index.server.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/services/i18n/config.ts";
import { findLanguage } from "#app/services/languages/catalogue.ts";
import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { MAX_PLATFORM_LINKS } from "#app/services/platforms/catalogue.ts";
import {
  defaultPhoneCountry,
  type NormalizeLinkOptions,
  normalizeLink,
} from "#app/services/platforms/normalize-link.ts";
import { getDb } from "#db/client.server.ts";
import {
  mediaObjects,
  portfolioItems,
  profileFaqs,
  profileIndustries,
  profileLanguages,
  profileSkills,
  profiles,
  socialLinks,
} from "#db/schema.ts";
import { uniqueViolation } from "#db/unique-violation.ts";
import {
  DEFAULT_FAQ_CATEGORY,
  type FaqDraft,
  FaqDraftSchema,
  firstDuplicatePlatform,
  type LanguageDraft,
  type PlatformDraft,
  PlatformDraftSchema,
  type PortfolioDraft,
  PortfolioDraftSchema,
  type ProfileDraft,
  ProfileDraftSchema,
  uniqueLanguages,
  upgradeDraft,
} from "./draft.ts";
import { type LinkRefusalMessage, normalizeDraftLinks } from "./draft-links.ts";
import { editorUploadKey } from "./upload-image.server.ts";

export type SaveProfileResult =
  | {
      ok: true;
      profileId: string;
      /** The address granted (the one asked for, or its first free -N). */
      slug: string;
      created: boolean;
      /** The stored link of each platform of the draft that has a URL, by platform id. */
      linkIds: Record<string, string>;
      /** The address stored for each of them (normalized: decision 028), by platform id. */
      linkUrls: Record<string, string>;
    }
  | { ok: false; field: string; message: EditorErrorKey; params?: Record<string, string> };

export type EditorErrorKey =
  | "editor.errors.slugReserved"
  | "editor.errors.slugInvalid"
  | "editor.errors.linkScheme"
  | "editor.errors.tooManyPlatforms"
  | "editor.errors.unknownPlatform"
  | "editor.errors.duplicatePlatform"
  | "editor.errors.imageNotUploaded"
  | "editor.errors.portfolioTitle"
  | "editor.errors.faqIncomplete"
  | "editor.errors.invalid"
  | LinkRefusalMessage;

/** Schema messages that are worth showing as they are; any other refusal says "editor.errors.invalid". */
const SCHEMA_MESSAGES: readonly string[] = [
  "editor.errors.linkScheme",
  "editor.errors.tooManyPlatforms",
  "editor.errors.unknownPlatform",
  "editor.errors.duplicatePlatform",
] satisfies EditorErrorKey[];

/** The first error of a draft that does not parse, as a field path and a locale key. */
export function draftError(input: unknown): SaveProfileResult | null {
  const parsed = ProfileDraftSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const message = SCHEMA_MESSAGES.includes(issue.message) ? (issue.message as EditorErrorKey) : "editor.errors.invalid";
  return { ok: false, field: issue.path.join("."), message };
}

/** A refusal found inside the transaction (it is rolled back). */
class DraftRefused extends Error {
  constructor(readonly result: Extract<SaveProfileResult, { ok: false }>) {
    super(result.message);
  }
}

/**
 * A list the save could not write ('Impossible de sauvegarder les compétences' /
 * 'les secteurs'): the transaction is rolled back and the editor says which list failed.
 */
export class ListSaveFailed extends Error {
  constructor(
    readonly field: "skills" | "industry",
    override readonly message: "editor.skillsSaveFailed" | "editor.industrySaveFailed",
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

/** Runs one list's writes; a failure names the list. */
async function writingList<T>(failure: ListSaveFailed["field"], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (cause) {
    throw new ListSaveFailed(
      failure,
      failure === "skills" ? "editor.skillsSaveFailed" : "editor.industrySaveFailed",
      cause,
    );
  }
}

/** How many times a save is tried again after losing a race for an address (or for its first insert). */
const MAX_SAVE_ATTEMPTS = 5;

/**
 * The owner's save: every link normalized (decision 028: `@lea`, `06 12 34 56 78`… read for
 * their platform, national numbers in `options.country`, by default the French interface's
 * country), then, in one transaction, upserts the profile of `userId` (never touching
 * `verified`) and replaces each of its lists by the draft's, an empty one included
 * (decision 026). Then logs profile_created/profile_updated and refreshes the
 * public page's cache.
 *
 * Two saves racing for one address (or a double-clicked first save) both find it free, and
 * the second one's write then breaks a unique constraint of `profiles`: the save is run
 * again, and finds the address taken (→ the next -N) or the profile created.
 */
export async function saveProfile(
  userId: string,
  input: unknown,
  options: Partial<NormalizeLinkOptions> = {},
): Promise<SaveProfileResult> {
  const upgraded = upgradeDraft(input);
  const error = draftError(upgraded);
  if (error) return error;
  const parsed: ProfileDraft = ProfileDraftSchema.parse(upgraded);
  const links = normalizeDraftLinks(parsed.platforms, {
    country: options.country ?? defaultPhoneCountry(DEFAULT_LANGUAGE),
  });
  if (!links.ok) {
    return { ok: false, field: `platforms.${links.index}.url`, message: links.message, params: links.params };
  }
  const draft: ProfileDraft = { ...parsed, platforms: links.platforms };

  const asked = askedAddress(draft.requestedSlug);
  if (!asked.ok) {
    const message = asked.problem === "invalid" ? "editor.errors.slugInvalid" : "editor.errors.slugReserved";
    return { ok: false, field: "requestedSlug", message };
  }
  const portfolio = draft.portfolio.filter((p) => p.title || p.description || p.image || p.projectUrl);
  const badItem = portfolio.findIndex((p) => p.title === "");
  if (badItem >= 0) return { ok: false, field: `portfolio.${badItem}.title`, message: "editor.errors.portfolioTitle" };
  const faqs = draft.faqs.filter((f) => f.question || f.answer);
  const badFaq = faqs.findIndex((f) => f.question === "" || f.answer === "");
  if (badFaq >= 0) return { ok: false, field: `faqs.${badFaq}`, message: "editor.errors.faqIncomplete" };

  const prepared: PreparedDraft = {
    draft,
    askedSlug: asked.slug,
    portfolio,
    faqs,
    languages: uniqueLanguages(draft.languages),
    links: draft.platforms.filter((p) => p.url !== ""),
  };
  let result: SavedProfile;
  for (let attempt = 1; ; attempt++) {
    try {
      result = await getDb().transaction((tx) => writeProfile(tx, userId, prepared));
      break;
    } catch (failure) {
      if (failure instanceof DraftRefused) return failure.result;
      const constraint = uniqueViolation(failure);
      if (constraint === undefined || !constraint.startsWith("profiles_") || attempt >= MAX_SAVE_ATTEMPTS) {
        throw failure;
      }
    }
  }

  await logActivity(result.created ? "profile_created" : "profile_updated", { id: userId });
  await invalidateProfile(result.profileId);
  return { ok: true, ...result };
}

interface PreparedDraft {
  draft: ProfileDraft;
  /** The slug the owner asked for; "" when the name gives it. */
  askedSlug: string;
  portfolio: PortfolioDraft[];
  faqs: FaqDraft[];
  languages: LanguageDraft[];
  /** The platforms with a URL (links with an empty URL are not saved). */
  links: PlatformDraft[];
}

type SavedProfile = Omit<Extract<SaveProfileResult, { ok: true }>, "ok">;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

const orNull = (v: string) => (v === "" ? null : v);

/** One attempt of the save, inside its transaction. */
async function writeProfile(tx: Tx, userId: string, prepared: PreparedDraft): Promise<SavedProfile> {
  const { draft, askedSlug, portfolio, faqs, languages, links } = prepared;
  const name = [draft.firstName, draft.lastName].filter(Boolean).join(" ");
  const skills = [
    ...draft.skills.filter(Boolean).map((skillName) => ({ skillName, kind: "skill" as const })),
    ...draft.tools.filter(Boolean).map((skillName) => ({ skillName, kind: "tool" as const })),
  ];

  const [existing] = await tx
    .select({ id: profiles.id, avatarKey: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
  const images = await imageKeys(tx, userId, existing, draft.profileImage, portfolio);

  const slug = await allocateSlug(tx, addressBase(askedSlug, name), { userId });
  const values = {
    slug,
    name,
    firstName: draft.firstName,
    lastName: draft.lastName,
    title: orNull(draft.jobTitle),
    company: orNull(draft.company),
    bio: orNull(draft.bio),
    avatarKey: images.avatar,
    location: orNull(draft.location),
    email: orNull(draft.email),
    phone: orNull(draft.phone),
    // The address the owner asked for, as granted; null when it is derived from the name.
    requestedSlug: askedSlug ? slug : null,
    pageLanguage: draft.pageLanguage,
    updatedAt: new Date(),
  };
  let profileId: string;
  if (existing) {
    profileId = existing.id;
    await tx.update(profiles).set(values).where(eq(profiles.id, profileId));
  } else {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .returning({ id: profiles.id });
    profileId = row!.id;
  }

  // Every list is the draft's, empty ones included (decision 026): removing the last FAQ
  // (skill, language, portfolio item, link) and saving removes it from the page.
  await writingList("skills", async () => {
    await tx.delete(profileSkills).where(eq(profileSkills.profileId, profileId));
    if (skills.length > 0) {
      await tx.insert(profileSkills).values(skills.map((s, position) => ({ profileId, ...s, position })));
    }
  });
  await tx.delete(profileLanguages).where(eq(profileLanguages.profileId, profileId));
  if (languages.length > 0) {
    await tx.insert(profileLanguages).values(
      languages.map((l, position) => {
        const entry = findLanguage({ code: l.code, name: l.name });
        return {
          profileId,
          languageName: entry?.frenchName ?? l.name,
          languageCode: entry?.code ?? l.name.toLowerCase(),
          position,
        };
      }),
    );
  }
  await writingList("industry", async () => {
    await tx.delete(profileIndustries).where(eq(profileIndustries.profileId, profileId));
    if (draft.industry !== "") {
      await tx.insert(profileIndustries).values({ profileId, industryName: draft.industry });
    }
  });
  await tx.delete(portfolioItems).where(eq(portfolioItems.profileId, profileId));
  if (portfolio.length > 0) {
    await tx.insert(portfolioItems).values(
      portfolio.map((p, position) => ({
        profileId,
        title: p.title,
        description: orNull(p.description),
        imageKey: images.portfolio[position] ?? null,
        url: orNull(p.projectUrl),
        technologies: p.technologies.filter(Boolean),
        position,
      })),
    );
  }
  await tx.delete(profileFaqs).where(eq(profileFaqs.profileId, profileId));
  if (faqs.length > 0) {
    await tx.insert(profileFaqs).values(
      faqs.map((f, position) => ({
        profileId,
        question: f.question,
        answer: f.answer,
        category: f.category || DEFAULT_FAQ_CATEGORY,
        position,
      })),
    );
  }
  const { linkIds, linkUrls } = await writeLinks(tx, profileId, links);
  return { profileId, slug, created: !existing, linkIds, linkUrls };
}

/**
 * The keys the draft's image URLs stand for (decision 030: the draft holds URLs for its preview,
 * the profile keys). The image fields hold only what the editor's upload route stored for them
 * (a photo under avatars/, a portfolio picture under portfolio/), by this account: an external
 * URL, another kind of upload or another account's upload is refused. An image already stored
 * is accepted by the URL its loader gave (a seeded or converted photo has no owner mark). An
 * upload whose object is gone (swept after being left unused) is refused like a foreign one.
 */
async function imageKeys(
  tx: Tx,
  userId: string,
  existing: { id: string; avatarKey: string | null } | undefined,
  avatarUrl: string,
  portfolio: PortfolioDraft[],
): Promise<{ avatar: string | null; portfolio: (string | null)[] }> {
  const refuse = (field: string): never => {
    throw new DraftRefused({ ok: false, field, message: "editor.errors.imageNotUploaded" });
  };
  const storedAvatar = new Map<string, string>();
  if (existing?.avatarKey) storedAvatar.set(mediaUrl(existing.avatarKey) ?? "", existing.avatarKey);
  const avatar =
    avatarUrl === "" ? null : (editorUploadKey(avatarUrl, "avatar", userId) ?? storedAvatar.get(avatarUrl));
  if (avatar === undefined) refuse("profileImage");

  const storedPortfolio = new Map<string, string>();
  if (existing && portfolio.some((p) => p.image !== "" && !editorUploadKey(p.image, "portfolio", userId))) {
    const rows = await tx
      .select({ key: portfolioItems.imageKey })
      .from(portfolioItems)
      .where(eq(portfolioItems.profileId, existing.id));
    for (const { key } of rows) if (key) storedPortfolio.set(mediaUrl(key) ?? "", key);
  }
  const keys = portfolio.map((p, index) => {
    if (p.image === "") return null;
    return (
      editorUploadKey(p.image, "portfolio", userId) ??
      storedPortfolio.get(p.image) ??
      refuse(`portfolio.${index}.image`)
    );
  });

  const wanted = [avatar, ...keys].filter((key): key is string => !!key);
  if (wanted.length > 0) {
    const recorded = new Set(
      (await tx.select({ key: mediaObjects.key }).from(mediaObjects).where(inArray(mediaObjects.key, wanted))).map(
        (row) => row.key,
      ),
    );
    if (avatar && !recorded.has(avatar)) refuse("profileImage");
    const missing = keys.findIndex((key) => key !== null && !recorded.has(key));
    if (missing >= 0) refuse(`portfolio.${missing}.image`);
  }
  return { avatar: avatar ?? null, portfolio: keys };
}

/**
 * Rewrites the profile's links (all replaced) while keeping each surviving link's
 * row, so that its `/go/{id}` address and the clicks counted under it (analytics events
 * carry the link id) last across saves. A draft link is the stored row with its id (ids of
 * another profile are ignored), else the stored row with the same platform and URL; it is
 * updated in place. Draft links matching no row are inserted; rows no draft link matched
 * are deleted. Returns the link id and the stored address of each platform.
 */
async function writeLinks(
  tx: Tx,
  profileId: string,
  links: PlatformDraft[],
): Promise<{ linkIds: Record<string, string>; linkUrls: Record<string, string> }> {
  const stored = await tx
    .select({ id: socialLinks.id, platform: socialLinks.platform, url: socialLinks.url })
    .from(socialLinks)
    .where(eq(socialLinks.profileId, profileId));
  const unclaimed = new Map(stored.map((row) => [row.id, row]));
  const rowOf: (string | undefined)[] = links.map((link) => {
    const row = link.id ? unclaimed.get(link.id) : undefined;
    if (row) unclaimed.delete(row.id);
    return row?.id;
  });
  links.forEach((link, i) => {
    if (rowOf[i]) return;
    const row = [...unclaimed.values()].find((r) => r.platform === link.platform && r.url === link.url);
    if (row) {
      unclaimed.delete(row.id);
      rowOf[i] = row.id;
    }
  });

  if (unclaimed.size > 0) await tx.delete(socialLinks).where(inArray(socialLinks.id, [...unclaimed.keys()]));
  const linkIds: Record<string, string> = {};
  const linkUrls: Record<string, string> = {};
  for (const [position, link] of links.entries()) {
    const values = {
      platform: link.platform,
      url: link.url,
      title: orNull(link.title),
      description: orNull(link.description),
      position,
    };
    const id = rowOf[position];
    if (id) {
      await tx
        .update(socialLinks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(socialLinks.id, id));
      linkIds[link.platform] = id;
      linkUrls[link.platform] = link.url;
    } else {
      const [row] = await tx
        .insert(socialLinks)
        .values({ profileId, ...values })
        .returning({ id: socialLinks.id });
      linkIds[link.platform] = row!.id;
      linkUrls[link.platform] = link.url;
    }
  }
  return { linkIds, linkUrls };
}

/** The owner's stored profile as an editor draft, or null when there is none yet. */
export async function loadDraft(userId: string): Promise<ProfileDraft | null> {
  const db = getDb();
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile) return null;
  const id = profile.id;
  const [skills, languages, industries, portfolio, faqs, links] = await Promise.all([
    db.select().from(profileSkills).where(eq(profileSkills.profileId, id)).orderBy(asc(profileSkills.position)),
    db
      .select()
      .from(profileLanguages)
      .where(eq(profileLanguages.profileId, id))
      .orderBy(asc(profileLanguages.position)),
    db.select().from(profileIndustries).where(eq(profileIndustries.profileId, id)),
    db.select().from(portfolioItems).where(eq(portfolioItems.profileId, id)).orderBy(asc(portfolioItems.position)),
    db.select().from(profileFaqs).where(eq(profileFaqs.profileId, id)).orderBy(asc(profileFaqs.position)),
    db.select().from(socialLinks).where(eq(socialLinks.profileId, id)).orderBy(asc(socialLinks.position)),
  ]);
  return toDraft({
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? "",
    phone: profile.phone ?? "",
    profileImage: mediaUrl(profile.avatarKey) ?? "",
    jobTitle: profile.title ?? "",
    company: profile.company ?? "",
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    requestedSlug: profile.slug,
    pageLanguage: isLanguage(profile.pageLanguage) ? profile.pageLanguage : DEFAULT_LANGUAGE,
    skills: skills.filter((s) => s.kind === "skill").map((s) => s.skillName),
    tools: skills.filter((s) => s.kind === "tool").map((s) => s.skillName),
    industry: industries[0]?.industryName ?? "",
    languages: languages.map((l) => ({ name: l.languageName, code: l.languageCode })),
    portfolio: portfolio.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description ?? "",
      image: mediaUrl(p.imageKey) ?? "",
      projectUrl: p.url ?? "",
      technologies: p.technologies,
    })),
    faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, category: f.category })),
    // A stored link the save would now refuse (written by other means or older rules) is left out.
    platforms: links.filter(understood).map((l) => ({
      id: l.id,
      platform: l.platform,
      url: l.url,
      title: l.title ?? "",
      description: l.description ?? "",
    })),
  });
}

/** A stored link the link rule understands (decision 028); national numbers read as the French interface does. */
function understood(link: { platform: string; url: string }): boolean {
  return normalizeLink(link.platform, link.url, { country: defaultPhoneCountry(DEFAULT_LANGUAGE) }).ok;
}

/**
 * The stored rows as a draft. Rows written by other means (seed, admin, older rules) that
 * the editor's schema would refuse are left out of the draft instead of breaking the page.
 */
function toDraft(input: Record<string, unknown> & { portfolio: unknown[]; faqs: unknown[]; platforms: unknown[] }) {
  const keep = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, items: unknown[]): T[] =>
    items.flatMap((item) => {
      const result = schema.safeParse(item);
      return result.success ? [result.data as T] : [];
    });
  const parsed = ProfileDraftSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const cleaned: Record<string, unknown> = {
    ...input,
    portfolio: keep(PortfolioDraftSchema, input.portfolio),
    faqs: keep(FaqDraftSchema, input.faqs),
    platforms: withoutRepeats(keep<PlatformDraft>(PlatformDraftSchema, input.platforms)).slice(0, MAX_PLATFORM_LINKS),
  };
  // A field the schema refuses (an old over-long bio…) is shown cut or empty, field by field.
  for (const [key, schema] of Object.entries(ProfileDraftSchema.shape)) {
    if (schema.safeParse(cleaned[key]).success) continue;
    const value = cleaned[key];
    cleaned[key] =
      typeof value === "string" && schema.safeParse(value.slice(0, 100)).success ? value.slice(0, 100) : undefined;
  }
  return ProfileDraftSchema.parse(cleaned);
}

/** The platforms, each platform once (the first), as the draft rule wants them. */
function withoutRepeats(platforms: PlatformDraft[]): PlatformDraft[] {
  const left = [...platforms];
  for (let i = firstDuplicatePlatform(left); i >= 0; i = firstDuplicatePlatform(left)) left.splice(i, 1);
  return left;
}

/** The profile's current address, or null. */
export async function currentSlug(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ slug: profiles.slug }).from(profiles).where(eq(profiles.userId, userId));
  return row?.slug ?? null;
}
