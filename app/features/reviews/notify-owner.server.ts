import { eq } from "drizzle-orm";
import { i18nFor } from "#app/features/i18n/i18n.server.ts";
import { sendMail } from "#app/features/mail/mailer.server.ts";
import { mailLanguage } from "#app/features/mail/templates.server.ts";
import { getDb } from "#db/client.server.ts";
import { user } from "#db/schema.ts";

/**
 * Tells the owner a review waits for moderation (SMTP, or the offline outbox). The review is
 * already stored: a failure here is logged, never thrown.
 */
export async function notifyOwnerOfReview(
  profile: { userId: string; name: string },
  review: { reviewerName: string; rating: number; mediaType: string | null; publicUrl: string },
): Promise<void> {
  try {
    const [owner] = await getDb()
      .select({ email: user.email, name: user.name, locale: user.locale })
      .from(user)
      .where(eq(user.id, profile.userId));
    if (!owner) return;
    const { t } = i18nFor(mailLanguage(owner.locale));
    const link = `${review.publicUrl}/dashboard/reviews`;
    const subject = t("reviews.mail.subject", { name: review.reviewerName });
    const lines = [
      t("reviews.mail.greeting", { name: owner.name || profile.name }),
      "",
      t("reviews.mail.body", { name: review.reviewerName, rating: review.rating }),
      t("reviews.mail.moderate"),
      link,
      "",
      t("reviews.mail.signature"),
      "",
    ];
    const text = lines.join("\n");
    const e = (v: string) =>
      v.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
    const html = `<!doctype html><html lang="${mailLanguage(owner.locale)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2430;line-height:1.5">
<p>${e(lines[0]!)}</p><p>${e(lines[2]!)}</p><p>${e(lines[3]!)}</p>
<p><a href="${e(link)}" style="display:inline-block;background:#3c41ae;color:#fff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">${e(t("reviews.mail.button"))}</a></p>
<p style="color:#5b6070">${e(t("reviews.mail.signature"))}</p></body></html>`;
    await sendMail({ to: owner.email, subject, text, html, link });
  } catch (error) {
    console.error("[reviews] owner notification failed:", error);
  }
}
