import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleStatusSubscribe } from "#app/features/status/status-subscribe-action.server.ts";
import {
  confirmStatusSubscription,
  findStatusSubscription,
  notifyStatusSubscribers,
  subscribeToStatus,
  unsubscribeFromStatus,
} from "#app/features/status/subscribe-status.server.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { statusSubscribers } from "#db/schema.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

const PUBLIC_URL = "https://fiable.test";
let dataDir: string;
const outbox = () => join(dataDir, "outbox");

/** The mails written to the outbox since `before` (file names sort by time). */
function mailsAfter(before: string[]): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox());
  } catch {
    return [];
  }
  return files.filter((f) => !before.includes(f)).map((f) => readFileSync(join(outbox(), f), "latin1"));
}
function listOutbox(): string[] {
  try {
    return readdirSync(outbox());
  } catch {
    return [];
  }
}
/** The decoded text of a quoted-printable .eml (soft line breaks and =XX escapes). */
function decode(eml: string): string {
  const soft = eml.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "fiable-status-mail-"));
  // The mailer reads the environment once: without SMTP_URL it writes to DATA_DIR/outbox.
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("status subscriptions", () => {
  it("stores an unconfirmed subscription and mails a confirmation link in the visitor's language", async () => {
    const email = `Lea-${uniqueSuffix()}@Example.test`;
    const before = listOutbox();
    expect(await subscribeToStatus({ email: `  ${email} `, lang: "en", publicUrl: PUBLIC_URL })).toBe(
      "confirmation-sent",
    );
    const [row] = await getDb()
      .select()
      .from(statusSubscribers)
      .where(eq(statusSubscribers.email, email.toLowerCase()));
    expect(row).toMatchObject({ language: "en", confirmedAt: null });
    const mails = mailsAfter(before).map(decode);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Confirm your subscription");
    expect(mails[0]).toContain(`${PUBLIC_URL}/status/confirm/${row!.token}`);
  });

  it("confirms from the link (twice is fine), and refuses unknown tokens", async () => {
    const email = `confirm-${uniqueSuffix()}@example.test`;
    await subscribeToStatus({ email, lang: "fr", publicUrl: PUBLIC_URL });
    const [row] = await getDb().select().from(statusSubscribers).where(eq(statusSubscribers.email, email));
    expect(await confirmStatusSubscription(row!.token)).toBe(true);
    expect(await confirmStatusSubscription(row!.token)).toBe(true);
    expect(await confirmStatusSubscription("x".repeat(32))).toBe(false);
    expect(await confirmStatusSubscription("../../etc")).toBe(false);
    const [after] = await getDb().select().from(statusSubscribers).where(eq(statusSubscribers.email, email));
    expect(after?.confirmedAt).toBeInstanceOf(Date);
    // Subscribing again once confirmed sends nothing.
    const before = listOutbox();
    expect(await subscribeToStatus({ email, lang: "fr", publicUrl: PUBLIC_URL })).toBe("already-confirmed");
    expect(mailsAfter(before)).toHaveLength(0);
  });

  it("mails incident notices to confirmed subscribers only, with an unsubscribe link that works", async () => {
    await getDb().delete(statusSubscribers);
    const confirmed = `on-${uniqueSuffix()}@example.test`;
    const pending = `pending-${uniqueSuffix()}@example.test`;
    await subscribeToStatus({ email: confirmed, lang: "fr", publicUrl: PUBLIC_URL });
    await subscribeToStatus({ email: pending, lang: "fr", publicUrl: PUBLIC_URL });
    const [row] = await getDb().select().from(statusSubscribers).where(eq(statusSubscribers.email, confirmed));
    await confirmStatusSubscription(row!.token);

    const before = listOutbox();
    const sent = await notifyStatusSubscribers(
      { kind: "opened", service: "database", severity: "outage", at: new Date() },
      PUBLIC_URL,
    );
    expect(sent).toBe(1);
    const mails = mailsAfter(before).map(decode);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${confirmed}`);
    expect(mails[0]).toContain("Base de données");
    expect(mails[0]).toContain(`${PUBLIC_URL}/status/unsubscribe/${row!.token}`);

    expect(await findStatusSubscription(row!.token)).toEqual({ email: confirmed });
    expect(await unsubscribeFromStatus(row!.token)).toBe(true);
    expect(await unsubscribeFromStatus(row!.token)).toBe(false);
    expect(await findStatusSubscription(row!.token)).toBeNull();
  });
});

describe("the subscribe form", () => {
  const { t } = i18nFor("fr");
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };
  const context = (clientIp: string) => ({ clientIp, lang: "fr" as const, publicUrl: PUBLIC_URL, t });

  it("validates the address", async () => {
    expect((await handleStatusSubscribe(form({}), context("192.0.2.1"))).data.result.error?.email).toEqual([
      "required",
    ]);
    const bad = await handleStatusSubscribe(form({ email: "lea@" }), context("192.0.2.1"));
    expect(bad.status).toBe(422);
    expect(bad.data.result.error?.email).toEqual(["invalid"]);
  });

  it("refuses a bot that fills the honeypot", async () => {
    const email = `bot-${uniqueSuffix()}@example.test`;
    const outcome = await handleStatusSubscribe(form({ email, website: "x" }), context("192.0.2.2"));
    expect(outcome.status).toBe(400);
    expect(await getDb().select().from(statusSubscribers).where(eq(statusSubscribers.email, email))).toHaveLength(0);
  });

  it("limits subscriptions per IP", async () => {
    const ip = `192.0.2.${uniqueSuffix()}`;
    const points = RATE_LIMITS["status.subscribe.ip"].points;
    for (let i = 0; i < points; i++) {
      const outcome = await handleStatusSubscribe(form({ email: `s${i}-${uniqueSuffix()}@example.test` }), context(ip));
      expect(outcome.data.outcome).toBe("sent");
    }
    const refused = await handleStatusSubscribe(form({ email: `late-${uniqueSuffix()}@example.test` }), context(ip));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(0);
  });
});
