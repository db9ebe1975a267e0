import {
  portfolioItems,
  profileFaqs,
  profileIndustries,
  profileLanguages,
  profileSkills,
  profiles,
  socialLinks,
} from "#db/schema.ts";
import { type DbExecutor, defaultDb, uniqueSuffix } from "./db.ts";
import { ensureMediaObjects } from "./media-objects.ts";
import { type CreateUserInput, createUser, type User } from "./users.ts";

export type Profile = typeof profiles.$inferSelect;

export interface LanguageInput {
  /** French name, as the language catalogue stores it ("Français", "Anglais", "Arabe"). */
  name: string;
  /** Lower-cased code ("fr"). */
  code: string;
}

export interface PortfolioInput {
  title: string;
  description?: string | null;
  /** A key of the media store; its media_objects row is made when missing. */
  imageKey?: string | null;
  url?: string | null;
  technologies?: string[];
}

export interface FaqInput {
  question: string;
  answer: string;
  /** Defaults to 'Général'. */
  category?: string;
}

export interface LinkInput {
  /** Platform id of the catalogue: instagram, tiktok, linkedin, website, whatsapp, email, custom … */
  platform: string;
  url: string;
  title?: string | null;
  description?: string | null;
}

export interface CreateProfileInput {
  /** Taken as is (no slug generation here); defaults to a random `profile-xxxxxxxxxx`. */
  slug?: string;
  /** Full name; split into first name (first word) and last name (the rest) unless those are given. */
  name?: string;
  firstName?: string;
  lastName?: string;
  title?: string | null;
  company?: string | null;
  bio?: string | null;
  /** A key of the media store; its media_objects row is made when missing. */
  avatarKey?: string | null;
  location?: string | null;
  email?: string | null;
  phone?: string | null;
  customDomain?: string | null;
  verified?: boolean;
  createdAt?: Date;
  skills?: string[];
  tools?: string[];
  languages?: LanguageInput[];
  industry?: string | null;
  portfolio?: PortfolioInput[];
  faqs?: FaqInput[];
  links?: LinkInput[];
}

export interface CreatedProfile extends Profile {
  skills: (typeof profileSkills.$inferSelect)[];
  languages: (typeof profileLanguages.$inferSelect)[];
  industries: (typeof profileIndustries.$inferSelect)[];
  portfolio: (typeof portfolioItems.$inferSelect)[];
  faqs: (typeof profileFaqs.$inferSelect)[];
  links: (typeof socialLinks.$inferSelect)[];
}

/**
 * Inserts a profile for `userId` and its lists, each in the given order
 * (`position` 0, 1, 2 …). Skills come before tools in `skills`, told apart by `kind`.
 */
export async function createProfile(
  userId: string,
  input: CreateProfileInput = {},
  db?: DbExecutor,
): Promise<CreatedProfile> {
  const executor = defaultDb(db);
  const fullName =
    input.name ?? ([input.firstName, input.lastName].filter(Boolean).join(" ") || `Test Profile ${uniqueSuffix()}`);
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  const createdAt = input.createdAt ?? new Date();
  const stamps = { createdAt, updatedAt: createdAt };
  const imageKeys = [input.avatarKey, ...(input.portfolio ?? []).map((p) => p.imageKey)];
  await ensureMediaObjects(
    imageKeys.filter((key): key is string => !!key).map((key) => ({ key, ownerUserId: userId })),
    executor,
  );

  const [profile] = await executor
    .insert(profiles)
    .values({
      userId,
      slug: input.slug ?? `profile-${uniqueSuffix()}`,
      name: fullName,
      firstName: input.firstName ?? first,
      lastName: input.lastName ?? rest.join(" "),
      title: input.title ?? null,
      company: input.company ?? null,
      bio: input.bio ?? null,
      avatarKey: input.avatarKey ?? null,
      location: input.location ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      customDomain: input.customDomain ?? null,
      verified: input.verified ?? false,
      ...stamps,
    })
    .returning();
  const profileId = profile!.id;

  const skillRows = [
    ...(input.skills ?? []).map((skillName) => ({ skillName, kind: "skill" as const })),
    ...(input.tools ?? []).map((skillName) => ({ skillName, kind: "tool" as const })),
  ];
  const skills = skillRows.length
    ? await executor
        .insert(profileSkills)
        .values(skillRows.map((s, position) => ({ profileId, ...s, position, ...stamps })))
        .returning()
    : [];

  const languages = input.languages?.length
    ? await executor
        .insert(profileLanguages)
        .values(
          input.languages.map((l, position) => ({
            profileId,
            languageName: l.name,
            languageCode: l.code.toLowerCase(),
            position,
            ...stamps,
          })),
        )
        .returning()
    : [];

  const industries = input.industry
    ? await executor
        .insert(profileIndustries)
        .values({ profileId, industryName: input.industry, ...stamps })
        .returning()
    : [];

  const portfolio = input.portfolio?.length
    ? await executor
        .insert(portfolioItems)
        .values(
          input.portfolio.map((p, position) => ({
            profileId,
            title: p.title,
            description: p.description ?? null,
            imageKey: p.imageKey ?? null,
            url: p.url ?? null,
            technologies: p.technologies ?? [],
            position,
            ...stamps,
          })),
        )
        .returning()
    : [];

  const faqs = input.faqs?.length
    ? await executor
        .insert(profileFaqs)
        .values(
          input.faqs.map((f, position) => ({
            profileId,
            question: f.question,
            answer: f.answer,
            category: f.category ?? "Général",
            position,
            ...stamps,
          })),
        )
        .returning()
    : [];

  const links = input.links?.length
    ? await executor
        .insert(socialLinks)
        .values(
          input.links.map((l, position) => ({
            profileId,
            platform: l.platform,
            url: l.url,
            title: l.title ?? null,
            description: l.description ?? null,
            position,
            ...stamps,
          })),
        )
        .returning()
    : [];

  const byPosition = <T extends { position: number }>(rows: T[]) => rows.sort((a, b) => a.position - b.position);
  return {
    ...profile!,
    skills: byPosition(skills),
    languages: byPosition(languages),
    industries,
    portfolio: byPosition(portfolio),
    faqs: byPosition(faqs),
    links: byPosition(links),
  };
}

/** A user and their profile in one call, for tests that need an owner. */
export async function createUserWithProfile(
  input: { user?: CreateUserInput; profile?: CreateProfileInput } = {},
  db?: DbExecutor,
): Promise<{ user: User; profile: CreatedProfile }> {
  const owner = await createUser(input.user, db);
  const profile = await createProfile(owner.id, { name: owner.name, ...input.profile }, db);
  return { user: owner, profile };
}
