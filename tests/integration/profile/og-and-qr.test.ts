import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getOgImage, ogImageResponse, ogImageVersion } from "#app/features/profile/og-image.server.ts";
import { profileQrResponse } from "#app/features/profile/profile-qr-code.server.ts";
import { getProfileSummary } from "#app/features/reviews/list-public-reviews.server.ts";
import { getMediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import { createOwnerWithLinks, get, PUBLIC_URL, setupProfileTest, signIn } from "./support.ts";

setupProfileTest();

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("the link-preview image", () => {
  it("is a 1200×630 PNG of the profile, cacheable for a year under its current version", async () => {
    const store = getMediaStore();
    const key = newMediaKey("avatars", "png");
    await store.put(
      key,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#e07a5f" } })
        .png()
        .toBuffer(),
      "image/png",
    );
    const { profile } = await createUserWithProfile({
      profile: {
        slug: "og-profile",
        name: "Nadia Rahmani",
        title: "Traductrice",
        avatarKey: key,
        verified: true,
      },
    });
    await createReview(profile.id, { status: "approved", rating: 4 });
    const summary = (await getProfileSummary("og-profile"))!;
    const version = ogImageVersion(summary, "localhost:3000");

    const response = await ogImageResponse("og-profile.png", get(`/og/og-profile.png?v=${version}`), PUBLIC_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });

    const stale = await ogImageResponse("og-profile.png", get("/og/og-profile.png?v=old"), PUBLIC_URL);
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
    const notModified = await ogImageResponse(
      "og-profile.png",
      get("/og/og-profile.png", { "If-None-Match": `"${version}"` }),
      PUBLIC_URL,
    );
    expect(notModified.status).toBe(304);
    expect((await ogImageResponse("nobody.png", get("/og/nobody.png"), PUBLIC_URL)).status).toBe(404);
    expect((await ogImageResponse("og-profile.jpg", get("/og/og-profile.jpg"), PUBLIC_URL)).status).toBe(404);
  });

  it("gets a new version when what it shows changes, and is rendered once per version", async () => {
    const { profile } = await createUserWithProfile({ profile: { slug: "og-versions", name: "Hugo Blanc" } });
    const before = (await getProfileSummary("og-versions"))!;
    await createReview(profile.id, { status: "approved", rating: 5 });
    const after = (await getProfileSummary("og-versions"))!;
    expect(ogImageVersion(after, "h")).not.toBe(ogImageVersion(before, "h"));
    const first = await getOgImage(after, "h");
    expect(await getOgImage(after, "h")).toBe(first);
    await invalidateProfile(profile.id);
    expect(await getOgImage(after, "h")).not.toBe(first);
  });
});

describe("the QR code download", () => {
  it("is for the profile's owner only, as PNG or SVG", async () => {
    const { email, password } = await createOwnerWithLinks("qr-owner");
    const cookie = await signIn(email, password);

    const png = await profileQrResponse(get("/qr-owner/qr?format=png", { Cookie: cookie }), "qr-owner", {
      publicUrl: PUBLIC_URL,
    });
    expect(png.status).toBe(200);
    expect(png.headers.get("Content-Type")).toBe("image/png");
    expect(png.headers.get("Content-Disposition")).toBe('attachment; filename="fiable-qr-owner-qr.png"');
    expect(Buffer.from(await png.arrayBuffer()).subarray(0, 8)).toEqual(PNG_MAGIC);

    const svg = await profileQrResponse(get("/qr-owner/qr?format=svg&inline=1", { Cookie: cookie }), "qr-owner", {
      publicUrl: PUBLIC_URL,
    });
    expect(svg.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(svg.headers.get("Content-Disposition")).toMatch(/^inline;/);
    expect(await svg.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    expect((await profileQrResponse(get("/qr-owner/qr"), "qr-owner", { publicUrl: PUBLIC_URL })).status).toBe(401);
    const other = await createUser({ email: "someone@example.com", password: "secret1" });
    const otherCookie = await signIn(other.email, "secret1");
    const forbidden = await profileQrResponse(get("/qr-owner/qr", { Cookie: otherCookie }), "qr-owner", {
      publicUrl: PUBLIC_URL,
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toBe("Seul le propriétaire de ce profil peut télécharger son QR code.");
    expect(
      (await profileQrResponse(get("/nobody/qr", { Cookie: cookie }), "nobody", { publicUrl: PUBLIC_URL })).status,
    ).toBe(404);
  });
});
