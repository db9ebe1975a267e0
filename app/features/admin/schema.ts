import { z } from "zod";
import { askedAddress, MAX_SLUG_LENGTH } from "#app/features/address/index.ts";

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
  /** The 6-digit code of the admin authenticator; spaces typed in it are forgiven. */
  code: z
    .string({ error: "codeRequired" })
    .regex(/^\s*\d{3}\s?\d{3}\s*$/, "codeInvalid")
    .transform((value) => value.replace(/\s/g, "")),
});

export const PROFILE_LIMITS = {
  name: 120,
  title: 120,
  bio: 2000,
  location: 120,
} as const;

/**
 * A profile address as the admin types it (slug or requested address): the owner's rule
 * (address/address.ts: `askedAddress`, decision 041), so that a profile an admin edits is one
 * its owner could have saved. The typed text is limited to MAX_SLUG_LENGTH characters:
 * `slugify` never makes a text longer, so nothing is cut silently. Conform turns empty strings into undefined in every z.string(), even
 * inside a pipe: hence transforms and refinements here rather than pipes into a second schema.
 */
function profileAddress(typed: z.ZodString, messages: { invalid: string; reserved: string }) {
  return typed
    .trim()
    .max(MAX_SLUG_LENGTH, "tooLong")
    .transform((typed) => askedAddress(typed))
    .refine((asked) => asked.ok || asked.problem !== "invalid", messages.invalid)
    .refine((asked) => asked.ok || asked.problem !== "reserved", messages.reserved)
    .transform((asked) => (asked.ok ? asked.slug : ""));
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => (value ? value : null));

/** The profile edit dialog of /admin: name, slug, title, bio, location, requested address, verified. */
export const AdminProfileSchema = z.object({
  id: z.uuid("notFound"),
  name: z.string({ error: "required" }).trim().min(1, "required").max(PROFILE_LIMITS.name, "tooLong"),
  slug: profileAddress(z.string({ error: "required" }).trim().min(1, "required"), {
    invalid: "slugInvalid",
    reserved: "slugReserved",
  }),
  title: optionalText(PROFILE_LIMITS.title),
  bio: optionalText(PROFILE_LIMITS.bio),
  location: optionalText(PROFILE_LIMITS.location),
  requestedSlug: profileAddress(z.string(), { invalid: "requestedSlugInvalid", reserved: "requestedSlugReserved" })
    .optional()
    .transform((domain) => (domain ? domain : null)),
  verified: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
});
export type AdminProfileInput = z.output<typeof AdminProfileSchema>;
