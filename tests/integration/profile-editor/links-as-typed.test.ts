import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { isPrivateNumberLink, toPublicLink } from "#app/features/profile/link-visibility.ts";
import { type ProfileDraft, ProfileDraftSchema } from "#app/features/profile-editor/draft.ts";
import { type EditorActionData, handleEditorSave } from "#app/features/profile-editor/editor-page.server.ts";
import { loadDraft } from "#app/features/profile-editor/save-profile.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { profiles, socialLinks } from "#db/schema.ts";
import { argsFor, cookieFrom, PUBLIC_URL, setupAccountsTest } from "../auth/support.ts";

/*
 * Links as people type them (decision 028), through POST /dashboard/save on a real
 * PostgreSQL: the server normalizes every link before storing it, reads national numbers in
 * the interface language's country, and refuses what it cannot understand with a 400 in the
 * interface's language.
 */

setupAccountsTest();

const draft = (platforms: { platform: string; url: string }[]): ProfileDraft =>
  ProfileDraftSchema.parse({ firstName: "Léa", lastName: "Garnier", requestedSlug: "", platforms });

async function signedIn() {
  const email = `lea-${crypto.randomUUID()}@example.com`;
  const user = await createUser({ email, name: "Léa Garnier", password: "secret-123" });
  const result = await signInWithEmail(argsFor("/auth"), { email, password: "secret-123" });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return { user, cookie: cookieFrom(result.headers) };
}

/** The editor's Save, in the interface language `lang` (its cookie, as the switcher sets it). */
async function save(body: unknown, cookie: string, lang: "fr" | "en" | "ar" = "fr") {
  const request = new Request(`${PUBLIC_URL}/dashboard/save`, {
    method: "POST",
    headers: {
      Origin: PUBLIC_URL,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; lang=${lang}`,
    },
    body: new URLSearchParams({ draft: JSON.stringify(body) }).toString(),
  });
  const result = (await handleEditorSave({ request, context: { publicUrl: PUBLIC_URL } })) as unknown as {
    data: EditorActionData;
    init: ResponseInit | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

async function storedLinks(userId: string) {
  const [profile] = await getDb().select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) return [];
  return getDb()
    .select({ id: socialLinks.id, platform: socialLinks.platform, url: socialLinks.url })
    .from(socialLinks)
    .where(eq(socialLinks.profileId, profile.id))
    .orderBy(asc(socialLinks.position));
}

describe("saving links as typed", () => {
  it("stores @lea on Instagram as https://instagram.com/lea, a French number as E.164, an e-mail as mailto:", async () => {
    const { user, cookie } = await signedIn();
    const result = await save(
      draft([
        { platform: "instagram", url: "@lea" },
        { platform: "whatsapp", url: "06 12 34 56 78" },
        { platform: "email", url: "lea@exemple.fr" },
        { platform: "website", url: "lea-garnier.example" },
      ]),
      cookie,
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      status: "saved",
      linkUrls: {
        instagram: "https://instagram.com/lea",
        whatsapp: "https://wa.me/33612345678",
        email: "mailto:lea@exemple.fr",
        website: "https://lea-garnier.example",
      },
    });
    const rows = await storedLinks(user.id);
    expect(rows.map((row) => [row.platform, row.url])).toEqual([
      ["instagram", "https://instagram.com/lea"],
      ["whatsapp", "https://wa.me/33612345678"],
      ["email", "mailto:lea@exemple.fr"],
      ["website", "https://lea-garnier.example"],
    ]);

    // The WhatsApp number stays masked for visitors (decision 019); its owner sees it.
    const whatsapp = { ...rows[1]!, title: null, description: null };
    expect(isPrivateNumberLink(whatsapp)).toBe(true);
    expect(toPublicLink(whatsapp, { isOwner: false })).toMatchObject({ masked: true, href: `/go/${whatsapp.id}` });
    expect(toPublicLink(whatsapp, { isOwner: true })).toMatchObject({ number: "+33612345678" });

    // The editor gets the stored forms back; saving them again changes nothing and keeps the rows.
    const reloaded = await loadDraft(user.id);
    expect(reloaded?.platforms.map((p) => p.url)).toEqual(rows.map((row) => row.url));
    const again = await save(reloaded, cookie);
    expect(again.data).toMatchObject({ status: "saved", linkIds: { instagram: rows[0]!.id, whatsapp: rows[1]!.id } });
    expect(await storedLinks(user.id)).toEqual(rows);
  });

  it("reads a national number in the interface language's country: English → GB, Arabic → MA", async () => {
    const { user, cookie } = await signedIn();
    expect(await save(draft([{ platform: "whatsapp", url: "07911 123456" }]), cookie, "en")).toMatchObject({
      status: 200,
      data: { linkUrls: { whatsapp: "https://wa.me/447911123456" } },
    });
    expect(await save(draft([{ platform: "phone", url: "06 61 23 45 67" }]), cookie, "ar")).toMatchObject({
      status: 200,
      data: { linkUrls: { phone: "tel:+212661234567" } },
    });
    // An international number is the same whatever the language.
    expect(await save(draft([{ platform: "telegram", url: "+33 6 12 34 56 78" }]), cookie, "en")).toMatchObject({
      data: { linkUrls: { telegram: "https://t.me/+33612345678" } },
    });
    expect((await storedLinks(user.id)).map((row) => row.url)).toEqual(["https://t.me/+33612345678"]);
  });

  it("refuses a javascript: link with a 400 in the interface's language, and stores nothing of the draft", async () => {
    const { user, cookie } = await signedIn();
    await save(draft([{ platform: "instagram", url: "@lea" }]), cookie);
    const before = await storedLinks(user.id);

    const js = await save(
      draft([
        { platform: "instagram", url: "@lea" },
        { platform: "website", url: "javascript:alert(document.cookie)" },
      ]),
      cookie,
    );
    expect(js).toEqual({
      status: 400,
      data: {
        status: "error",
        reason: "invalid",
        field: "platforms.1.url",
        message:
          "Lien refusé : les adresses « javascript: » ne sont pas acceptées. Indiquez une adresse web, un e-mail ou un numéro de téléphone.",
      },
    });
    const english = await save(draft([{ platform: "custom", url: "data:text/html,<b>x</b>" }]), cookie, "en");
    expect(english).toMatchObject({ status: 400, data: { message: expect.stringContaining('"data:" addresses') } });
    const arabic = await save(draft([{ platform: "custom", url: "vbscript:x" }]), cookie, "ar");
    expect(arabic).toMatchObject({ status: 400, data: { message: expect.stringContaining("رابط مرفوض") } });
    expect(await storedLinks(user.id)).toEqual(before);
  });

  it("refuses what it cannot understand, saying what it expected", async () => {
    const { cookie } = await signedIn();
    const refusal = async (platform: string, url: string, lang: "fr" | "en" = "fr") =>
      (await save(draft([{ platform, url }]), cookie, lang)).data;
    expect(await refusal("whatsapp", "06 12")).toMatchObject({
      field: "platforms.0.url",
      message: expect.stringContaining("Numéro incompris"),
    });
    // A French national number read in the United Kingdom is no number: the English interface asks for the code.
    expect(await refusal("whatsapp", "06 12 34 56 78", "en")).toMatchObject({
      message: expect.stringContaining("with the country code"),
    });
    expect(await refusal("email", "lea")).toMatchObject({
      message: expect.stringContaining("Adresse e-mail incomprise"),
    });
    expect(await refusal("instagram", "léa garnier")).toMatchObject({
      message: expect.stringContaining("Nom d'utilisateur incompris"),
    });
    expect(await refusal("website", "mon site")).toMatchObject({
      message: expect.stringContaining("Adresse incomprise"),
    });
  });
});
