import { randomBytes } from "node:crypto";
import { link, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { type Env, parseEnv } from "#app/lib/env.server.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about: printed to the console when the mail goes to the outbox. */
  link?: string;
  /**
   * The Message-ID (without angle brackets). Jobs give a stable one (e.g.
   * `invitation-<id>-0@host`), so a job run twice sends one mail: the outbox file is named
   * by it and is not written twice, and mail stores fold copies with the same id.
   */
  messageId?: string;
  /** Display name of the From header; the address stays MAIL_FROM's (DMARC). */
  fromName?: string;
  /** Where replies go (e.g. the owner who invited a client). */
  replyTo?: { name: string; address: string };
  /** Extra headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The outbox already held this Message-ID: nothing was written again. */
  duplicate: boolean;
}

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">;

/** A refusal the server will repeat (5xx): retrying is useless; the address may not exist. */
export class PermanentMailError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
    this.name = "PermanentMailError";
  }
}

/**
 * Sends one mail. With SMTP_URL, through that server; without, the mail is written as an
 * .eml file to DATA_DIR/outbox/ (named by its Message-ID) and its link printed to the
 * console, so every mail flow works offline (docs/product/mail.md). An SMTP 5xx answer is thrown
 * as PermanentMailError; anything else (4xx, network) as the transport's error, to retry.
 */
export async function sendMail(message: MailMessage, env: MailEnv = mailEnv()): Promise<SentMail> {
  const messageId = message.messageId ?? newMessageId(env.MAIL_FROM);
  const fromAddress = senderAddress(env.MAIL_FROM);
  const base = {
    from: message.fromName ? { name: message.fromName, address: fromAddress } : env.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${messageId}>`,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    // Quoted-printable keeps the links readable in the .eml files of the outbox.
    textEncoding: "quoted-printable" as const,
  };
  if (env.SMTP_URL) {
    try {
      await smtpTransport(env.SMTP_URL).sendMail(base);
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === "number" && code >= 500 && code < 600) {
        throw new PermanentMailError(error instanceof Error ? error.message : String(error), code);
      }
      throw error;
    }
    return { messageId, duplicate: false };
  }
  const outbox = outboxDir(env.DATA_DIR);
  await mkdir(outbox, { recursive: true, mode: 0o700 });
  const file = join(outbox, outboxFileName(messageId));
  if (await exists(file)) return { messageId, duplicate: true };
  const info = await outboxTransport.sendMail(base);
  // Written aside then linked into place: the file appears whole or not at all, and a
  // second writer of the same Message-ID finds it taken (link fails with EEXIST).
  const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { messageId, duplicate: true };
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  console.log(
    `[mail] outbox: "${message.subject}" to ${message.to}\n` +
      (message.link ? `[mail]   link: ${message.link}\n` : "") +
      `[mail]   file: ${file}`,
  );
  return { messageId, duplicate: false };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** The outbox file of a Message-ID: its characters that are safe in a file name. */
export function outboxFileName(messageId: string): string {
  return `${messageId.replace(/[^A-Za-z0-9@._-]/g, "_")}.eml`;
}

/** The address part of MAIL_FROM ("Fiable <no-reply@x>" → "no-reply@x"). */
export function senderAddress(mailFrom: string): string {
  return addressparser(mailFrom, { flatten: true })[0]?.address || mailFrom;
}

/** The domain Message-IDs are made under: MAIL_FROM's. */
export function messageIdDomain(mailFrom: string = mailEnv().MAIL_FROM): string {
  return senderAddress(mailFrom).split("@")[1] || "fiable.local";
}

/** A unique Message-ID, time first so the outbox lists mails in the order they were written. */
function newMessageId(mailFrom: string): string {
  return `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(6).toString("hex")}@${messageIdDomain(mailFrom)}`;
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
  if (smtp?.url !== url) {
    // A job is taken as dead after a few minutes: a server that does not answer must fail first.
    smtp = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      }),
    };
  }
  return smtp.transport;
}
