import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import type { BrandingActionData } from "#app/features/profile-editor/branding-schema.ts";
import { handleBrandingSave } from "#app/features/profile-editor/save-branding.server.ts";
import { readProfile } from "#app/features/public-api/queries.server.ts";
import * as profileRoute from "#app/routes/public-profile.tsx";
import * as reviewsRoute from "#app/routes/public-profile-reviews.tsx";
import * as wallRoute from "#app/routes/public-profile-wall.tsx";
import { onProfileInvalidated } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { createProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import { profileBranding } from "#db/schema.ts";
import { argsFor, cookieFrom, PUBLIC_URL, setupAccountsTest } from "../auth/support.ts";
import { type RouteModule, renderPage } from "../render-page.ts";

/*
 * Page branding (decision 045) on a real PostgreSQL: POST /dashboard/branding enforces the
 * rule of app/services/theme/branding.ts (a refusal is a localized 400 and stores nothing),
 * drops the profile's cached pages, and the trust page, its reviews, its wall and the read
 * API the widget uses carry the theme.
 */

setupAccountsTest();

let stopListening: (() => void) | null = null;
afterEach(() => {
  stopListening?.();
  stopListening = null;
});

async function owner({ avatarKey = null as string | null } = {}) {
  const email = `lea-${crypto.randomUUID()}@example.com`;
  const user = await createUser({ email, name: "Léa Garnier", password: "secret-123" });
  const slug = `lea-${crypto.randomUUID().slice(0, 8)}`;
  const profile = await createProfile(user.id, { name: "Léa Garnier", slug, avatarKey });
  const result = await signInWithEmail(argsFor("/auth"), { email, password: "secret-123" });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return { user, profile, slug, cookie: cookieFrom(result.headers) };
}

const FORM = {
  accentColor: "#1d4ed8",
  background: "plain",
  fontPair: "modern",
  corners: "square",
  colorScheme: "auto",
};

async function save(cookie: string, fields: Record<string, string>, lang: "fr" | "en" | "ar" = "fr") {
  const request = new Request(`${PUBLIC_URL}/dashboard/branding`, {
    method: "POST",
    headers: {
      Origin: PUBLIC_URL,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; lang=${lang}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
  const result = (await handleBrandingSave({ request })) as unknown as {
    data: BrandingActionData;
    init: ResponseInit | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

const stored = async (profileId: string) =>
  getDb().select().from(profileBranding).where(eq(profileBranding.profileId, profileId));

describe("POST /dashboard/branding", () => {
  it("stores an accepted theme and drops the profile's cached pages", async () => {
    const { profile, cookie } = await owner();
    const invalidated: string[] = [];
    stopListening = onProfileInvalidated((id) => invalidated.push(id));
    const result = await save(cookie, FORM);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, toast: "Apparence enregistrée !" });
    expect(await stored(profile.id)).toMatchObject([
      { accentColor: "#1d4ed8", background: "plain", fontPair: "modern", corners: "square", colorScheme: "auto" },
    ]);
    expect(invalidated).toContain(profile.id);
  });

  it("refuses a low-contrast colour with its measured ratio, in the interface's language, and stores nothing", async () => {
    const { profile, cookie } = await owner();
    const invalidated: string[] = [];
    stopListening = onProfileInvalidated((id) => invalidated.push(id));
    const fr = await save(cookie, { ...FORM, accentColor: "#ffffff" });
    expect(fr.status).toBe(400);
    expect(fr.data).toEqual({
      ok: false,
      field: "accentColor",
      toast: "Contraste insuffisant : 1,0:1 (minimum 4,5:1)",
    });
    const en = await save(cookie, { ...FORM, accentColor: "#facc15" }, "en");
    expect(en).toMatchObject({ status: 400, data: { toast: "Insufficient contrast: 1.4:1 (minimum 4.5:1)" } });
    const ar = await save(cookie, { ...FORM, accentColor: "#facc15" }, "ar");
    expect(ar).toMatchObject({ status: 400, data: { toast: "تباين غير كافٍ: 1.4:1 (الحد الأدنى 4.5:1)" } });
    expect(await stored(profile.id)).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it("refuses what is not a colour, an unknown font and a cover without a photo (4xx, nothing saved)", async () => {
    const { profile, cookie } = await owner();
    expect(await save(cookie, { ...FORM, accentColor: "bleu" })).toMatchObject({
      status: 400,
      data: { ok: false, field: "accentColor", toast: "Couleur invalide : saisissez un code comme #1d4ed8." },
    });
    expect(await save(cookie, { ...FORM, fontPair: "comic-sans" }, "en")).toMatchObject({
      status: 400,
      data: { ok: false, field: "fontPair", toast: "Unknown font: choose one of the fonts offered." },
    });
    expect(await save(cookie, { ...FORM, background: "cover" })).toMatchObject({
      status: 400,
      data: { ok: false, field: "background" },
    });
    expect(await stored(profile.id)).toEqual([]);
  });

  it("refuses a signed-out request with 401 and a cross-site one with 403", async () => {
    const { cookie } = await owner();
    expect((await save("", FORM)).status).toBe(401);
    const crossSite = new Request(`${PUBLIC_URL}/dashboard/branding`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(FORM).toString(),
    });
    const answer = (await handleBrandingSave({ request: crossSite })) as unknown as { init: ResponseInit | null };
    expect(answer.init?.status).toBe(403);
  });
});

describe("the rendered pages carry the theme", () => {
  it("the trust page, its reviews list and its wall put the custom properties on their root; the footer stays", async () => {
    const { profile, slug, cookie } = await owner();
    await createReview(profile.id, { status: "approved" });
    expect((await save(cookie, { ...FORM, colorScheme: "light" })).status).toBe(200);
    for (const [module, pattern, path] of [
      [profileRoute, ":slug", `/${slug}`],
      [reviewsRoute, ":slug/reviews", `/${slug}/reviews`],
      [wallRoute, ":slug/wall", `/${slug}/wall`],
    ] as const) {
      const page = await renderPage(module as unknown as RouteModule, `/${pattern}`, path);
      if (page.kind !== "html") throw new Error(`${path}: ${page.kind}`);
      expect(page.status, path).toBe(200);
      const root = page.html.match(/<div[^>]*data-testid="branded-root"[^>]*>/)?.[0] ?? "";
      expect(root, path).toContain("--brand-accent:#1d4ed8");
      expect(root, path).toContain("--brand-on-accent:#ffffff");
      expect(root, path).toContain("--radius:0px");
      expect(root, path).toContain("Montserrat Variable");
      expect(root, path).toContain('data-brand-accent=""');
      // The font pair is ours (its stylesheet, hoisted into <head>, is checked in tests/e2e/branding.spec.ts).
      expect(root, path).toContain('data-brand-font="modern"');
      expect(page.html, path).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
      expect(page.html, path).toContain('data-testid="made-with"');
    }
  });

  it("a page without branding renders as before: no custom properties", async () => {
    const { slug } = await owner();
    const page = await renderPage(profileRoute as unknown as RouteModule, "/:slug", `/${slug}`);
    if (page.kind !== "html") throw new Error(page.kind);
    const root = page.html.match(/<div[^>]*data-testid="branded-root"[^>]*>/)?.[0] ?? "";
    expect(root).not.toContain("--brand-accent");
    expect(root).not.toContain("style=");
  });

  it("the read API the widget uses gives the accent per scheme and the corners", async () => {
    const { slug, cookie } = await owner();
    expect((await save(cookie, FORM)).status).toBe(200);
    const found = await readProfile(slug, PUBLIC_URL);
    expect(found?.body.theme).toMatchObject({
      accent: {
        light: "#1d4ed8",
        onLight: "#ffffff",
        dark: expect.stringMatching(/^#[0-9a-f]{6}$/),
        onDark: "#000000",
      },
      corners: "square",
      colorScheme: "auto",
      fontPair: "modern",
    });
  });
});
