import type { TFunction } from "i18next";
import type { MailMessage } from "#app/services/mail/mailer.server.ts";

const BRAND = "#3c41ae";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * A plain-text and HTML mail of the status page: paragraphs, one call to action, and a
 * footer line (e.g. the unsubscribe link).
 */
export function renderStatusMail(input: {
  t: TFunction;
  lang: "fr" | "en";
  to: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer?: { text: string; url: string };
}): MailMessage {
  const { t, subject, paragraphs, action, footer } = input;
  const signature = t("statusMail.signature");
  const text = [
    ...paragraphs.flatMap((p) => [p, ""]),
    `${action.label} : ${action.url}`,
    "",
    signature,
    ...(footer ? ["", `${footer.text} ${footer.url}`] : []),
    "",
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f7;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:${BRAND};padding-bottom:24px">Fiable</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:16px;line-height:1.5;padding-bottom:12px">${e(p)}</td></tr>`).join("\n")}
<tr><td style="padding:12px 0 24px"><a href="${e(action.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${e(action.label)}</a></td></tr>
<tr><td style="font-size:14px;color:#5b6070;padding-bottom:16px">${e(signature)}</td></tr>
${footer ? `<tr><td style="font-size:12px;line-height:1.5;color:#5b6070">${e(footer.text)} <a href="${e(footer.url)}" style="color:${BRAND}">${e(footer.url)}</a></td></tr>` : ""}
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { to: input.to, subject, text, html, link: action.url };
}
