import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#db/client.server.ts";
import { newsletterSubscribers } from "#db/schema.ts";
import { contextFor, outcomeOf, postRequest, setupAdminTest } from "../admin/support.ts";

/*
 * The newsletter box of /blog-demo (inert in the original product): the address is stored unconfirmed,
 * a confirmation mail lands in the outbox (no SMTP_URL in tests), its link confirms; the
 * honeypot and the per-address limit (5 an hour) refuse.
 */
const { dataDir } = setupAdminTest();

type Module = { action: (args: unknown) => Promise<unknown>; loader: (args: unknown) => Promise<unknown> };
const demo = (await import("#app/routes/blog/demo.tsx")) as unknown as Module;
const confirm = (await import("#app/routes/blog/newsletter-confirm.tsx")) as unknown as Module;

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

function subscribe(fields: Record<string, string>, ip = freshIp()) {
  return outcomeOf(() =>
    demo.action({ request: postRequest("/blog-demo", fields), params: {}, context: contextFor(ip) }),
  );
}

/** The decoded mails of the outbox sent to `to` (quoted-printable undone). */
function mailsTo(to: string): string[] {
  const outbox = join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => {
      const raw = readFileSync(join(outbox, file), "latin1").replace(/=\r?\n/g, "");
      return Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    })
    .filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "mi").test(mail));
}

async function subscriberOf(email: string) {
  const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

describe("the newsletter", () => {
  it("stores the address unconfirmed, mails a confirmation link, and the link confirms it", async () => {
    const outcome = await subscribe({ email: "  Lecteur.Un@Example.com " });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ outcome: "sent" });
    const row = await subscriberOf("lecteur.un@example.com");
    expect(row).toMatchObject({ language: "fr", confirmedAt: null });

    const mails = mailsTo("lecteur.un@example.com");
    expect(mails).toHaveLength(1);
    const link = /http:\/\/localhost:3000\/blog\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mails[0]!);
    expect(link?.[1]).toBe(row!.token);

    const follow = (token: string) =>
      outcomeOf(() =>
        confirm.loader({
          request: new Request(`http://localhost:3000/blog/newsletter/confirm/${token}`),
          params: { token },
          context: contextFor(),
        }),
      );
    expect((await follow(row!.token)).data).toMatchObject({ confirmed: true });
    const confirmedAt = (await subscriberOf("lecteur.un@example.com"))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // Following it twice is fine and keeps the first date.
    expect((await follow(row!.token)).data).toMatchObject({ confirmed: true });
    expect((await subscriberOf("lecteur.un@example.com"))?.confirmedAt).toEqual(confirmedAt);
    expect((await follow("x".repeat(32))).data).toMatchObject({ confirmed: false });
    expect((await follow("../../admin")).data).toMatchObject({ confirmed: false });

    // Subscribing a confirmed address again sends nothing more.
    expect((await subscribe({ email: "lecteur.un@example.com" })).status).toBe(200);
    expect(mailsTo("lecteur.un@example.com")).toHaveLength(1);
  });

  it("confirms in the language the address subscribes in, Arabic right to left included", async () => {
    const outcome = await outcomeOf(() =>
      demo.action({
        request: postRequest("/blog-demo?lang=ar", { email: "qari@example.com" }),
        params: {},
        context: contextFor(freshIp()),
      }),
    );
    expect(outcome.data).toMatchObject({ outcome: "sent" });
    expect(await subscriberOf("qari@example.com")).toMatchObject({ language: "ar" });
    const [mail] = mailsTo("qari@example.com");
    // Arabic bodies are sent base64-encoded: decode every base64 block.
    const decoded = mail!.replace(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm, (block) =>
      Buffer.from(block.replace(/\s+/g, ""), "base64").toString("utf8"),
    );
    expect(decoded).toContain("أكّد عنوانك لتفعيل الاشتراك");
    expect(decoded).toContain('dir="rtl"');
    expect(decoded).toMatch(/\/blog\/newsletter\/confirm\/[\w-]+\?lang=ar/);
  });

  it("asking again before confirming resends the same link", async () => {
    await subscribe({ email: "deux@example.com" });
    await subscribe({ email: "deux@example.com" });
    const token = (await subscriberOf("deux@example.com"))!.token;
    const mails = mailsTo("deux@example.com");
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toContain(`/blog/newsletter/confirm/${token}`);
  });

  it("refuses a filled honeypot and an invalid address: nothing stored, no mail", async () => {
    const bot = await subscribe({ email: "robot@example.com", website: "https://spam.example" });
    expect(bot.status).toBe(422);
    expect(bot.data).toMatchObject({ outcome: "invalid" });
    expect(await subscriberOf("robot@example.com")).toBeUndefined();
    expect(mailsTo("robot@example.com")).toHaveLength(0);

    const invalid = await subscribe({ email: "pas-une-adresse" });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.data)).toContain("emailInvalid");
  });

  it("limits one client address to 5 subscriptions an hour (429 with Retry-After), others unaffected", async () => {
    const ip = freshIp();
    for (let n = 1; n <= 5; n++) {
      expect((await subscribe({ email: `limite${n}@example.com` }, ip)).status, `#${n}`).toBe(200);
    }
    const limited = await outcomeOf(() =>
      demo.action({
        request: postRequest("/blog-demo", { email: "limite6@example.com" }),
        params: {},
        context: contextFor(ip),
      }),
    );
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ outcome: "limited" });
    expect(JSON.stringify(limited.data)).toContain("Trop de");
    expect(await subscriberOf("limite6@example.com")).toBeUndefined();
    expect(mailsTo("limite6@example.com")).toHaveLength(0);
    // Another address is not limited.
    expect((await subscribe({ email: "limite6@example.com" })).status).toBe(200);
  });
});
