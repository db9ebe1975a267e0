import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  allocateSlug,
  checkSlugAvailability,
  isAddressTaken,
  isHeldByDeletedAccount,
  LIVE_PROFILE_AT_ADDRESS,
} from "#app/features/address/address.server.ts";
import {
  addressBase,
  addressCandidate,
  askedAddress,
  FALLBACK_SLUG,
  isReservedSlug,
  MAX_SLUG_LENGTH,
  normalizeProfileAddress,
  slugify,
} from "#app/features/address/address.ts";
import { upgradeDraft } from "#app/features/profile-editor/draft.ts";
import { saveProfile } from "#app/features/profile-editor/save-profile.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createUser } from "#db/factories/users.ts";
import { profiles } from "#db/schema.ts";
import { setupAccountsTest } from "../auth/support.ts";

setupAccountsTest();

/*
 * The profile address, one rule at a time (decision 041): the pure rules, then what needs
 * PostgreSQL — allocation, the live check, the look-up and a deleted account's hold.
 */

describe("the pure rules (address.ts)", () => {
  it("normalizes typed text into a slug: accents dropped, spaces and underscores as hyphens, 50 characters", () => {
    expect(slugify("  Élodie  Crème_Studio ")).toBe("elodie-creme-studio");
    expect(slugify("--a--b--")).toBe("a-b");
    expect(slugify("Ça.Marche!")).toBe("camarche");
    expect(slugify("!!!")).toBe("");
    const long = slugify(`${"a".repeat(49)}-bcd`);
    expect(long).toBe("a".repeat(49));
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  });

  it("says what typed text asks for: nothing, a slug, an invalid text or a reserved word", () => {
    expect(askedAddress("   ")).toEqual({ ok: true, slug: "" });
    expect(askedAddress("Atelier Nord")).toEqual({ ok: true, slug: "atelier-nord" });
    expect(askedAddress("???")).toEqual({ ok: false, problem: "invalid" });
    expect(askedAddress(" Dashboard ")).toEqual({ ok: false, problem: "reserved", slug: "dashboard" });
    expect(askedAddress("Sign_In")).toEqual({ ok: false, problem: "reserved", slug: "sign-in" });
    expect(isReservedSlug(" ADMIN ")).toBe(true);
    expect(isReservedSlug("admiral")).toBe(false);
  });

  it("starts allocation at the asked slug, else the name's, else the fallback; candidates keep the max length", () => {
    expect(addressBase("asked", "Léa Morel")).toBe("asked");
    expect(addressBase("", "Léa Morel")).toBe("lea-morel");
    expect(addressBase("", "!!!")).toBe(FALLBACK_SLUG);
    expect(addressCandidate("lea", 0)).toBe("lea");
    expect(addressCandidate("lea", 12)).toBe("lea-12");
    const base = `${"a".repeat(47)}-bb`;
    expect(addressCandidate(base, 3)).toBe(`${"a".repeat(47)}-3`);
    // A cut that ends on a hyphen drops it rather than doubling it.
    expect(addressCandidate(`${"a".repeat(48)}-b`, 1)).toBe(`${"a".repeat(48)}-1`);
    expect(addressCandidate(`${"a".repeat(48)}-b`, 1).length).toBe(MAX_SLUG_LENGTH);
  });

  it("accepts for look-up only what can name a profile (no reserved word, no path, no space)", () => {
    expect(normalizeProfileAddress("Camille-Martin")).toBe("camille-martin");
    expect(normalizeProfileAddress("camille.fr")).toBe("camille.fr");
    for (const bad of [undefined, "", "admin", "../etc", "a b", "-lea", "lea-", "é"]) {
      expect(normalizeProfileAddress(bad), String(bad)).toBe(null);
    }
  });

  it("reads a draft from before the rename: customDomain is the requested slug", () => {
    expect(upgradeDraft({ firstName: "A", customDomain: "mon-adresse" })).toEqual({
      firstName: "A",
      requestedSlug: "mon-adresse",
    });
    expect(upgradeDraft({ requestedSlug: "new", customDomain: "old" })).toEqual({ requestedSlug: "new" });
    expect(upgradeDraft(null)).toBe(null);
  });
});

describe("allocation and availability (address.server.ts)", () => {
  it("skips reserved words and addresses held as another profile's slug or requested address", async () => {
    await createUserWithProfile({ profile: { slug: "nord", requestedSlug: "nord-1" } });
    const me = await createUser();
    expect(await allocateSlug(getDb(), "nord", { userId: me.id })).toBe("nord-2");
    // "admin" itself is reserved; its first free -N is not.
    expect(await allocateSlug(getDb(), "admin", { userId: me.id })).toBe("admin-1");
  });

  it("counts one's own addresses as free, by user (the owner's save) or by profile (the admin's edit)", async () => {
    const { user, profile } = await createUserWithProfile({ profile: { slug: "sud", requestedSlug: "sud-atelier" } });
    expect(await isAddressTaken(getDb(), "sud", { userId: user.id })).toBe(false);
    expect(await isAddressTaken(getDb(), "sud-atelier", { profileId: profile.id })).toBe(false);
    const other = await createUser();
    expect(await isAddressTaken(getDb(), "sud-atelier", { userId: other.id })).toBe(true);
    expect(await allocateSlug(getDb(), "sud", { userId: user.id })).toBe("sud");
  });

  it("answers the live check with what the save then gives", async () => {
    const first = await createUser();
    const second = await createUser();
    expect(await saveProfile(first.id, { firstName: "Ana", requestedSlug: "ouest" })).toMatchObject({ slug: "ouest" });
    const check = await checkSlugAvailability(second.id, "Ouest", "Ana");
    expect(check).toEqual({ status: "taken", requested: "ouest", slug: "ouest-1" });
    expect(await saveProfile(second.id, { firstName: "Ana", requestedSlug: "Ouest" })).toMatchObject({
      slug: "ouest-1",
    });
    expect(await checkSlugAvailability(second.id, "Help", "")).toEqual({ status: "reserved", requested: "help" });
    expect(await checkSlugAvailability(second.id, "", "Ana")).toEqual({ status: "auto", slug: "ana" });
  });

  it("gives one address to one of many concurrent saves and the next free -N to each other", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    const results = await Promise.all(users.map((u) => saveProfile(u.id, { firstName: "X", requestedSlug: "est" })));
    expect(results.map((r) => (r.ok ? r.slug : r.message)).sort()).toEqual(["est", "est-1", "est-2", "est-3", "est-4"]);
    const rows = await getDb().select({ slug: profiles.slug, requested: profiles.requestedSlug }).from(profiles);
    // What each owner asked for is recorded as granted.
    for (const row of rows.filter((r) => r.slug.startsWith("est"))) expect(row.requested).toBe(row.slug);
  });
});

describe("look-up and the hold of a deleted account", () => {
  const lookUp = async (address: string) =>
    (await getPool().query(`select slug from profiles ${LIVE_PROFILE_AT_ADDRESS}`, [address])).rows[0]?.slug ?? null;

  it("finds a live profile at its slug or its requested address", async () => {
    await createUserWithProfile({ profile: { slug: "centre", requestedSlug: "centre-ville" } });
    expect(await lookUp("centre")).toBe("centre");
    expect(await lookUp("centre-ville")).toBe("centre");
    expect(await lookUp("ailleurs")).toBe(null);
  });

  it("holds a deleted account's addresses until it is purged: no page, no allocation to others", async () => {
    const { user, profile } = await createUserWithProfile({ profile: { slug: "parti", requestedSlug: "parti-bis" } });
    await getDb().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, profile.id));
    expect(await lookUp("parti")).toBe(null);
    expect(await isHeldByDeletedAccount("parti")).toBe(true);
    expect(await isHeldByDeletedAccount("parti-bis")).toBe(true);
    const other = await createUser();
    expect(await allocateSlug(getDb(), "parti", { userId: other.id })).toBe("parti-1");
    expect(await allocateSlug(getDb(), "parti-bis", { userId: other.id })).toBe("parti-bis-1");
    // The owner restoring the account finds the address still theirs.
    expect(await allocateSlug(getDb(), "parti", { userId: user.id })).toBe("parti");

    await getDb().delete(profiles).where(eq(profiles.id, profile.id));
    expect(await isHeldByDeletedAccount("parti")).toBe(false);
    expect(await allocateSlug(getDb(), "parti", { userId: other.id })).toBe("parti");
  });
});
