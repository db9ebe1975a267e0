import { isLanguage } from "#app/features/i18n/config.ts";
import { sendMail } from "#app/features/mail/mailer.server.ts";
import { type AuthMailKind, renderAuthMail } from "#app/features/mail/templates.server.ts";

interface MailRecipient {
  email: string;
  name: string;
  /** The user's interface language (`user.locale`): the language of the mail. */
  locale?: unknown;
}

/** Sends one of the accounts mails to `user`, in the user's language. */
export async function sendAuthMail(kind: AuthMailKind, user: MailRecipient, url: string): Promise<void> {
  const lang = isLanguage(user.locale) ? user.locale : "fr";
  const mail = renderAuthMail(kind, { lang, name: user.name, url });
  await sendMail({ to: user.email, ...mail, link: url });
}

/**
 * better-auth sends both kinds of verification link through one callback: the token (a
 * JWT it signed) says whether it confirms a new address for an existing account.
 */
export function verificationKind(token: string): AuthMailKind {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      updateTo?: unknown;
    };
    return payload.updateTo ? "changeEmail" : "verifyEmail";
  } catch {
    return "verifyEmail";
  }
}
