import { eq, inArray } from "drizzle-orm";
import { addDays } from "#app/lib/clock.server.ts";
import { appPublicUrl } from "#app/lib/env.server.ts";
import { deriveToken } from "#app/lib/tokens.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { sendMailOnce } from "#app/services/mail/send-once.server.ts";
import { mailLanguage, renderActionMail } from "#app/services/mail/templates.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, reviews, user } from "#db/schema.ts";
import { AUTO_PUBLISH_AFTER_DAYS } from "./review-rules.ts";

/*
 * The mails about a review, each sent by a job (jobs.server.ts) under a stable
 * Message-ID, so a job run twice sends one mail (decision 016):
 * - to the owner: a new review waits; reviews wait for 7 days (they will be published);
 * - to the reviewer: their private link to edit or delete it; why it was withdrawn.
 * A mail whose review is gone meanwhile is simply not sent.
 */

/** The token of a review's private link (its SHA-256 is reviews.edit_token_hash). */
export function reviewerToken(reviewId: string): string {
  return deriveToken("review-manage", reviewId);
}

export function reviewerLink(reviewId: string): string {
  return `${appPublicUrl()}/my-review/${reviewerToken(reviewId)}`;
}

async function ownerOf(profileId: string) {
  const [row] = await getDb()
    .select({
      email: user.email,
      name: user.name,
      locale: user.locale,
      profileName: profiles.name,
      slug: profiles.slug,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row ?? null;
}

async function reviewWithProfile(reviewId: string) {
  const [row] = await getDb()
    .select({
      id: reviews.id,
      profileId: reviews.profileId,
      reviewerName: reviews.reviewerName,
      reviewerEmail: reviews.reviewerEmail,
      language: reviews.language,
      rating: reviews.rating,
      withdrawalReason: reviews.withdrawalReason,
      withdrawnBy: reviews.withdrawnBy,
      status: reviews.status,
      profileName: profiles.name,
      slug: profiles.slug,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(eq(reviews.id, reviewId));
  return row ?? null;
}

/** A new review waits for the owner's decision. */
export async function sendOwnerNewReviewMail(reviewId: string): Promise<void> {
  const review = await reviewWithProfile(reviewId);
  if (!review) return;
  const owner = await ownerOf(review.profileId);
  if (!owner) return;
  const lang = mailLanguage(owner.locale);
  const { t } = i18nFor(lang);
  const link = `${appPublicUrl()}/dashboard/reviews`;
  const mail = renderActionMail({
    lang,
    subject: t("reviews.mail.subject", { name: review.reviewerName }),
    greeting: t("reviews.mail.greeting", { name: owner.name || owner.profileName }),
    paragraphs: [
      t("reviews.mail.body", { name: review.reviewerName, rating: review.rating }),
      t("reviews.mail.moderate"),
      t("reviews.mail.autoPublish", { count: AUTO_PUBLISH_AFTER_DAYS }),
    ],
    button: { label: t("reviews.mail.button"), url: link },
  });
  await sendMailOnce("owner_new_review", `review-${reviewId}-new`, { to: owner.email, ...mail, link });
}

/** Reviews pending for 7 days: the owner is told they will be published on their 30th day. */
export async function sendOwnerPendingReminder(profileId: string, reviewIds: string[], batch: string): Promise<void> {
  const owner = await ownerOf(profileId);
  if (!owner || reviewIds.length === 0) return;
  const rows = await getDb()
    .select({ id: reviews.id, pendingSince: reviews.pendingSince, status: reviews.status })
    .from(reviews)
    .where(inArray(reviews.id, reviewIds));
  const waiting = rows.filter((r) => r.status === "pending" && r.pendingSince);
  if (waiting.length === 0) return;
  const lang = mailLanguage(owner.locale);
  const { t } = i18nFor(lang);
  const first = waiting.map((r) => r.pendingSince!.getTime()).sort((a, b) => a - b)[0]!;
  const publishOn = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "fr-FR", { dateStyle: "long" }).format(
    addDays(new Date(first), AUTO_PUBLISH_AFTER_DAYS),
  );
  const link = `${appPublicUrl()}/dashboard/reviews`;
  const mail = renderActionMail({
    lang,
    subject: t("reviews.mail.reminderSubject", { count: waiting.length }),
    greeting: t("reviews.mail.greeting", { name: owner.name || owner.profileName }),
    paragraphs: [
      t("reviews.mail.reminderBody", { count: waiting.length }),
      t("reviews.mail.reminderPublish", { date: publishOn }),
    ],
    button: { label: t("reviews.mail.button"), url: link },
  });
  await sendMailOnce("owner_pending_reminder", `pending-reminder-${profileId}-${batch}`, {
    to: owner.email,
    ...mail,
    link,
  });
}

function reviewerLanguage(language: string): Language {
  return language === "en" || language === "ar" ? language : "fr";
}

/** The reviewer's private link: edit or delete the review; opening it confirms the address. */
export async function sendReviewerLinkMail(reviewId: string): Promise<void> {
  const review = await reviewWithProfile(reviewId);
  if (!review?.reviewerEmail) return;
  const lang = reviewerLanguage(review.language);
  const { t } = i18nFor(lang);
  const link = reviewerLink(review.id);
  const mail = renderActionMail({
    lang,
    subject: t("reviews.reviewerMail.subject", { name: review.profileName }),
    greeting: t("reviews.reviewerMail.greeting", { name: review.reviewerName }),
    paragraphs: [t("reviews.reviewerMail.body", { name: review.profileName }), t("reviews.reviewerMail.confirm")],
    button: { label: t("reviews.reviewerMail.button"), url: link },
    notes: [t("reviews.reviewerMail.private"), t("reviews.reviewerMail.ignore")],
    footer: [
      {
        text: t("reviews.reviewerMail.howReviewsWork"),
        link: { label: `${appPublicUrl()}/how-reviews-work`, url: `${appPublicUrl()}/how-reviews-work?lang=${lang}` },
      },
    ],
  });
  await sendMailOnce("reviewer_link", `review-${reviewId}-link`, { to: review.reviewerEmail, ...mail, link });
}

/** The review was withdrawn: its reviewer is told why and by whom. `event` makes each withdrawal its own mail. */
export async function sendReviewerWithdrawnMail(reviewId: string, event: string): Promise<void> {
  const review = await reviewWithProfile(reviewId);
  if (!review?.reviewerEmail || review.status !== "withdrawn" || !review.withdrawalReason) return;
  const lang = reviewerLanguage(review.language);
  const { t } = i18nFor(lang);
  const reason = t(`reviews.reasons.${review.withdrawalReason}`);
  const link = reviewerLink(review.id);
  const mail = renderActionMail({
    lang,
    subject: t("reviews.withdrawnMail.subject", { name: review.profileName }),
    greeting: t("reviews.reviewerMail.greeting", { name: review.reviewerName }),
    paragraphs: [
      t(review.withdrawnBy === "admin" ? "reviews.withdrawnMail.byAdmin" : "reviews.withdrawnMail.byOwner", {
        name: review.profileName,
        reason,
      }),
      t("reviews.withdrawnMail.still"),
    ],
    button: { label: t("reviews.reviewerMail.button"), url: link },
    footer: [
      {
        text: t("reviews.reviewerMail.howReviewsWork"),
        link: { label: `${appPublicUrl()}/how-reviews-work`, url: `${appPublicUrl()}/how-reviews-work?lang=${lang}` },
      },
    ],
  });
  await sendMailOnce("reviewer_withdrawn", `review-${reviewId}-withdrawn-${event}`, {
    to: review.reviewerEmail,
    ...mail,
    link,
  });
}
