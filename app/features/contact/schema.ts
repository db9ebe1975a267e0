import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

/**
 * The two contact forms, shared by the browser (Conform) and the server. Error messages
 * are keys of the "contactForm" locale area (contactForm.errors.*), translated where shown.
 * Both end up as one row of contact_messages.
 */

export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  company: 120,
  subject: 200,
  message: 5000,
} as const;

/** The categories the footer's contact dialog offers (docs/product/contact.md); general first, the default. */
export const DIALOG_CATEGORIES = ["general", "technical", "billing", "collaboration", "feedback", "other"] as const;
export type DialogCategory = (typeof DIALOG_CATEGORIES)[number];

const required = (max: number) => z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");

const email = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(CONTACT_LIMITS.email, "tooLong")
  .pipe(z.email("email"));

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => (value ? value : undefined));

/** Honeypot: a field people never see; a bot that fills it in is refused. */
const honeypot = z.string().optional();

/** /contact: first name, last name, e-mail, company, subject, message. */
export const ContactPageSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  email,
  company: optional(CONTACT_LIMITS.company),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
  website: honeypot,
});
export type ContactPageInput = z.infer<typeof ContactPageSchema>;

/** The footer's dialog: name, e-mail, subject, message required; phone optional; category default general. */
export const ContactDialogSchema = z.object({
  name: required(CONTACT_LIMITS.name),
  email,
  phone: optional(CONTACT_LIMITS.phone).refine((value) => value === undefined || /^[+0-9 ().-]{6,40}$/.test(value), {
    message: "phone",
  }),
  category: z.enum(DIALOG_CATEGORIES).default("general"),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
  website: honeypot,
});
export type ContactDialogInput = z.infer<typeof ContactDialogSchema>;

/** Which form was posted (a hidden field of each). */
export const CONTACT_FORM_FIELD = "form";
export type ContactFormKind = "page" | "dialog";

/** What /contact's action answers, to the page form and to the footer's dialog. */
export interface ContactActionResult {
  form: ContactFormKind;
  result: SubmissionResult<string[]>;
  /** "sent" once stored; "invalid" for field errors; "refused" / "limited" / "failed" with a form error. */
  outcome: "sent" | "invalid" | "refused" | "limited" | "failed";
}

/** A submission that never reached the action (the network, a proxy's 5xx): the fields stay as typed. */
export interface ContactUnreachable {
  form: ContactFormKind;
  result?: undefined;
  outcome: "unreachable";
}

/** What a contact form gets back: the action's answer, or that it could not be reached. */
export type ContactAnswer = ContactActionResult | ContactUnreachable;

/** The answer of a request that never reached /contact's action (app/lib/keep-form.ts). */
export function contactUnreachable(form: FormData): ContactUnreachable {
  return { form: form.get(CONTACT_FORM_FIELD) === "dialog" ? "dialog" : "page", outcome: "unreachable" };
}
