import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { followLink, LINK_CLICK_EVENT, visitorPseudonym } from "#app/features/profile/follow-link.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { analyticsEvents, socialLinks } from "#db/schema.ts";
import { setupProfileTest } from "./support.ts";

setupProfileTest();

const visitor = {
  clientIp: "203.0.113.7",
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};

async function clicks(linkId: string) {
  return getDb()
    .select()
    .from(analyticsEvents)
    .where(
      and(eq(analyticsEvents.eventName, LINK_CLICK_EVENT), sql`${analyticsEvents.properties}->>'linkId' = ${linkId}`),
    );
}

describe("/go/{linkId}", () => {
  it("returns the stored URL and records exactly one click for the profile", async () => {
    const { profile } = await createUserWithProfile({
      profile: { links: [{ platform: "website", url: "https://ines.example/projets" }] },
    });
    const link = profile.links[0]!;
    expect(await followLink(link.id, visitor)).toBe("https://ines.example/projets");
    const rows = await clicks(link.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      profileId: profile.id,
      userId: null,
      properties: { linkId: link.id, platform: "website" },
      sessionId: visitorPseudonym(visitor.clientIp, visitor.userAgent),
    });
    // The pseudonym holds neither the address nor the user agent.
    expect(rows[0]!.sessionId).not.toContain("203.0.113.7");
    // One counted click per address and link per hour (masked-links.test.ts has the rest).
    expect(await followLink(link.id, visitor)).toBe("https://ines.example/projets");
    expect(await clicks(link.id)).toHaveLength(1);
  });

  it("never gives a masked number on a GET: the profile's page at its links, nothing counted", async () => {
    const { profile } = await createUserWithProfile({
      profile: { links: [{ platform: "whatsapp", url: "https://wa.me/33612345678" }] },
    });
    const link = profile.links[0]!;
    expect(await followLink(link.id, visitor)).toBe(`/${profile.slug}#links`);
    expect(await clicks(link.id)).toHaveLength(0);
  });

  it("knows nothing of unknown or malformed ids", async () => {
    expect(await followLink("00000000-0000-4000-8000-000000000000", visitor)).toBe(null);
    expect(await followLink("not-a-uuid", visitor)).toBe(null);
    expect(await followLink("'; drop table social_links; --", visitor)).toBe(null);
  });

  it("never redirects to a javascript: URL, even one already in the database", async () => {
    const { profile } = await createUserWithProfile({
      profile: { links: [{ platform: "custom", url: "https://example.com/ok" }] },
    });
    const link = profile.links[0]!;
    // The schema refuses it…
    await expect(
      getDb().update(socialLinks).set({ url: "javascript:alert(1)" }).where(eq(socialLinks.id, link.id)),
    ).rejects.toThrow();
    // …and should a bad row exist anyway (an older schema, a manual edit), /go refuses it too.
    await getDb().execute(sql`alter table social_links drop constraint social_links_url_scheme`);
    try {
      for (const url of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,x"]) {
        await getDb().update(socialLinks).set({ url }).where(eq(socialLinks.id, link.id));
        expect(await followLink(link.id, visitor), url).toBe(null);
      }
    } finally {
      await getDb().update(socialLinks).set({ url: "https://example.com/ok" }).where(eq(socialLinks.id, link.id));
      await getDb().execute(
        sql`alter table social_links add constraint social_links_url_scheme check (url ~* '^(https?:|mailto:|tel:)')`,
      );
    }
    expect(await clicks(link.id)).toHaveLength(0);
  });
});
