import type { TFunction } from "i18next";
import { submitContactMessage } from "#app/features/contact/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import {
  LANDING_CONTACT_INTENT,
  type LandingContactErrorKey,
  type LandingContactField,
  type LandingContactResult,
  LandingContactSchema,
} from "./contact-schema.ts";

const ERROR_KEYS = new Set<string>(["required", "invalidEmail", "invalidPhone"]);

/**
 * The landing page's contact form: validates it with LandingContactSchema and stores it in
 * contact_messages (status open) through the contact feature's submitContactMessage
 * (honeypot and RATE_LIMITS["contact.submit.ip"]). A failure answers the notice
 * 'An error occurred. Please try again.' (localized), or the 429 text when limited.
 */
export async function submitLandingContact(
  formData: FormData,
  { clientIp, t }: { clientIp: string; t: TFunction },
): Promise<{ data: LandingContactResult; status: number; headers?: Record<string, string> }> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && key !== "intent" && key !== "website") values[key] = value.slice(0, 5000);
  }
  const parsed = LandingContactSchema.safeParse({ ...values, website: formData.get("website") ?? undefined });
  if (!parsed.success) {
    const fieldErrors: LandingContactResult["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as LandingContactField;
      const key = (ERROR_KEYS.has(issue.message) ? issue.message : "required") as LandingContactErrorKey;
      fieldErrors[field] ??= key;
    }
    return { data: { intent: LANDING_CONTACT_INTENT, status: "invalid", fieldErrors, values }, status: 422 };
  }
  try {
    const stored = await submitContactMessage(parsed.data, { clientIp });
    if (stored.ok) return { data: { intent: LANDING_CONTACT_INTENT, status: "sent" }, status: 200 };
    if (stored.reason === "rate-limited") {
      return {
        data: { intent: LANDING_CONTACT_INTENT, status: "failed", error: t("errors.status.429"), values },
        status: 429,
        headers: { "Retry-After": String(stored.retryAfterSeconds) },
      };
    }
    return {
      data: { intent: LANDING_CONTACT_INTENT, status: "failed", error: t("landing.contact.errorText"), values },
      status: 400,
    };
  } catch (error) {
    logError("[landing] contact message not stored:", error);
    return {
      data: { intent: LANDING_CONTACT_INTENT, status: "failed", error: t("landing.contact.errorText"), values },
      status: 500,
    };
  }
}
