import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { maskEmail } from "#app/features/invitations/index.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { appPublicUrl } from "#app/lib/env.server.ts";
import { readFormData } from "#app/lib/read-form.server.ts";
import { deriveToken } from "#app/lib/tokens.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getDb } from "#db/client.server.ts";
import { newsletterSubscribers } from "#db/schema.ts";

/*
 * The newsletter's unsubscribe link (decision 029):
 * /blog/newsletter/unsubscribe/{subscriberId}/{token}?lang=…, the token an HMAC of the
 * subscriber's id under the app secret (never stored). GET asks to confirm — a link scanner
 * opening the page unsubscribes nobody; POST unsubscribes: the page's button, or a mail
 * program's one-click request (RFC 8058 `List-Unsubscribe=One-Click`, no cookie, no Origin).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newsletterUnsubscribeToken(subscriberId: string): string {
  return deriveToken("newsletter-unsubscribe", subscriberId);
}

/** The link of every digest, in the subscriber's language. */
export function newsletterUnsubscribeLink(subscriberId: string, lang: Language, publicUrl = appPublicUrl()): string {
  return `${publicUrl}/blog/newsletter/unsubscribe/${subscriberId}/${newsletterUnsubscribeToken(subscriberId)}?lang=${lang}`;
}

function tokenMatches(subscriberId: string, token: string): boolean {
  const expected = Buffer.from(newsletterUnsubscribeToken(subscriberId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The address behind a valid link and whether it is unsubscribed already; null for a bad link. */
export async function findNewsletterSubscription(
  subscriberId: string,
  token: string,
): Promise<{ email: string; unsubscribed: boolean } | null> {
  if (!UUID.test(subscriberId) || !tokenMatches(subscriberId, token)) return null;
  const [row] = await getDb()
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  return row ? { email: row.email, unsubscribed: row.unsubscribedAt !== null } : null;
}

/** Unsubscribes the subscriber of a valid link (idempotent: the first date stays); false for a bad link. */
export async function unsubscribeFromNewsletter(subscriberId: string, token: string, at: Date): Promise<boolean> {
  if (!(await findNewsletterSubscription(subscriberId, token))) return false;
  await getDb()
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: at, updatedAt: at })
    .where(and(eq(newsletterSubscribers.id, subscriberId), isNull(newsletterSubscribers.unsubscribedAt)));
  return true;
}

interface Args {
  request: Request;
  params: { subscriberId?: string; token?: string };
}

const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

export type NewsletterUnsubscribeState = "ask" | "done" | "invalid";

/** GET: the confirmation page (or « already unsubscribed », or a bad link, 404). */
export async function newsletterUnsubscribePageData({ request, params }: Args) {
  const { t, messages } = getI18n(request, ["blog"]);
  const found = await findNewsletterSubscription(params.subscriberId ?? "", params.token ?? "");
  const state: NewsletterUnsubscribeState = found ? (found.unsubscribed ? "done" : "ask") : "invalid";
  return data(
    {
      messages,
      title: t("blog.newsletterUnsubscribe.metaTitle"),
      state,
      email: found ? maskEmail(found.email) : null,
    },
    { status: found ? 200 : 404, headers: HEADERS },
  );
}

/** POST: unsubscribes — the page's button or a one-click request; any form body will do, the link is the proof. */
export async function newsletterUnsubscribeAction({ request, params }: Args) {
  const { t, messages } = getI18n(request, ["blog"]);
  await readFormData(request);
  const subscriberId = params.subscriberId ?? "";
  const token = params.token ?? "";
  const found = await findNewsletterSubscription(subscriberId, token);
  const done = found ? await unsubscribeFromNewsletter(subscriberId, token, now()) : false;
  const state: NewsletterUnsubscribeState = done ? "done" : "invalid";
  return data(
    {
      messages,
      title: t("blog.newsletterUnsubscribe.metaTitle"),
      state,
      email: found ? maskEmail(found.email) : null,
    },
    { status: done ? 200 : 404, headers: HEADERS },
  );
}
