// Custom domains (docs/decisions/044-custom-domains.md) against PostgreSQL and a DNS server this
// file starts (tests/setup/dns-server.ts), the resolver pointed at it through DNS_SERVERS: the
// name's rules, claims (two profiles, one name — at once), verification (TXT right, wrong,
// missing; CNAME right and wrong; A/AAAA in and out of CUSTOM_DOMAIN_IPS; a server that never
// answers), the daily re-check moving verified → failing and mailing once, invalidation on every
// change and removal, the TLS ask endpoint, and the card's action.

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handleCustomDomainAction } from "#app/features/custom-domains/domain-card.server.ts";
import { checkDomain, claimDomain, removeDomain } from "#app/features/custom-domains/domains.server.ts";
import { checkCustomHostname } from "#app/features/custom-domains/hostname.server.ts";
import { CUSTOM_DOMAIN_JOBS, DOMAIN_CHECK_JOB, queueDomainChecks } from "#app/features/custom-domains/jobs.server.ts";
import { tlsAskResponse } from "#app/features/custom-domains/tls-ask.server.ts";
import { advanceClock, DAY_MS, now, resetClock } from "#app/lib/clock.server.ts";
import { customDomainSettings, parseEnv } from "#app/lib/env.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { customDomains } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { PUBLIC_URL, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import { startTestDnsServer, type TestDnsServer } from "#tests/setup/dns-server.ts";
import { recordInvalidations } from "#tests/setup/invalidations.ts";
import { quietOutbox } from "#tests/setup/quiet-outbox.ts";

const TARGET = "pages.fiable.test";
const OUR_V4 = "203.0.113.10";
const OUR_V6 = "2001:db8::10";

const env = setupProfileTest();
quietOutbox();

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  process.env.DNS_SERVERS = dns.address;
  process.env.DNS_TIMEOUT_MS = "200";
  process.env.CUSTOM_DOMAIN_TARGET = TARGET;
  process.env.CUSTOM_DOMAIN_IPS = `${OUR_V4}, ${OUR_V6}`;
});
afterAll(async () => {
  await dns.close();
});
afterEach(() => resetClock());

const invalidated = recordInvalidations();

async function owner(locale: "fr" | "en" | "ar" = "fr") {
  const slug = `domaine-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const created = await createUserWithProfile({
    user: { email, password: "secret1", name: "Léa Domaine", locale },
    profile: { slug, name: "Léa Domaine" },
  });
  return { ...created, email, slug };
}

/** A fresh name under example.com for one test. */
const freshHost = (label = "avis") => `${label}-${uniqueSuffix()}.example.com`;

async function claimed(locale: "fr" | "en" | "ar" = "fr") {
  const who = await owner(locale);
  const hostname = freshHost();
  const result = await claimDomain(who.profile.id, hostname);
  if (!result.ok) throw new Error(`claim refused: ${result.reason}`);
  return { ...who, hostname, domain: result.domain };
}

async function rowOf(id: string) {
  const [row] = await getDb().select().from(customDomains).where(eq(customDomains.id, id));
  return row;
}

describe("the name's rules", () => {
  const settings = { publicHost: "fiable.example", target: TARGET };
  const refusal = (typed: string) => {
    const checked = checkCustomHostname(typed, settings);
    return checked.ok ? `ok:${checked.hostname}` : checked.reason;
  };

  it("normalizes case, a trailing dot and international names (punycode)", () => {
    expect(refusal("  Avis.Lea-Photo.FR. ")).toBe("ok:avis.lea-photo.fr");
    expect(refusal("avis.café.fr")).toBe("ok:avis.xn--caf-dma.fr");
    expect(refusal("مثال.example.com")).toMatch(/^ok:xn--/);
  });

  it("refuses IP addresses, our own hosts and public suffixes", () => {
    expect(refusal("192.0.2.7")).toBe("ip");
    expect(refusal("[2001:db8::1]")).toBe("ip");
    expect(refusal("2001:db8::1")).toBe("ip");
    expect(refusal("localhost")).toBe("ownHost");
    expect(refusal("fiable.example")).toBe("ownHost");
    expect(refusal("x.fiable.example")).toBe("ownHost");
    expect(refusal(TARGET)).toBe("ownHost");
    expect(refusal("fr")).toBe("publicSuffix");
    expect(refusal("co.uk")).toBe("publicSuffix");
    expect(refusal("github.io")).toBe("publicSuffix");
    // A name under a public suffix is someone's: accepted.
    expect(refusal("lea.github.io")).toBe("ok:lea.github.io");
  });

  it("refuses what DNS cannot carry and what is not a name", () => {
    const label = "a".repeat(63);
    const long = `${[label, label, label, "b".repeat(59)].join(".")}.fr`;
    expect(long.length).toBe(254);
    expect(refusal(long)).toBe("tooLong");
    expect(refusal(long.slice(1))).toBe(`ok:${long.slice(1)}`);
    expect(refusal(`${"a".repeat(64)}.fr`)).toBe("labelTooLong");
    expect(refusal(`${"a".repeat(63)}.fr`)).toBe(`ok:${"a".repeat(63)}.fr`);
    expect(refusal("")).toBe("empty");
    expect(refusal("https://avis.lea.fr/page")).toBe("notAName");
    expect(refusal("avis.lea.fr:8080")).toBe("notAName");
    expect(refusal("avis_lea.fr")).toBe("invalid");
    expect(refusal("-avis.lea.fr")).toBe("invalid");
    expect(refusal("avis..lea.fr")).toBe("invalid");
  });
});

describe("claims", () => {
  it("refuses a name already claimed by another profile, and a second domain for one profile", async () => {
    const first = await claimed();
    const second = await owner();
    expect(await claimDomain(second.profile.id, first.hostname.toUpperCase())).toEqual({ ok: false, reason: "taken" });
    expect(await claimDomain(first.profile.id, freshHost("autre"))).toEqual({ ok: false, reason: "onePerProfile" });
  });

  it("lets exactly one of two profiles claiming one name at once have it", async () => {
    const [a, b] = await Promise.all([owner(), owner()]);
    const hostname = freshHost("course");
    const results = await Promise.all([claimDomain(a.profile.id, hostname), claimDomain(b.profile.id, hostname)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "taken" }]);
  });

  it("stores a pending row with a verification token", async () => {
    const { domain } = await claimed();
    expect(domain.state).toBe("pending");
    expect(domain.verificationToken).toMatch(/^fiable-verify=[0-9a-f]{32}$/);
  });
});

describe("verification against the test's DNS server", () => {
  it("verifies a name whose TXT holds the token and whose CNAME names the target", async () => {
    const { hostname, domain, profile } = await claimed();
    dns.set(`_fiable.${hostname}`, { TXT: [domain.verificationToken] });
    dns.set(hostname, { CNAME: `${TARGET}.` });
    const outcome = await checkDomain(domain.id);
    expect(outcome.result).toEqual({ ok: true });
    const row = await rowOf(domain.id);
    expect(row?.state).toBe("verified");
    expect(row?.lastError).toBeNull();
    expect(row?.verifiedAt?.getTime()).toBe(row?.lastCheckedAt?.getTime());
    expect(invalidated).toContain(profile.id);
  });

  it("leaves it pending with txt_missing, then txt_mismatch, then not_pointing", async () => {
    const { hostname, domain } = await claimed();
    dns.set(hostname, { CNAME: TARGET });
    await checkDomain(domain.id);
    expect(await rowOf(domain.id)).toMatchObject({ state: "pending", lastError: "txt_missing" });

    dns.set(`_fiable.${hostname}`, { TXT: ["fiable-verify=not-the-token", "v=spf1 -all"] });
    await checkDomain(domain.id);
    expect(await rowOf(domain.id)).toMatchObject({ state: "pending", lastError: "txt_mismatch" });

    dns.set(`_fiable.${hostname}`, { TXT: [domain.verificationToken] });
    dns.set(hostname, { CNAME: "elsewhere.example.net" });
    await checkDomain(domain.id);
    const row = await rowOf(domain.id);
    expect(row).toMatchObject({ state: "pending", lastError: "not_pointing" });
    expect(row?.lastCheckedAt).not.toBeNull();
  });

  it("accepts A/AAAA records only when every address is ours", async () => {
    const { hostname, domain } = await claimed();
    dns.set(`_fiable.${hostname}`, { TXT: [domain.verificationToken] });
    dns.set(hostname, { A: [OUR_V4, "198.51.100.99"] });
    await checkDomain(domain.id);
    expect(await rowOf(domain.id)).toMatchObject({ state: "pending", lastError: "not_pointing" });

    dns.set(hostname, { A: [OUR_V4], AAAA: ["2001:db8:0:0::10"] });
    await checkDomain(domain.id);
    expect(await rowOf(domain.id)).toMatchObject({ state: "verified", lastError: null });
  });

  it("records a server that never answers as `timeout`, without throwing", async () => {
    const { hostname, domain } = await claimed();
    dns.silence(`_fiable.${hostname}`);
    const started = Date.now();
    const outcome = await checkDomain(domain.id);
    expect(outcome.result).toEqual({ ok: false, error: "timeout" });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await rowOf(domain.id)).toMatchObject({ state: "pending", lastError: "timeout" });

    // Verified, then the server stops answering: failing (still served), with `timeout`.
    dns.set(`_fiable.${hostname}`, { TXT: [domain.verificationToken] });
    dns.set(hostname, { A: [OUR_V4] });
    await checkDomain(domain.id);
    dns.silence(hostname);
    await checkDomain(domain.id);
    expect(await rowOf(domain.id)).toMatchObject({ state: "failing", lastError: "timeout" });
  });

  it("re-checks a verified domain on its pointing records only", async () => {
    const { hostname, domain } = await claimed();
    dns.set(`_fiable.${hostname}`, { TXT: [domain.verificationToken] });
    dns.set(hostname, { CNAME: TARGET });
    await checkDomain(domain.id);
    dns.remove(`_fiable.${hostname}`);
    await checkDomain(domain.id);
    expect(await rowOf(domain.id)).toMatchObject({ state: "verified", lastError: null });
  });
});

describe("the daily re-check", () => {
  async function verified(locale: "fr" | "en" | "ar" = "fr") {
    const made = await claimed(locale);
    dns.set(`_fiable.${made.hostname}`, { TXT: [made.domain.verificationToken] });
    dns.set(made.hostname, { CNAME: TARGET });
    await checkDomain(made.domain.id);
    expect((await rowOf(made.domain.id))?.state).toBe("verified");
    return made;
  }
  const mailsTo = async (email: string) => (await readOutbox(env.dataDir)).filter((m) => m.to === email);

  it("moves a verified domain that stopped pointing at us to failing and mails its owner once", async () => {
    const { hostname, domain, email, profile } = await verified();
    dns.set(hostname, { CNAME: "parking.registrar.example" });
    advanceClock(DAY_MS);
    invalidated.length = 0;
    expect(await queueDomainChecks(now())).toBeGreaterThanOrEqual(1);
    await runQueuedJobs(CUSTOM_DOMAIN_JOBS);
    const failing = await rowOf(domain.id);
    expect(failing).toMatchObject({ state: "failing", lastError: "not_pointing" });
    expect(failing?.failingSince).not.toBeNull();
    expect(failing?.failureMailedAt).not.toBeNull();
    expect(invalidated).toContain(profile.id);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(hostname);
    expect(mails[0]?.body).toContain("ne mène plus");
    expect(mails[0]?.links.some((link) => link.endsWith("/dashboard?tab=domain"))).toBe(true);

    // The next day it still fails: no second mail.
    advanceClock(DAY_MS);
    await queueDomainChecks(now());
    await runQueuedJobs(CUSTOM_DOMAIN_JOBS);
    expect((await rowOf(domain.id))?.state).toBe("failing");
    expect(await mailsTo(email)).toHaveLength(1);

    // Fixed: verified again, the failure forgotten; a new failure is mailed again.
    dns.set(hostname, { CNAME: TARGET });
    advanceClock(DAY_MS);
    await queueDomainChecks(now());
    await runQueuedJobs(CUSTOM_DOMAIN_JOBS);
    expect(await rowOf(domain.id)).toMatchObject({ state: "verified", failingSince: null, failureMailedAt: null });
    dns.set(hostname, { A: ["198.51.100.1"] });
    advanceClock(DAY_MS);
    await queueDomainChecks(now());
    await runQueuedJobs(CUSTOM_DOMAIN_JOBS);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("retries a fault of our side before a verified domain counts as failing", async () => {
    const { hostname, domain } = await verified();
    dns.silence(hostname);
    const meta = { id: "test", retryCount: 0, retryLimit: 3, lastAttempt: false };
    await expect(DOMAIN_CHECK_JOB.run({ domainId: domain.id }, meta)).rejects.toThrow(/timeout, tried again later/);
    expect(await rowOf(domain.id)).toMatchObject({ state: "verified", lastError: null });
    await DOMAIN_CHECK_JOB.run({ domainId: domain.id }, { ...meta, retryCount: 3, lastAttempt: true });
    expect(await rowOf(domain.id)).toMatchObject({ state: "failing", lastError: "timeout" });
  });

  it("mails in the owner's language", async () => {
    const { hostname, email } = await verified("ar");
    dns.set(hostname, { CNAME: "parking.registrar.example" });
    await queueDomainChecks(now());
    await runQueuedJobs(CUSTOM_DOMAIN_JOBS);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain("لم يعد يشير");
  });

  it("re-checks pending domains only during their first 7 days", async () => {
    const young = await claimed();
    const old = await claimed();
    await getDb()
      .update(customDomains)
      .set({ createdAt: new Date(now().getTime() - 8 * DAY_MS) })
      .where(eq(customDomains.id, old.domain.id));
    dns.set(`_fiable.${young.hostname}`, { TXT: [young.domain.verificationToken] });
    dns.set(young.hostname, { CNAME: TARGET });
    dns.set(`_fiable.${old.hostname}`, { TXT: [old.domain.verificationToken] });
    dns.set(old.hostname, { CNAME: TARGET });
    await queueDomainChecks(now());
    await runQueuedJobs(CUSTOM_DOMAIN_JOBS);
    expect((await rowOf(young.domain.id))?.state).toBe("verified");
    expect(await rowOf(old.domain.id)).toMatchObject({ state: "pending", lastCheckedAt: null });
  });
});

describe("removal", () => {
  it("deletes the row and drops the profile's cached pages", async () => {
    const { domain, profile } = await claimed();
    invalidated.length = 0;
    expect(await removeDomain(profile.id)).toBe(true);
    expect(await rowOf(domain.id)).toBeUndefined();
    expect(invalidated).toEqual([profile.id]);
    expect(await removeDomain(profile.id)).toBe(false);
  });
});

describe("GET /internal/tls/ask", () => {
  const ask = async (query: string) =>
    (await tlsAskResponse(new Request(`${PUBLIC_URL}/internal/tls/ask${query}`))).status;

  it("says yes only for verified and failing domains", async () => {
    const { hostname, domain } = await claimed();
    expect(await ask(`?domain=${hostname}`)).toBe(404);
    await getDb().update(customDomains).set({ state: "verified" }).where(eq(customDomains.id, domain.id));
    expect(await ask(`?domain=${hostname}`)).toBe(200);
    expect(await ask(`?domain=${hostname.toUpperCase()}.`)).toBe(200);
    await getDb().update(customDomains).set({ state: "failing" }).where(eq(customDomains.id, domain.id));
    expect(await ask(`?domain=${hostname}`)).toBe(200);
    expect(await ask(`?domain=unknown-${hostname}`)).toBe(404);
  });

  it("answers 400 to a missing or invalid parameter", async () => {
    expect(await ask("")).toBe(400);
    expect(await ask("?domain=")).toBe(400);
    expect(await ask("?domain=a%20b")).toBe(400);
    expect(await ask("?domain=a.example&domain=b.example")).toBe(400);
  });
});

describe("POST /dashboard/domain", () => {
  async function post(cookie: string, fields: Record<string, string>, lang = "fr") {
    const request = new Request(`${PUBLIC_URL}/dashboard/domain`, {
      method: "POST",
      headers: { Cookie: cookie, "Accept-Language": lang, Origin: PUBLIC_URL },
      body: new URLSearchParams(fields),
    });
    const result = (await handleCustomDomainAction({ request })) as unknown as {
      data: {
        ok: boolean;
        message: string;
        value?: string;
        domain?: { state: string; records: { type: string }[] } | null;
      };
      init: ResponseInit | null;
    };
    return { status: result.init?.status ?? 200, body: result.data };
  }

  it("refuses a public suffix with its reason and the text typed, then adds, checks and removes", async () => {
    const who = await owner();
    const cookie = await signIn(who.email, "secret1");
    const refused = await post(cookie, { intent: "add", hostname: "co.uk" });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ ok: false, value: "co.uk" });
    expect(refused.body.message).toContain("extension publique");

    const hostname = freshHost();
    const added = await post(cookie, { intent: "add", hostname });
    expect(added.status).toBe(200);
    expect(added.body.domain?.state).toBe("pending");
    expect(added.body.domain?.records.map((r) => r.type)).toEqual(["TXT", "CNAME", "A", "AAAA"]);

    const checked = await post(cookie, { intent: "verify" });
    expect(checked.status).toBe(200);
    expect(checked.body.domain).toMatchObject({ state: "pending", lastError: "txt_missing" });

    const removed = await post(cookie, { intent: "remove" });
    expect(removed.body).toMatchObject({ ok: true, domain: null });
    expect(await post(cookie, { intent: "verify" })).toMatchObject({ status: 404 });
  });

  it("explains in English, and refuses an unknown intent", async () => {
    const who = await owner("en");
    const cookie = await signIn(who.email, "secret1");
    const refused = await post(cookie, { intent: "add", hostname: "192.0.2.1" }, "en");
    expect(refused.body.message).toBe("An IP address cannot be used: enter a domain name.");
    expect((await post(cookie, { intent: "steal" })).status).toBe(400);
  });

  it("reads its settings from the environment, and names a bad one", () => {
    expect(customDomainSettings()).toMatchObject({ target: TARGET, ips: [OUR_V4, OUR_V6], dnsTimeoutMs: 200 });
    expect(customDomainSettings({ PUBLIC_URL: "https://Fiable.Example/" })).toMatchObject({
      target: "fiable.example",
      publicHost: "fiable.example",
      ips: [],
      dnsServers: [],
      dnsTimeoutMs: 5000,
    });
    expect(customDomainSettings({ DNS_SERVERS: "127.0.0.1:5353, [::1]:53, 9.9.9.9" }).dnsServers).toEqual([
      "127.0.0.1:5353",
      "[::1]:53",
      "9.9.9.9",
    ]);
    expect(() => parseEnv({ CUSTOM_DOMAIN_IPS: "203.0.113.1, pages.example" })).toThrow(/CUSTOM_DOMAIN_IPS/);
    expect(() => parseEnv({ DNS_SERVERS: "resolver.example" })).toThrow(/DNS_SERVERS/);
    expect(() => parseEnv({ DNS_SERVERS: "127.0.0.1:99999" })).toThrow(/DNS_SERVERS/);
    expect(() => parseEnv({ CUSTOM_DOMAIN_TARGET: "https://pages.example/" })).toThrow(/CUSTOM_DOMAIN_TARGET/);
  });
});
