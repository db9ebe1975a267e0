import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { emptyDraft, type ProfileDraft, ProfileDraftSchema, slugify } from "#app/features/profile-editor/draft.ts";
import {
  type EditorActionData,
  editorPageData,
  handleEditorAction,
} from "#app/features/profile-editor/editor-page.server.ts";
import { loadDraft, saveProfile } from "#app/features/profile-editor/save-profile.server.ts";
import { action as uploadAction } from "#app/routes/dashboard/upload.tsx";
import { getDb } from "#db/client.server.ts";
import { profileSkills, profiles, socialLinks, userActivityLogs } from "#db/schema.ts";
import { createProfile } from "#tests/factories/profiles.ts";
import { createUser } from "#tests/factories/users.ts";
import { argsFor, cookieFrom, PUBLIC_URL, setupAccountsTest } from "../auth/support.ts";

setupAccountsTest();

function draft(input: Partial<ProfileDraft> = {}): ProfileDraft {
  return ProfileDraftSchema.parse({ firstName: "Marie", lastName: "Dupont", ...input });
}

async function signedIn(email: string, password = "secret-123") {
  await createUser({ email, name: "Marie Dupont", password });
  const result = await signInWithEmail(argsFor("/auth"), { email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieFrom(result.headers);
}

async function post(body: unknown, cookie?: string) {
  const headers = new Headers({ Origin: PUBLIC_URL, "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${PUBLIC_URL}/dashboard`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ draft: JSON.stringify(body) }).toString(),
  });
  const result = (await handleEditorAction({ request, context: { publicUrl: PUBLIC_URL } })) as unknown as {
    data: EditorActionData;
    init: ResponseInit | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

describe("slug rule", () => {
  it("lower-cases, keeps letters, digits and hyphens, collapses hyphens", () => {
    expect(slugify("Marie  Dupont--Pro!")).toBe("marie-dupont-pro");
    expect(slugify("Élodie Crème")).toBe("elodie-creme");
    expect(slugify("!!!")).toBe("");
  });
});

describe("saveProfile", () => {
  it("creates the profile, then gives the same custom URL to a second user as marie-1", async () => {
    const a = await createUser();
    const b = await createUser();
    const first = await saveProfile(a.id, draft({ customDomain: "marie" }));
    const second = await saveProfile(b.id, draft({ customDomain: "Marie" }));
    expect(first).toMatchObject({ ok: true, slug: "marie", created: true });
    expect(second).toMatchObject({ ok: true, slug: "marie-1" });
    const c = await createUser();
    expect(await saveProfile(c.id, draft({ customDomain: "marie" }))).toMatchObject({ slug: "marie-2" });
    // The owner saving again keeps the address.
    expect(await saveProfile(a.id, draft({ customDomain: "marie" }))).toMatchObject({ slug: "marie", created: false });
  });

  it("normalises the custom URL and derives it from the name when empty", async () => {
    const a = await createUser();
    expect(await saveProfile(a.id, draft({ customDomain: "Marie  Dupont--Pro!" }))).toMatchObject({
      slug: "marie-dupont-pro",
    });
    const b = await createUser();
    expect(
      await saveProfile(b.id, draft({ firstName: "Jean-Luc", lastName: "Émile", customDomain: "" })),
    ).toMatchObject({ slug: "jean-luc-emile" });
  });

  it("refuses reserved words", async () => {
    const a = await createUser();
    expect(await saveProfile(a.id, draft({ customDomain: "admin" }))).toEqual({
      ok: false,
      field: "customDomain",
      message: "editor.errors.slugReserved",
    });
    expect(await saveProfile(a.id, draft({ customDomain: "Dashboard" }))).toMatchObject({ ok: false });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.userId, a.id));
    expect(row).toBeUndefined();
  });

  it("refuses a 21st platform and a javascript: link", async () => {
    const a = await createUser();
    const platforms = Array.from({ length: 21 }, (_, i) => ({ platform: "website", url: `https://e.test/${i}` }));
    expect(await saveProfile(a.id, { ...draft(), platforms })).toMatchObject({
      ok: false,
      message: "editor.errors.tooManyPlatforms",
    });
    expect(
      await saveProfile(a.id, { ...draft(), platforms: [{ platform: "website", url: "javascript:alert(1)" }] }),
    ).toMatchObject({ ok: false, field: "platforms.0.url", message: "editor.errors.linkScheme" });
    expect(await saveProfile(a.id, { ...draft(), platforms: platforms.slice(0, 20) })).toMatchObject({ ok: true });
  });

  it("drops empty links, replaces lists only when the draft has items, leaves verified alone", async () => {
    const a = await createUser();
    const profile = await createProfile(a.id, { slug: "owner-page", verified: true, skills: ["Old"] });
    const result = await saveProfile(
      a.id,
      draft({
        customDomain: "owner-page",
        skills: ["Design", "UX"],
        tools: ["Figma"],
        languages: [
          { name: "Français", code: "fr" },
          { name: "Breton maison", code: "" },
        ],
        faqs: [{ id: "", question: "Délais ?", answer: "Deux semaines.", category: "" }],
        platforms: [
          { platform: "instagram", url: "", title: "", description: "" },
          { platform: "linkedin", url: "https://linkedin.com/in/marie", title: "", description: "" },
          { platform: "email", url: "mailto:marie@example.com", title: "", description: "" },
        ],
      }),
    );
    expect(result).toMatchObject({ ok: true, profileId: profile.id, created: false });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.verified).toBe(true);
    const links = await getDb().select().from(socialLinks).where(eq(socialLinks.profileId, profile.id));
    expect(links.map((l) => l.platform).sort()).toEqual(["email", "linkedin"]);

    const loaded = await loadDraft(a.id);
    expect(loaded!.skills).toEqual(["Design", "UX"]);
    expect(loaded!.tools).toEqual(["Figma"]);
    expect(loaded!.languages).toEqual([
      { name: "Français", code: "fr" },
      { name: "Breton maison", code: "breton maison" },
    ]);
    expect(loaded!.faqs[0]).toMatchObject({ question: "Délais ?", category: "Général" });

    // Empty lists leave the stored ones in place (spec §5).
    await saveProfile(a.id, draft({ customDomain: "owner-page", bio: "Nouvelle bio" }));
    const skills = await getDb().select().from(profileSkills).where(eq(profileSkills.profileId, profile.id));
    expect(skills).toHaveLength(3);
    expect((await loadDraft(a.id))!.bio).toBe("Nouvelle bio");
    const activity = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.userId, a.id));
    expect(activity.map((r) => r.activityType)).toEqual(["profile_updated", "profile_updated"]);
  });

  it("loads a profile whose stored rows the editor would refuse, leaving only those rows out", async () => {
    const a = await createUser();
    const profile = await createProfile(a.id, { slug: `odd-${a.id.slice(0, 8)}`, bio: "Bio gardée" });
    await getDb()
      .insert(socialLinks)
      .values([
        { profileId: profile.id, platform: "phone", url: "tel:call-me-maybe", position: 0 },
        { profileId: profile.id, platform: "website", url: "https://ok.example", position: 1 },
      ]);
    const loaded = await loadDraft(a.id);
    expect(loaded!.bio).toBe("Bio gardée");
    expect(loaded!.platforms.map((p) => p.url)).toEqual(["https://ok.example"]);
  });

  it("logs profile_created for a first save", async () => {
    const a = await createUser();
    await saveProfile(a.id, draft());
    const activity = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.userId, a.id));
    expect(activity.map((r) => r.activityType)).toEqual(["profile_created"]);
  });
});

describe("/dashboard action", () => {
  it("sends an anonymous request to /auth", async () => {
    const thrown = await post(draft()).catch((r: Response) => r);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/auth/);
    const before = (await getDb().select().from(profiles)).length;
    await post(draft({ customDomain: "anonymous-try" })).catch(() => null);
    const after = await getDb().select().from(profiles);
    expect(after).toHaveLength(before);
    expect(after.some((p) => p.slug === "anonymous-try")).toBe(false);
  });

  it("refuses an anonymous image upload", async () => {
    const request = new Request(`${PUBLIC_URL}/dashboard/upload?kind=avatar`, { method: "POST", body: "x" });
    const thrown = await (uploadAction as (args: { request: Request }) => Promise<unknown>)({ request }).catch(
      (r: Response) => r,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/auth/);
  });

  it("saves only the signed-in user's own profile, whatever the request says", async () => {
    const victim = await createUser();
    const victimProfile = await createProfile(victim.id, { slug: "victime", name: "Victor Victime" });
    const cookie = await signedIn("attacker@example.com");
    const crafted = { ...draft({ customDomain: "victime" }), userId: victim.id, profileId: victimProfile.id };
    const result = await post(crafted, cookie);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ status: "saved", slug: "victime-1", publicAddress: `${PUBLIC_URL}/victime-1` });
    const [victimRow] = await getDb().select().from(profiles).where(eq(profiles.id, victimProfile.id));
    expect(victimRow).toMatchObject({ slug: "victime", name: "Victor Victime" });
  });

  it("refuses a javascript: link, a 21st platform and a reserved address with a message", async () => {
    const cookie = await signedIn("owner@example.com");
    const js = await post({ ...draft(), platforms: [{ platform: "website", url: "javascript:alert(1)" }] }, cookie);
    expect(js).toMatchObject({
      status: 400,
      data: { status: "error", message: expect.stringContaining("Lien refusé") },
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ platform: "website", url: `https://e.test/${i}` }));
    expect(await post({ ...draft(), platforms: many }, cookie)).toMatchObject({
      status: 400,
      data: { message: "20 plateformes au maximum." },
    });
    expect(await post(draft({ customDomain: "admin" }), cookie)).toMatchObject({
      status: 400,
      data: { field: "customDomain", message: "Cette adresse est réservée : choisissez-en une autre." },
    });
    const ok = await post(draft({ firstName: "Odile", lastName: "Owner", customDomain: "" }), cookie);
    expect(ok.data).toMatchObject({ status: "saved", slug: "odile-owner", message: "Profil sauvegardé !" });
  });

  it("loads an empty draft prefilled from the account for a new user, the stored one afterwards", async () => {
    const cookie = await signedIn("newbie@example.com");
    const request = () => new Request(`${PUBLIC_URL}/dashboard`, { headers: { Cookie: cookie } });
    const first = (await editorPageData({ request: request(), context: { publicUrl: PUBLIC_URL } })) as unknown as {
      data: { draft: ProfileDraft; slug: string | null };
    };
    expect(first.data.slug).toBeNull();
    expect(first.data.draft).toEqual(emptyDraft({ name: "Marie Dupont", email: "newbie@example.com" }));
    expect(first.data.draft.platforms.map((p) => p.platform)).toEqual([
      "instagram",
      "tiktok",
      "x",
      "snapchat",
      "linkedin",
      "email",
    ]);
    await post(draft({ firstName: "Nina", lastName: "Nouvelle", jobTitle: "Photographe" }), cookie);
    const second = (await editorPageData({ request: request(), context: { publicUrl: PUBLIC_URL } })) as unknown as {
      data: { draft: ProfileDraft; slug: string | null };
    };
    expect(second.data.slug).toBe("nina-nouvelle");
    expect(second.data.draft.jobTitle).toBe("Photographe");
  });
});
