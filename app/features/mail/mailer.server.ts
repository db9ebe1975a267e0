import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { type Env, parseEnv } from "#app/lib/env.server.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about: printed to the console when the mail goes to the outbox. */
  link?: string;
}

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">;

/**
 * Sends one mail. With SMTP_URL, through that server; without, the mail is written as an
 * .eml file to DATA_DIR/outbox/ and its link printed to the console, so sign-up,
 * verification and password reset work offline (design.md §4).
 */
export async function sendMail(message: MailMessage, env: MailEnv = mailEnv()): Promise<void> {
  const base = {
    from: env.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // Quoted-printable keeps the links readable in the .eml files of the outbox.
    textEncoding: "quoted-printable" as const,
  };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(base);
    return;
  }
  const info = await outboxTransport.sendMail(base);
  const outbox = outboxDir(env.DATA_DIR);
  await mkdir(outbox, { recursive: true, mode: 0o700 });
  // Sortable names: the newest mail is the last one listed.
  const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  await writeFile(file, info.message as Buffer, { mode: 0o600 });
  console.log(
    `[mail] outbox: "${message.subject}" to ${message.to}\n` +
      (message.link ? `[mail]   link: ${message.link}\n` : "") +
      `[mail]   file: ${file}`,
  );
}

/** Where mails go when no SMTP server is configured. */
export function outboxDir(dataDir: string): string {
  return join(resolve(dataDir), "outbox");
}

let cachedEnv: MailEnv | undefined;
function mailEnv(): MailEnv {
  // Validated at boot (server/app.ts); read once.
  cachedEnv ??= parseEnv();
  return cachedEnv;
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

let smtp: { url: string; transport: Transporter } | undefined;
function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}
