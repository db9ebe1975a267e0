import type { Language } from "#app/features/i18n/config.ts";
import { i18nFor } from "#app/features/i18n/i18n.server.ts";

export type MailLanguage = "fr" | "en";

/** Mails exist in French and English: an Arabic-speaking user gets French (the fallback language). */
export function mailLanguage(locale: string | null | undefined): MailLanguage {
  return locale === "en" ? "en" : "fr";
}

export type AuthMailKind = "verifyEmail" | "changeEmail" | "resetPassword";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = "#3c41ae";

/** One call-to-action mail of the accounts feature, plain text and HTML, in `lang`. */
export function renderAuthMail(kind: AuthMailKind, input: { lang: Language; name: string; url: string }): RenderedMail {
  const { t } = i18nFor(mailLanguage(input.lang));
  const subject = t(`mail.${kind}.subject`);
  const greeting = input.name.trim() ? t("mail.greeting", { name: input.name.trim() }) : t("mail.greetingNoName");
  const intro = t(`mail.${kind}.intro`);
  const button = t(`mail.${kind}.button`);
  const expiry = t(`mail.${kind}.expiry`);
  const fallback = t("mail.linkFallback");
  const ignore = t("mail.ignore");
  const signature = t("mail.signature");

  const text = [greeting, "", intro, "", t("mail.openLink"), input.url, "", expiry, ignore, "", signature, ""].join(
    "\n",
  );

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${mailLanguage(input.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f7;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:${BRAND};padding-bottom:24px">Fiable</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:12px">${e(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${e(intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${e(input.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${e(button)}</a></td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#5b6070;padding-bottom:8px">${e(expiry)} ${e(ignore)}</td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b6070;padding-bottom:24px">${e(fallback)}<br><a href="${e(input.url)}" style="color:${BRAND};word-break:break-all">${e(input.url)}</a></td></tr>
<tr><td style="font-size:14px;color:#5b6070">${e(signature)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
