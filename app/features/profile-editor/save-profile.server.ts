import { asc, eq } from "drizzle-orm";
import { logActivity } from "#app/features/auth/log-activity.server.ts";
import { findLanguage } from "#app/features/languages/catalogue.ts";
import { MAX_PLATFORM_LINKS } from "#app/features/platforms/catalogue.ts";
import { invalidateProfile } from "#app/features/profile/invalidate-profile.server.ts";
import { isReservedSlug } from "#app/features/profile/reserved-slugs.ts";
import { getDb } from "#db/client.server.ts";
import {
  portfolioItems,
  profileFaqs,
  profileIndustries,
  profileLanguages,
  profileSkills,
  profiles,
  socialLinks,
} from "#db/schema.ts";
import {
  DEFAULT_FAQ_CATEGORY,
  FaqDraftSchema,
  PlatformDraftSchema,
  PortfolioDraftSchema,
  type ProfileDraft,
  ProfileDraftSchema,
  slugify,
} from "./draft.ts";
import { freeSlug } from "./slug-availability.server.ts";

export type SaveProfileResult =
  | { ok: true; profileId: string; slug: string; created: boolean }
  | { ok: false; field: string; message: EditorErrorKey };

export type EditorErrorKey =
  | "editor.errors.slugReserved"
  | "editor.errors.slugInvalid"
  | "editor.errors.linkScheme"
  | "editor.errors.tooManyPlatforms"
  | "editor.errors.portfolioTitle"
  | "editor.errors.faqIncomplete"
  | "editor.errors.invalid";

/** The first error of a draft that does not parse, as a field path and a locale key. */
export function draftError(input: unknown): SaveProfileResult | null {
  const parsed = ProfileDraftSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const known = ["editor.errors.linkScheme", "editor.errors.tooManyPlatforms"] as const;
  const message = (known as readonly string[]).includes(issue.message)
    ? (issue.message as EditorErrorKey)
    : "editor.errors.invalid";
  return { ok: false, field: issue.path.join("."), message };
}

/**
 * The owner's save (spec §7 "Profiles"): in one transaction, upserts the profile of
 * `userId` (never touching `verified`) and rewrites each list that has at least one item
 * (spec §5 replace-all rule). Then logs profile_created/profile_updated and refreshes the
 * public page's cache.
 */
export async function saveProfile(userId: string, input: unknown): Promise<SaveProfileResult> {
  const error = draftError(input);
  if (error) return error;
  const draft: ProfileDraft = ProfileDraftSchema.parse(input);

  const requested = draft.customDomain.trim();
  const requestedSlug = slugify(requested);
  if (requested !== "" && requestedSlug === "") {
    return { ok: false, field: "customDomain", message: "editor.errors.slugInvalid" };
  }
  if (requestedSlug !== "" && isReservedSlug(requestedSlug)) {
    return { ok: false, field: "customDomain", message: "editor.errors.slugReserved" };
  }
  const portfolio = draft.portfolio.filter((p) => p.title || p.description || p.image || p.projectUrl);
  const badItem = portfolio.findIndex((p) => p.title === "");
  if (badItem >= 0) return { ok: false, field: `portfolio.${badItem}.title`, message: "editor.errors.portfolioTitle" };
  const faqs = draft.faqs.filter((f) => f.question || f.answer);
  const badFaq = faqs.findIndex((f) => f.question === "" || f.answer === "");
  if (badFaq >= 0) return { ok: false, field: `faqs.${badFaq}`, message: "editor.errors.faqIncomplete" };

  const name = [draft.firstName, draft.lastName].filter(Boolean).join(" ");
  const base = requestedSlug || slugify(name) || "profil";
  const links = draft.platforms.filter((p) => p.url !== "");
  const skills = [
    ...draft.skills.filter(Boolean).map((skillName) => ({ skillName, kind: "skill" as const })),
    ...draft.tools.filter(Boolean).map((skillName) => ({ skillName, kind: "tool" as const })),
  ];
  const orNull = (v: string) => (v === "" ? null : v);

  const result = await getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for("update");
    const slug = await freeSlug(tx, base, userId);
    const values = {
      slug,
      name,
      firstName: draft.firstName,
      lastName: draft.lastName,
      title: orNull(draft.jobTitle),
      company: orNull(draft.company),
      bio: orNull(draft.bio),
      avatar: orNull(draft.profileImage),
      location: orNull(draft.location),
      email: orNull(draft.email),
      phone: orNull(draft.phone),
      // The address the owner asked for, as granted; null when it is derived from the name.
      customDomain: requestedSlug ? slug : null,
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

    if (skills.length > 0) {
      await tx.delete(profileSkills).where(eq(profileSkills.profileId, profileId));
      await tx.insert(profileSkills).values(skills.map((s, position) => ({ profileId, ...s, position })));
    }
    if (draft.languages.length > 0) {
      await tx.delete(profileLanguages).where(eq(profileLanguages.profileId, profileId));
      await tx.insert(profileLanguages).values(
        draft.languages.map((l, position) => {
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
    if (draft.industry !== "") {
      await tx.delete(profileIndustries).where(eq(profileIndustries.profileId, profileId));
      await tx.insert(profileIndustries).values({ profileId, industryName: draft.industry });
    }
    if (portfolio.length > 0) {
      await tx.delete(portfolioItems).where(eq(portfolioItems.profileId, profileId));
      await tx.insert(portfolioItems).values(
        portfolio.map((p, position) => ({
          profileId,
          title: p.title,
          description: orNull(p.description),
          image: orNull(p.image),
          url: orNull(p.projectUrl),
          technologies: p.technologies.filter(Boolean),
          position,
        })),
      );
    }
    if (faqs.length > 0) {
      await tx.delete(profileFaqs).where(eq(profileFaqs.profileId, profileId));
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
    if (links.length > 0) {
      await tx.delete(socialLinks).where(eq(socialLinks.profileId, profileId));
      await tx.insert(socialLinks).values(
        links.map((l, position) => ({
          profileId,
          platform: l.platform.toLowerCase(),
          url: l.url,
          title: orNull(l.title),
          description: orNull(l.description),
          position,
        })),
      );
    }
    return { profileId, slug, created: !existing };
  });

  await logActivity(result.created ? "profile_created" : "profile_updated", { id: userId });
  await invalidateProfile(result.profileId);
  return { ok: true, ...result };
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
    profileImage: profile.avatar ?? "",
    jobTitle: profile.title ?? "",
    company: profile.company ?? "",
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    customDomain: profile.slug,
    skills: skills.filter((s) => s.kind === "skill").map((s) => s.skillName),
    tools: skills.filter((s) => s.kind === "tool").map((s) => s.skillName),
    industry: industries[0]?.industryName ?? "",
    languages: languages.map((l) => ({ name: l.languageName, code: l.languageCode })),
    portfolio: portfolio.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description ?? "",
      image: p.image ?? "",
      projectUrl: p.url ?? "",
      technologies: p.technologies,
    })),
    faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, category: f.category })),
    platforms: links.map((l) => ({
      platform: l.platform,
      url: l.url,
      title: l.title ?? "",
      description: l.description ?? "",
    })),
  });
}

/**
 * The stored rows as a draft. Rows written by other means (seed, admin, older rules) that
 * the editor's schema would refuse are left out of the draft instead of breaking the page.
 */
function toDraft(input: Record<string, unknown> & { portfolio: unknown[]; faqs: unknown[]; platforms: unknown[] }) {
  const keep = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, items: unknown[]) =>
    items.filter((item) => schema.safeParse(item).success);
  const parsed = ProfileDraftSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const cleaned: Record<string, unknown> = {
    ...input,
    portfolio: keep(PortfolioDraftSchema, input.portfolio),
    faqs: keep(FaqDraftSchema, input.faqs),
    platforms: keep(PlatformDraftSchema, input.platforms).slice(0, MAX_PLATFORM_LINKS),
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

/** The profile's current address, or null. */
export async function currentSlug(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ slug: profiles.slug }).from(profiles).where(eq(profiles.userId, userId));
  return row?.slug ?? null;
}
