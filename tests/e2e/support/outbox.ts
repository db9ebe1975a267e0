// Reads the mails the app wrote to DATA_DIR/outbox (no SMTP_URL): used by the accounts
// tests, end-to-end and integration, to follow verification and reset links.
import { watch } from "node:fs";
import { mkdir, readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { e2eApp } from "./e2e-app.ts";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text of the whole message (both parts). */
  body: string;
  /** Every http(s) link in the message, in order, without duplicates. */
  links: string[];
  /** A header's decoded value ("" when absent). */
  header(name: string): string;
}

/** The DATA_DIR of the e2e server listening on `port` (handed over by tests/e2e/support/server.ts). */
export async function e2eDataDir(port: number | string): Promise<string> {
  return (await e2eApp(port)).dataDir;
}

/** Every mail of the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, "outbox");
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
  } catch {
    return [];
  }
  // Files are named by Message-ID: the order they were written is their modification time.
  const files = await Promise.all(
    names.map(async (name) => ({ name, written: (await stat(join(dir, name))).mtimeMs })),
  );
  files.sort((a, b) => a.written - b.written || a.name.localeCompare(b.name));
  return Promise.all(files.map(async ({ name }) => parseEml(join(dir, name), await readFile(join(dir, name), "utf8"))));
}

/**
 * The newest mail to `to` whose subject matches, waiting for it to arrive (up to `timeoutMs`):
 * the outbox is read again each time a file in it changes, not on a timer.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp = /./,
  { timeoutMs = 10_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
): Promise<OutboxMail> {
  const find = async () =>
    (await readOutbox(dataDir))
      .filter((m, i) => i >= after && m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject))
      .at(-1);
  const dir = join(dataDir, "outbox");
  await mkdir(dir, { recursive: true, mode: 0o700 }); // as the app makes it
  let changed = () => {};
  // Watching before the first read: a mail written in between is not missed.
  const watcher = watch(dir, () => changed());
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const next = new Promise<void>((resolve) => {
        changed = resolve;
      });
      const mail = await find();
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${to} matching ${subject} in ${dir}`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([next, new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
    }
  } finally {
    watcher.close();
  }
}

function parseEml(file: string, raw: string): OutboxMail {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = unfold(raw.slice(0, headerEnd));
  const header = (name: string) =>
    decodeWords(headers.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "");
  const body = decodeQuotedPrintable(raw.slice(headerEnd));
  const links = [...new Set([...body.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0].replaceAll("&amp;", "&")))];
  const to = header("To").replace(/^.*<([^>]+)>.*$/, "$1");
  return { file, to, subject: header("Subject"), body, links, header };
}

function unfold(headers: string): string {
  return headers.replace(/\r?\n[ \t]+/g, " ");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
