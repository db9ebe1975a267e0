/**
 * What the landing page's contact form shares between the browser and the server, without
 * zod: the form imports only this, so the landing page ships no validation library (the
 * server validates with LandingContactSchema, contact-schema.ts).
 */
export const LANDING_CATEGORIES = ["technical_problem", "collaboration", "request_info", "general"] as const;
export type LandingCategory = (typeof LANDING_CATEGORIES)[number];

export const LANDING_CONTACT_INTENT = "landing-contact";

export type LandingContactField = "name" | "email" | "category" | "subject" | "message" | "phone" | "website";
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
