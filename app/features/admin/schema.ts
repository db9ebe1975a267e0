import { z } from "zod";
import { isReservedSlug } from "#app/features/profile/reserved-slugs.ts";

/*
 * Forms of the admin console, shared by the browser (Conform) and the server. Error
 * messages are keys under `admin.errors.*`, translated where they are shown.
 */

export const ADMIN_PASSWORD_MAX_LENGTH = 256;

export const AdminLoginSchema = z.object({
  password: z
    .string({ error: "passwordRequired" })
    .min(1, "passwordRequired")
    .max(ADMIN_PASSWORD_MAX_LENGTH, "wrongPassword"),
});

export const PROFILE_LIMITS = {
  name: 120,
  slug: 60,
  title: 120,
  bio: 2000,
  location: 120,
  customDomain: 100,
} as const;

/**
 * Spec §5 "Slug for profile": lower-cased, only letters, digits and hyphens kept, repeated
 * hyphens collapsed. Accents are dropped (é → e) and spaces become hyphens, so a name
 * typed as is gives a usable address.
 */
export function normalizeSlug(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A custom address: like a slug, but dots are allowed (`studio.camille`). */
export function normalizeCustomDomain(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9.-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[-.]+|[-.]+$/g, "");
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => (value ? value : null));

/** The profile edit dialog of /admin (spec §2): name, slug, title, bio, location, custom_domain, verified. */
export const AdminProfileSchema = z.object({
  id: z.uuid("notFound"),
  name: z.string({ error: "required" }).trim().min(1, "required").max(PROFILE_LIMITS.name, "tooLong"),
  // Conform turns empty strings into undefined in every z.string(), even inside a pipe:
  // hence transforms and refinements here rather than pipes into a second schema.
  slug: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(PROFILE_LIMITS.slug * 2, "tooLong")
    .transform(normalizeSlug)
    .refine((slug) => slug.length > 0, "slugInvalid")
    .refine((slug) => slug.length <= PROFILE_LIMITS.slug, "tooLong")
    .refine((slug) => !isReservedSlug(slug), "slugReserved"),
  title: optionalText(PROFILE_LIMITS.title),
  bio: optionalText(PROFILE_LIMITS.bio),
  location: optionalText(PROFILE_LIMITS.location),
  customDomain: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.customDomain, "tooLong")
    .optional()
    .transform((value) => (value ? normalizeCustomDomain(value) : ""))
    .refine((domain) => domain === "" || !isReservedSlug(domain), "domainReserved")
    .transform((domain) => (domain === "" ? null : domain)),
  verified: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
});
export type AdminProfileInput = z.output<typeof AdminProfileSchema>;
