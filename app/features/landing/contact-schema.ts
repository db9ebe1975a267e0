import { z } from "zod";
import { CONTACT_LIMITS } from "#app/features/contact/schema.ts";

/**
 * The landing page's contact form (spec §2 "contact", §5): name, e-mail, category (one of
 * four), subject and message required, phone optional, no length bounds shown (the
 * contact feature's storage limits apply). Messages are keys of landing.contact.*.
 */
export const LANDING_CATEGORIES = ["technical_problem", "collaboration", "request_info", "general"] as const;
export type LandingCategory = (typeof LANDING_CATEGORIES)[number];

export const LANDING_CONTACT_INTENT = "landing-contact";

const required = (max: number) => z.string({ error: "required" }).trim().min(1, "required").max(max, "required");

export const LandingContactSchema = z.object({
  name: required(CONTACT_LIMITS.name),
  email: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(CONTACT_LIMITS.email, "invalidEmail")
    .pipe(z.email("invalidEmail")),
  category: z.enum(LANDING_CATEGORIES, { error: "required" }),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^[+0-9 ().-]{6,40}$/.test(value), { message: "invalidPhone" }),
  website: z.string().optional(),
});
export type LandingContactInput = z.infer<typeof LandingContactSchema>;

export type LandingContactField = keyof LandingContactInput;
export type LandingContactErrorKey = "required" | "invalidEmail" | "invalidPhone";

export interface LandingContactResult {
  intent: typeof LANDING_CONTACT_INTENT;
  status: "sent" | "invalid" | "failed";
  /** Field → message key of landing.contact.*. */
  fieldErrors?: Partial<Record<LandingContactField, LandingContactErrorKey>>;
  /** The localized notice of a failure. */
  error?: string;
  /** What was posted, so a form without JavaScript stays filled after a refusal. */
  values?: Record<string, string>;
}
