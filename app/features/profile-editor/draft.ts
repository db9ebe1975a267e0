import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#app/services/i18n/config.ts";
import { findLanguage } from "#app/services/languages/catalogue.ts";
import {
  DEFAULT_EDITOR_PLATFORMS,
  getPlatform,
  isKnownPlatform,
  MAX_LINK_LENGTH,
  MAX_PLATFORM_LINKS,
} from "#app/services/platforms/catalogue.ts";

/*
 * The editor draft (docs/product/profile-editor.md), shared by the browser (live checks, preview) and the
 * server (the save action parses the same schema). Error messages are locale keys of
 * the "editor" area; the action translates them.
 */

/** Default FAQ category (docs/product/profile-editor.md). */
export const DEFAULT_FAQ_CATEGORY = "Général";

const SAFE_WEB_LINK = /^https?:\/\/[^\s]+$/i;
/** An uploaded image (/media/<key>) or a web image. */
const SAFE_IMAGE = /^(\/media\/[A-Za-z0-9/_.-]+|https?:\/\/[^\s]+)$/i;

const text = (max: number) => z.string().trim().max(max, { message: "editor.errors.tooLong" });

const optionalImage = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || SAFE_IMAGE.test(v), { message: "editor.errors.imageUrl" });

export const LanguageDraftSchema = z.object({
  name: text(60).min(1),
  code: text(60).default(""),
});

export const PortfolioDraftSchema = z.object({
  id: z.string().max(64).default(""),
  title: text(120),
  description: text(1000).default(""),
  image: optionalImage.default(""),
  projectUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === "" || SAFE_WEB_LINK.test(v), { message: "editor.errors.linkScheme" })
    .default(""),
  technologies: z.array(text(40)).max(20).default([]),
});

export const FaqDraftSchema = z.object({
  id: z.string().max(64).default(""),
  question: text(300),
  answer: text(2000),
  category: text(60).default(DEFAULT_FAQ_CATEGORY),
});

export const PlatformDraftSchema = z.object({
  /** The stored link's id (kept across saves so that /go/{id} and its click count last); "" for a new link. */
  id: z.string().max(64).default(""),
  /** A catalogue id ("custom" for any other site). */
  platform: z
    .string()
    .trim()
    .toLowerCase()
    .max(40)
    .refine((v) => isKnownPlatform(v), { message: "editor.errors.unknownPlatform" }),
  /**
   * What the owner typed (`@lea`, `06 12 34 56 78`, a full address…) or the stored link: the
   * save normalizes it (normalizeDraftLinks) and refuses what cannot be understood.
   */
  url: z.string().trim().max(MAX_LINK_LENGTH),
  title: text(80).default(""),
  description: text(200).default(""),
});

export const ProfileDraftSchema = z.object({
  firstName: text(60).default(""),
  lastName: text(60).default(""),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || z.email().safeParse(v).success, { message: "editor.errors.email" })
    .default(""),
  phone: text(40).default(""),
  profileImage: optionalImage.default(""),
  jobTitle: text(120).default(""),
  company: text(120).default(""),
  bio: text(2000).default(""),
  location: text(120).default(""),
  /**
   * The address the owner types in the domain tab (`{host}/…`), filled with the granted slug
   * once saved; "" lets the name give it. The rules are the profile address's (decision 041).
   */
  requestedSlug: text(100).default(""),
  /** The language the owner writes the page in (decision 027). */
  pageLanguage: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  skills: z.array(text(60)).max(50).default([]),
  tools: z.array(text(60)).max(50).default([]),
  industry: text(120).default(""),
  languages: z.array(LanguageDraftSchema).max(20).default([]),
  portfolio: z.array(PortfolioDraftSchema).max(30).default([]),
  faqs: z.array(FaqDraftSchema).max(30).default([]),
  platforms: z
    .array(PlatformDraftSchema)
    .max(MAX_PLATFORM_LINKS, { message: "editor.errors.tooManyPlatforms" })
    // A platform already added cannot be added again (the picker shows 'Ajouté').
    .superRefine((platforms, ctx) => {
      const index = firstDuplicatePlatform(platforms);
      if (index >= 0)
        ctx.addIssue({ code: "custom", path: [index, "platform"], message: "editor.errors.duplicatePlatform" });
    })
    .default([]),
});

/**
 * A draft as an older editor sent or kept it, in today's shape: `customDomain` was the name
 * of `requestedSlug` (decision 041). Without this, an open tab or a kept copy from before the
 * rename would save an empty address, and the name would replace the owner's address.
 */
export function upgradeDraft(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { customDomain, ...rest } = input as Record<string, unknown>;
  if (customDomain === undefined || "requestedSlug" in rest) return rest;
  return { ...rest, requestedSlug: customDomain };
}

export type ProfileDraft = z.infer<typeof ProfileDraftSchema>;
export type PortfolioDraft = z.infer<typeof PortfolioDraftSchema>;
export type FaqDraft = z.infer<typeof FaqDraftSchema>;
export type PlatformDraft = z.infer<typeof PlatformDraftSchema>;
export type LanguageDraft = z.infer<typeof LanguageDraftSchema>;

/** Index of the first entry whose platform an earlier entry already has, or -1. */
export function firstDuplicatePlatform(platforms: readonly { platform: string }[]): number {
  const seen = new Set<string>();
  return platforms.findIndex((p) => {
    const id = p.platform.trim().toLowerCase();
    if (seen.has(id)) return true;
    seen.add(id);
    return false;
  });
}

/**
 * The languages without repeats: two entries are the same language when the catalogue
 * maps them to one code ("Français", "français", code "fr"), or, for free-text languages,
 * when their names match ignoring case. The first one is kept.
 */
export function uniqueLanguages(languages: readonly LanguageDraft[]): LanguageDraft[] {
  const seen = new Set<string>();
  return languages.filter((language) => {
    const key = findLanguage(language)?.code ?? language.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "a, b,, c " → ["a", "b", "c"] (comma-separated, blanks dropped). */
export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A new user's draft: the account's name split into first and last name, the 6 empty
 * platforms the editor starts with, and the page in the language the owner uses the
 * interface in.
 */
export function emptyDraft(
  account: { name?: string | null; email?: string | null },
  pageLanguage: Language = DEFAULT_LANGUAGE,
): ProfileDraft {
  const [firstName = "", ...rest] = (account.name ?? "").trim().split(/\s+/);
  return ProfileDraftSchema.parse({
    firstName,
    lastName: rest.join(" "),
    email: account.email ?? "",
    pageLanguage,
    platforms: DEFAULT_EDITOR_PLATFORMS.map((platform) => ({ platform, url: "", title: getPlatform(platform).name })),
  });
}
