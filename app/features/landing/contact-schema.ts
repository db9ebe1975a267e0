import { z } from "zod";
import { CONTACT_LIMITS } from "#app/features/contact/index.ts";
import { LANDING_CATEGORIES, type LandingContactField } from "./contact-form-fields.ts";

export {
  LANDING_CATEGORIES,
  LANDING_CONTACT_INTENT,
  type LandingCategory,
  type LandingContactErrorKey,
  type LandingContactField,
  type LandingContactResult,
} from "./contact-form-fields.ts";

/**
 * The landing page's contact form (docs/product/landing-and-demo.md): name, e-mail, category (one of
 * four), subject and message required, phone optional, no length bounds shown (the
 * contact feature's storage limits apply). Messages are keys of landing.contact.*.
 */
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

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Does not compile when the browser's list of fields (contact-form-fields.ts) and the schema differ. */
export const LANDING_FIELDS_MATCH_SCHEMA: SameKeys<LandingContactField, keyof LandingContactInput> = true;
