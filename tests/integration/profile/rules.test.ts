import { describe, expect, it } from "vitest";
import { isReservedSlug, normalizeProfileAddress, RESERVED_SLUGS } from "#app/features/address/address.ts";
import {
  isPrivateNumberLink,
  phoneNumberOf,
  safeLinkUrl,
  toPublicLink,
  USER_LINK_REL,
} from "#app/features/profile/link-visibility.ts";
import { roundRating } from "#app/features/reviews/index.ts";
import { detectContentLanguage } from "#app/lib/user-text.ts";
import {
  findLanguage,
  LANGUAGE_CATALOGUE,
  languageCountry,
  languageName,
  POPULAR_LANGUAGES,
  storedLanguageName,
} from "#app/services/languages/catalogue.ts";
import { getPlatform, PLATFORM_CATALOGUE, POPULAR_PLATFORMS } from "#app/services/platforms/catalogue.ts";

const link = (platform: string, url: string, extra: { title?: string; description?: string } = {}) => ({
  id: "6a1f0f3e-0b6c-4c55-9a53-2d1b1c0c0a01",
  platform,
  url,
  title: extra.title ?? null,
  description: extra.description ?? null,
});

describe("the link visibility rule", () => {
  it("masks every kind of phone-number link for a visitor: no URL, title, description or number", () => {
    const privateLinks = [
      link("whatsapp", "https://wa.me/33612345678", { title: "+33 6 12 34 56 78" }),
      link("phone", "tel:+33612345678", { description: "06 12 34 56 78" }),
      link("custom", "https://api.whatsapp.com/send?phone=33612345678"),
      link("website", "tel:0612345678"),
      link("viber", "https://viber.click/33612345678"),
      link("telegram", "https://t.me/+33612345678"),
      link("custom", "https://signal.me/#p/+33612345678"),
    ];
    for (const stored of privateLinks) {
      expect(isPrivateNumberLink(stored), stored.url).toBe(true);
      const visible = toPublicLink(stored, { isOwner: false });
      expect(visible.masked).toBe(true);
      expect(visible.href).toBe(`/go/${stored.id}`);
      expect(JSON.stringify(visible)).not.toMatch(/6\D?12\D?34\D?56\D?78/);
    }
  });

  it("gives the owner the real URL and number", () => {
    const visible = toPublicLink(link("whatsapp", "https://wa.me/33612345678"), { isOwner: true });
    expect(visible).toMatchObject({ masked: false, href: "https://wa.me/33612345678", number: "+33612345678" });
    expect(phoneNumberOf("tel:+33%206%2012")).toBe(null);
    expect(phoneNumberOf("tel:+33612345678")).toBe("+33612345678");
    expect(phoneNumberOf("https://api.whatsapp.com/send?phone=33612345678")).toBe("+33612345678");
    expect(phoneNumberOf("https://signal.me/#p/+33612345678")).toBe("+33612345678");
    // A Signal username link is no number.
    expect(isPrivateNumberLink(link("custom", "https://signal.me/#eu/ines.42"))).toBe(false);
  });

  it("sends visitors' clicks on other links through /go, showing only the host", () => {
    const visible = toPublicLink(link("website", "https://www.ines.example/projets?ref=x"), { isOwner: false });
    expect(visible).toMatchObject({
      href: "/go/6a1f0f3e-0b6c-4c55-9a53-2d1b1c0c0a01",
      host: "ines.example",
      masked: false,
    });
    expect(JSON.stringify(visible)).not.toContain("projets");
    expect(toPublicLink(link("instagram", "https://instagram.com/x"), { isOwner: false }).iconRow).toBe(true);
  });

  it("lets only http, https, mailto and tel URLs through", () => {
    expect(safeLinkUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(safeLinkUrl("mailto:a@example.com")).toBe("mailto:a@example.com");
    expect(safeLinkUrl("tel:+33612345678")).toBe("tel:+33612345678");
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "https:",
      "//evil",
      "file:///etc/passwd",
    ]) {
      expect(safeLinkUrl(bad), bad).toBe(null);
    }
    const visible = toPublicLink(link("custom", "javascript:alert(1)"), { isOwner: true });
    expect(visible.href).toBe(null);
    expect(USER_LINK_REL).toBe("noopener noreferrer nofollow ugc");
  });
});

describe("reserved words", () => {
  it("include the product's routes and never resolve to a profile", () => {
    for (const word of ["auth", "dashboard", "blog", "admin", "demo", "help", "api", "go", "og", "legal", "media"]) {
      expect(isReservedSlug(word), word).toBe(true);
      expect(normalizeProfileAddress(word)).toBe(null);
    }
    expect(RESERVED_SLUGS.size).toBeGreaterThan(40);
    expect(normalizeProfileAddress("Camille-Martin")).toBe("camille-martin");
    expect(normalizeProfileAddress("camille.fr")).toBe("camille.fr");
    expect(normalizeProfileAddress("../etc")).toBe(null);
    expect(normalizeProfileAddress("a b")).toBe(null);
  });
});

describe("catalogues", () => {
  it("has 50 platforms, 17 popular ones, and unknown ids as custom links", () => {
    expect(PLATFORM_CATALOGUE).toHaveLength(50);
    expect(POPULAR_PLATFORMS.map((p) => p.id)).toEqual([
      "instagram",
      "tiktok",
      "facebook",
      "twitter",
      "linkedin",
      "youtube",
      "snapchat",
      "pinterest",
      "github",
      "behance",
      "dribbble",
      "spotify",
      "soundcloud",
      "whatsapp",
      "email",
      "website",
      "calendly",
    ]);
    expect(new Set(PLATFORM_CATALOGUE.map((p) => p.id)).size).toBe(50);
    expect(getPlatform("nope").id).toBe("custom");
  });

  it("has 77 languages with 16 popular ones, found by code or French name", () => {
    expect(LANGUAGE_CATALOGUE).toHaveLength(77);
    expect(POPULAR_LANGUAGES.map((l) => l.code)).toEqual([
      "fr",
      "en",
      "es",
      "de",
      "it",
      "pt",
      "ru",
      "zh",
      "ja",
      "ko",
      "ar",
      "hi",
      "nl",
      "sv",
      "no",
      "da",
    ]);
    expect(findLanguage({ code: "français" })?.code).toBe("fr");
    expect(findLanguage({ code: "xx", name: "Anglais" })?.nativeName).toBe("English");
    expect(languageCountry({ code: "fr" })).toBe("FR");
    expect(languageCountry({ code: "cy" })).toBe("GB-WLS");
    expect(languageCountry({ name: "Klingon" })).toBeNull();
  });

  it("names languages in the interface language (Intl.DisplayNames), free text as typed", () => {
    expect(languageName("en", "fr-FR")).toBe("Anglais");
    expect(languageName("de", "en-GB")).toBe("German");
    expect(languageName("fr", "ar-u-nu-latn")).toBe("الفرنسية");
    expect(["fr", "en", "ar"].map((code) => languageName(code, code))).toEqual(["Français", "English", "العربية"]);
    expect(storedLanguageName({ code: "es", name: "Espagnol" }, "en-GB")).toBe("Spanish");
    expect(storedLanguageName({ code: "", name: "Klingon" }, "ar")).toBe("Klingon");
    expect(storedLanguageName({ code: "ber", name: "Berbère (tamazight)" }, "fr-FR")).toBe("Berbère (tamazight)");
  });
});

describe("small rules", () => {
  it("rounds the mean to one decimal and detects Arabic profiles", () => {
    expect(roundRating(4.84)).toBe(4.8);
    expect(roundRating(4.85)).toBe(4.9);
    expect(roundRating(null)).toBe(null);
    expect(detectContentLanguage(["سلمى بنعلي", "خبيرة مكياج"])).toBe("ar");
    expect(detectContentLanguage(["Camille Martin", "Photographe"])).toBe(null);
  });
});
