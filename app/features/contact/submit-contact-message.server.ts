import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { logError } from "#app/lib/log-error.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { type CONTACT_CATEGORIES, contactMessages } from "#db/schema.ts";
import {
  CONTACT_FORM_FIELD,
  type ContactActionResult,
  ContactDialogSchema,
  type ContactFormKind,
  ContactPageSchema,
} from "./schema.ts";

/** A contact message ready to store: what both forms become. */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  subject: string;
  category: (typeof CONTACT_CATEGORIES)[number];
  message: string;
  /** The honeypot's value: anything in it means a bot. */
  website?: string;
}

type Reply = Submission<unknown, string[]>["reply"];

export type SubmitContactResult =
  | { ok: true; id: string }
  | { ok: false; reason: "spam" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Stores a contact message (status open) for the administrators' inbox, once the sender
 * has passed the honeypot and the per-IP limit (RATE_LIMITS["contact.submit.ip"]). The
 * input is already validated by ContactPageSchema or ContactDialogSchema.
 */
export async function submitContactMessage(
  input: ContactMessageInput,
  { clientIp }: { clientIp: string },
): Promise<SubmitContactResult> {
  if (input.website?.trim()) return { ok: false, reason: "spam" };
  const limit = await consume("contact.submit.ip", clientIp);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const [row] = await getDb()
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      subject: input.subject,
      category: input.category,
      message: input.message,
      status: "open",
    })
    .returning({ id: contactMessages.id });
  return { ok: true, id: row!.id };
}

/**
 * The action behind both contact forms: parses the posted form with its schema, stores
 * the message and answers with Conform's result (field errors, or a form-level error in
 * the visitor's language), the HTTP status, and the Retry-After of a refusal.
 */
export async function handleContactForm(
  formData: FormData,
  { clientIp, t }: { clientIp: string; t: TFunction },
): Promise<{ data: ContactActionResult; status: number; headers?: Record<string, string> }> {
  const form: ContactFormKind = formData.get(CONTACT_FORM_FIELD) === "dialog" ? "dialog" : "page";

  let reply: Reply;
  let input: ContactMessageInput | undefined;
  if (form === "dialog") {
    const parsed = parseWithZod(formData, { schema: ContactDialogSchema });
    reply = parsed.reply.bind(parsed) as Reply;
    if (parsed.status === "success") input = { ...parsed.value };
  } else {
    const parsed = parseWithZod(formData, { schema: ContactPageSchema });
    reply = parsed.reply.bind(parsed) as Reply;
    if (parsed.status === "success") {
      const { firstName, lastName, ...rest } = parsed.value;
      input = { ...rest, name: `${firstName} ${lastName}`, category: "general" };
    }
  }

  if (!input) {
    return { data: { form, result: reply(), outcome: "invalid" }, status: 422 };
  }

  try {
    const stored = await submitContactMessage(input, { clientIp });
    if (stored.ok) {
      return { data: { form, result: reply({ resetForm: true }), outcome: "sent" }, status: 200 };
    }
    if (stored.reason === "rate-limited") {
      return {
        data: { form, result: reply({ formErrors: [t("errors.status.429")] }), outcome: "limited" },
        status: 429,
        headers: { "Retry-After": String(stored.retryAfterSeconds) },
      };
    }
    return {
      data: { form, result: reply({ formErrors: [t("contactForms.failure")] }), outcome: "refused" },
      status: 400,
    };
  } catch (error) {
    logError("[contact] message not stored:", error);
    return {
      data: { form, result: reply({ formErrors: [t("contactForms.failure")] }), outcome: "failed" },
      status: 500,
    };
  }
}
