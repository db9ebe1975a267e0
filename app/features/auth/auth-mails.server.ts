import { AsyncLocalStorage } from "node:async_hooks";
import { isLanguage } from "#app/services/i18n/config.ts";
import { sendMail } from "#app/services/mail/mailer.server.ts";
import { type AuthMailKind, renderAuthMail } from "#app/services/mail/templates.server.ts";

interface MailRecipient {
  email: string;
  name: string;
  /** The user's interface language (`user.locale`): the language of the mail. */
  locale?: unknown;
}

/** Whether a mail sent within the current `watchAuthMails` call failed. */
const mailWatch = new AsyncLocalStorage<{ failed: boolean }>();

/** Sends one of the accounts mails to `user`, in the user's language. */
export async function sendAuthMail(kind: AuthMailKind, user: MailRecipient, url: string): Promise<void> {
  const lang = isLanguage(user.locale) ? user.locale : "fr";
  const mail = renderAuthMail(kind, { lang, name: user.name, url });
  try {
    await sendMail({ to: user.email, ...mail, link: url });
  } catch (error) {
    const watch = mailWatch.getStore();
    if (watch) watch.failed = true;
    throw error;
  }
}

/**
 * Runs a better-auth call that may send one of the mails above and tells whether sending
 * failed. better-auth catches (and only logs) what its mail callbacks throw, so without
 * this a reset or a sign-up whose mail never left would answer as a success:
 *
 *   const { result, mailFailed } = await watchAuthMails(() => getAuth().api.requestPasswordReset(…));
 */
export async function watchAuthMails<T>(call: () => Promise<T>): Promise<{ result: T; mailFailed: boolean }> {
  const watch = { failed: false };
  const result = await mailWatch.run(watch, call);
  return { result, mailFailed: watch.failed };
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
