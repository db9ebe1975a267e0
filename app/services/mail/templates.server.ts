import { directionOf, type Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";

export type MailLanguage = "fr" | "en";

/**
 * Account mails exist in French and English: an Arabic-speaking user gets French (the
 * fallback language). Mails to visitors (invitations, a reviewer's link) are in Arabic too:
 * they take the visitor's language as it is.
 */
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

export interface ActionMail {
  lang: Language;
  subject: string;
  greeting: string;
  /** The message, one paragraph each. */
  paragraphs: string[];
  /** A list of links under the paragraphs (the newsletter's articles), each in its own language. */
  items?: { title: string; url: string; text?: string | null; lang?: Language }[];
  /** The call to action (its URL is repeated in words under it). */
  button?: { label: string; url: string };
  /** Small print under the button (validity, "ignore if…"). */
  notes?: string[];
  /** Under the signature, in grey (why this mail, how to stop them). */
  footer?: { text: string; link?: { label: string; url: string } }[];
}

/**
 * One transactional mail, plain text and HTML (inline styles, a single column that fits a
 * phone; right to left in Arabic). Every mail of the product goes through here.
 */
export function renderActionMail(mail: ActionMail): RenderedMail {
  const { t } = i18nFor(mail.lang);
  const signature = t("mail.signature");
  const text = [
    mail.greeting,
    "",
    ...mail.paragraphs.flatMap((p) => [p, ""]),
    ...(mail.items ?? []).flatMap((item) => [
      `• ${item.title}`,
      ...(item.text ? [`  ${item.text}`] : []),
      `  ${item.url}`,
      "",
    ]),
    ...(mail.button ? [t("mail.openLink"), mail.button.url, ""] : []),
    ...(mail.notes?.length ? [...mail.notes, ""] : []),
    signature,
    ...(mail.footer?.length
      ? ["", "—", ...mail.footer.map((f) => (f.link ? `${f.text} ${f.link.label}: ${f.link.url}` : f.text))]
      : []),
    "",
  ].join("\n");

  const e = escapeHtml;
  const dir = directionOf(mail.lang);
  const align = dir === "rtl" ? "right" : "left";
  const row = (style: string, content: string) => `<tr><td style="${style};text-align:${align}">${content}</td></tr>`;
  const html = `<!doctype html>
<html lang="${mail.lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f7;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
${row(`font-size:20px;font-weight:700;color:${BRAND};padding-bottom:24px`, "Fiable")}
${row("font-size:16px;line-height:1.5;padding-bottom:12px", e(mail.greeting))}
${mail.paragraphs.map((p) => row("font-size:16px;line-height:1.5;padding-bottom:16px", e(p))).join("\n")}
${(mail.items ?? [])
  .map((item) => {
    const own = item.lang ? ` lang="${item.lang}" dir="${directionOf(item.lang)}"` : "";
    return row(
      "font-size:15px;line-height:1.5;padding-bottom:16px",
      `<div${own}><a href="${e(item.url)}" style="color:${BRAND};font-weight:600;text-decoration:none">${e(item.title)}</a>${
        item.text ? `<br><span style="color:#5b6070">${e(item.text)}</span>` : ""
      }</div>`,
    );
  })
  .join("\n")}
${
  mail.button
    ? row(
        "padding:8px 0 24px",
        `<a href="${e(mail.button.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${e(mail.button.label)}</a>`,
      )
    : ""
}
${mail.notes?.length ? row("font-size:14px;line-height:1.5;color:#5b6070;padding-bottom:8px", mail.notes.map(e).join(" ")) : ""}
${
  mail.button
    ? row(
        "font-size:13px;line-height:1.5;color:#5b6070;padding-bottom:24px",
        `${e(t("mail.linkFallback"))}<br><a href="${e(mail.button.url)}" style="color:${BRAND};word-break:break-all">${e(mail.button.url)}</a>`,
      )
    : ""
}
${row("font-size:14px;color:#5b6070", e(signature))}
${
  mail.footer?.length
    ? row(
        "font-size:12px;line-height:1.5;color:#8a8f9c;padding-top:24px;border-top:1px solid #ececf0",
        mail.footer
          .map(
            (f) =>
              `${e(f.text)}${f.link ? ` <a href="${e(f.link.url)}" style="color:#5b6070">${e(f.link.label)}</a>` : ""}`,
          )
          .join("<br>"),
      )
    : ""
}
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: mail.subject, text, html };
}

/** One call-to-action mail of the accounts feature, plain text and HTML, in `lang`. */
export function renderAuthMail(kind: AuthMailKind, input: { lang: Language; name: string; url: string }): RenderedMail {
  const lang = mailLanguage(input.lang);
  const { t } = i18nFor(lang);
  return renderActionMail({
    lang,
    subject: t(`mail.${kind}.subject`),
    greeting: input.name.trim() ? t("mail.greeting", { name: input.name.trim() }) : t("mail.greetingNoName"),
    paragraphs: [t(`mail.${kind}.intro`)],
    button: { label: t(`mail.${kind}.button`), url: input.url },
    notes: [t(`mail.${kind}.expiry`), t("mail.ignore")],
  });
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
