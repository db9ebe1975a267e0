import fc from "fast-check";
import type { CountryCode } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { PLATFORM_CATALOGUE } from "#app/services/platforms/catalogue.ts";
import {
  defaultPhoneCountry,
  type LinkRefusal,
  normalizeLink,
  phoneNumberE164,
} from "#app/services/platforms/normalize-link.ts";

/*
 * Links as people type them (decision 028): each row is what an owner types in
 * the field of one platform, and what is stored — or why it is refused.
 */

const FR = { country: "FR" as CountryCode };
const at = (country: CountryCode) => ({ country });

// [platform, typed, stored] — read with France as the default country.
const ACCEPTED: [string, string, string][] = [
  // Handles, with and without @, per platform.
  ["instagram", "@lea", "https://instagram.com/lea"],
  ["instagram", "lea", "https://instagram.com/lea"],
  ["instagram", "  @lea.dupont_  ", "https://instagram.com/lea.dupont_"],
  ["tiktok", "@lea", "https://www.tiktok.com/@lea"],
  ["tiktok", "lea", "https://www.tiktok.com/@lea"],
  ["twitter", "@lea", "https://twitter.com/lea"],
  ["x", "lea", "https://x.com/lea"],
  ["linkedin", "lea-dupont", "https://www.linkedin.com/in/lea-dupont"],
  ["github", "@lea-dev", "https://github.com/lea-dev"],
  ["youtube", "@LeaDupont", "https://www.youtube.com/@LeaDupont"],
  ["youtube", "LeaDupont", "https://www.youtube.com/@LeaDupont"],
  ["facebook", "lea.dupont", "https://www.facebook.com/lea.dupont"],
  ["snapchat", "@lea", "https://www.snapchat.com/add/lea"],
  ["pinterest", "lea", "https://www.pinterest.com/lea"],
  ["medium", "@lea", "https://medium.com/@lea"],
  ["telegram", "@lea_d", "https://t.me/lea_d"],
  ["twitch", "lea", "https://www.twitch.tv/lea"],
  ["reddit", "lea", "https://www.reddit.com/user/lea"],
  ["stackoverflow", "123456", "https://stackoverflow.com/users/123456"],
  ["bandcamp", "Lea-Music", "https://lea-music.bandcamp.com"],
  ["malt", "leadupont", "https://www.malt.fr/profile/leadupont"],
  ["calendly", "lea-dupont", "https://calendly.com/lea-dupont"],
  ["instagram", "léa", "https://instagram.com/l%C3%A9a"],
  // Addresses without their scheme.
  ["instagram", "instagram.com/lea", "https://instagram.com/lea"],
  ["instagram", "www.instagram.com/lea/", "https://www.instagram.com/lea/"],
  ["instagram", "instagram.com", "https://instagram.com"],
  ["linkedin", "linkedin.com/in/lea-dupont", "https://linkedin.com/in/lea-dupont"],
  ["bandcamp", "lea.bandcamp.com", "https://lea.bandcamp.com"],
  ["website", "exemple.fr", "https://exemple.fr"],
  ["website", "www.exemple.fr/tarifs?ref=fiable", "https://www.exemple.fr/tarifs?ref=fiable"],
  ["website", "//exemple.fr/page", "https://exemple.fr/page"],
  ["website", "exemple.fr:8080/x", "https://exemple.fr:8080/x"],
  ["custom", "mon-portfolio.example/2025", "https://mon-portfolio.example/2025"],
  ["whatsapp", "wa.me/33612345678", "https://wa.me/33612345678"],
  // Signal is not in the catalogue: a number by Signal is a custom link (masked, decision 019).
  ["custom", "signal.me/#p/+33612345678", "https://signal.me/#p/+33612345678"],
  // Full addresses, kept (cleaned by the URL parser).
  ["website", "https://exemple.fr", "https://exemple.fr"],
  ["website", "HTTPS://Exemple.FR/Page", "https://exemple.fr/Page"],
  ["website", "http://exemple.fr/", "http://exemple.fr/"],
  [
    "instagram",
    "https://www.instagram.com/camillemartin.photographie",
    "https://www.instagram.com/camillemartin.photographie",
  ],
  ["whatsapp", "https://api.whatsapp.com/send?phone=33612345678", "https://api.whatsapp.com/send?phone=33612345678"],
  ["custom", "https://exemple.fr/mon portfolio", "https://exemple.fr/mon%20portfolio"],
  // E-mail addresses, on any platform.
  ["email", "lea@exemple.fr", "mailto:lea@exemple.fr"],
  ["email", " Lea.Dupont+pro@exemple.co.uk ", "mailto:Lea.Dupont+pro@exemple.co.uk"],
  ["email", "mailto:lea@exemple.fr", "mailto:lea@exemple.fr"],
  ["email", "MAILTO:lea@exemple.fr?subject=Devis", "mailto:lea@exemple.fr?subject=Devis"],
  ["email", "mailto:lea@exemple.fr?subject=Un devis", "mailto:lea@exemple.fr?subject=Un%20devis"],
  ["custom", "contact@atelier.example", "mailto:contact@atelier.example"],
  ["website", "lea@exemple.fr", "mailto:lea@exemple.fr"],
  // French numbers, national and international forms.
  ["whatsapp", "06 12 34 56 78", "https://wa.me/33612345678"],
  ["whatsapp", "0612345678", "https://wa.me/33612345678"],
  ["whatsapp", "06.12.34.56.78", "https://wa.me/33612345678"],
  ["whatsapp", "+33 6 12 34 56 78", "https://wa.me/33612345678"],
  ["whatsapp", "+33 (0)6 12 34 56 78", "https://wa.me/33612345678"],
  ["whatsapp", "0033 6 12 34 56 78", "https://wa.me/33612345678"],
  ["phone", "01 42 68 53 00", "tel:+33142685300"],
  ["phone", "tel:+33 1 42 68 53 00", "tel:+33142685300"],
  ["phone", "tel:0142685300", "tel:+33142685300"],
  ["phone", "tel:3631", "tel:3631"],
  ["telegram", "06 12 34 56 78", "https://t.me/+33612345678"],
  ["viber", "+33612345678", "https://viber.click/33612345678"],
  ["signal", "06 12 34 56 78", "https://signal.me/#p/+33612345678"],
  ["signal", "+212 6 12 34 56 78", "https://signal.me/#p/+212612345678"],
  ["custom", "+33 6 12 34 56 78", "tel:+33612345678"],
  // Numbers of other countries, typed internationally in France.
  ["whatsapp", "+44 7911 123456", "https://wa.me/447911123456"],
  ["whatsapp", "0044 7911 123456", "https://wa.me/447911123456"],
  ["whatsapp", "+212 661-234567", "https://wa.me/212661234567"],
  ["whatsapp", "00212 6 61 23 45 67", "https://wa.me/212661234567"],
  ["phone", "+1 (415) 555-2671", "tel:+14155552671"],
  ["telegram", "+1 415 555 2671", "https://t.me/+14155552671"],
];

// [platform, typed, reason] — read with France as the default country.
const REFUSED: [string, string, LinkRefusal][] = [
  ["website", "javascript:alert(1)", "scheme"],
  ["custom", "JavaScript:alert(document.cookie)", "scheme"],
  ["website", "data:text/html,<script>alert(1)</script>", "scheme"],
  ["website", "vbscript:msgbox(1)", "scheme"],
  ["custom", "file:///etc/passwd", "scheme"],
  ["whatsapp", "whatsapp://send?phone=33612345678", "scheme"],
  ["custom", "ftp://exemple.fr/fichier", "scheme"],
  ["website", "https:exemple.fr", "address"],
  ["website", "https://", "address"],
  ["website", "https://user:secret@exemple.fr", "address"],
  ["website", "mon site", "address"],
  ["website", "lea", "address"],
  ["custom", "@lea", "address"],
  ["email", "lea", "email"],
  ["email", "lea@exemple", "email"],
  ["email", "mailto:pas une adresse", "email"],
  ["instagram", "lea dupont", "handle"],
  ["instagram", "@", "handle"],
  ["instagram", "06 12 34 56 78", "handle"],
  ["bandcamp", "lea_music", "handle"],
  ["whatsapp", "@lea", "phone"],
  ["whatsapp", "0612", "phone"],
  ["whatsapp", "12 34 56", "phone"],
  ["phone", "tel:+33 6 12", "phone"],
  ["phone", "tel:abc", "phone"],
  ["viber", "lea", "phone"],
  ["signal", "@lea", "phone"],
];

describe("normalizeLink: what is accepted", () => {
  it.each(ACCEPTED)("%s: %j → %s", (platform, typed, stored) => {
    expect(normalizeLink(platform, typed, FR)).toMatchObject({ ok: true, url: stored });
  });

  it.each(ACCEPTED)("%s: %j is stored in a form that normalizes to itself", (platform, typed) => {
    const first = normalizeLink(platform, typed, FR);
    if (!first.ok) throw new Error("refused");
    // Read again in another country: a stored form never depends on the default country.
    expect(normalizeLink(platform, first.url, at("MA"))).toMatchObject({ ok: true, url: first.url });
  });

  it("says how the input was read", () => {
    expect(normalizeLink("instagram", "@lea", FR)).toMatchObject({ kind: "handle" });
    expect(normalizeLink("instagram", "instagram.com/lea", FR)).toMatchObject({ kind: "url" });
    expect(normalizeLink("email", "lea@exemple.fr", FR)).toMatchObject({ kind: "email" });
    expect(normalizeLink("whatsapp", "0612345678", FR)).toMatchObject({ kind: "phone" });
    expect(normalizeLink("whatsapp", "   ", FR)).toEqual({ ok: true, url: "", kind: "empty" });
  });
});

describe("every platform of the catalogue", () => {
  it.each(PLATFORM_CATALOGUE.map((p) => [p.id, p.placeholder.replace("{handle}", "lea")]))(
    "%s: its example address %s is kept as it is",
    (platform, example) => {
      if (example === "https://") return; // the custom link's placeholder is no address
      expect(normalizeLink(platform, example, FR)).toMatchObject({ ok: true, url: example });
    },
  );

  it("takes @lea where profiles have addresses, and says what it expected elsewhere", () => {
    const expected: Record<string, LinkRefusal> = {
      email: "email",
      website: "address",
      custom: "address",
      whatsapp: "phone",
      phone: "phone",
      viber: "phone",
      signal: "phone",
    };
    for (const { id } of PLATFORM_CATALOGUE) {
      const result = normalizeLink(id, "@lea", FR);
      if (expected[id]) expect(result, id).toEqual({ ok: false, reason: expected[id] });
      else
        expect(result, id).toMatchObject({ ok: true, kind: "handle", url: expect.stringMatching(/^https:\/\/.*lea/) });
    }
  });
});

describe("normalizeLink: what is refused", () => {
  it.each(REFUSED)("%s: %j is refused (%s)", (platform, typed, reason) => {
    expect(normalizeLink(platform, typed, FR)).toMatchObject({ ok: false, reason });
  });

  it("names the refused scheme, in lower case", () => {
    expect(normalizeLink("website", "JavaScript:alert(1)", FR)).toEqual({
      ok: false,
      reason: "scheme",
      scheme: "javascript",
    });
  });

  it("refuses a link longer than 2,000 characters", () => {
    expect(normalizeLink("website", `exemple.fr/${"a".repeat(2000)}`, FR)).toMatchObject({ ok: false });
  });

  it("never stores anything but http(s), mailto: and tel: (the database's check)", () => {
    const inputs = [...ACCEPTED.map((row) => row[1]), ...REFUSED.map((row) => row[1]), "@lea", "lea", "0612345678"];
    for (const platform of PLATFORM_CATALOGUE) {
      for (const typed of inputs) {
        const result = normalizeLink(platform.id, typed, FR);
        if (result.ok && result.url !== "")
          expect(result.url, `${platform.id}: ${typed}`).toMatch(/^(https?:|mailto:|tel:)/);
      }
    }
  });
});

describe("any input", () => {
  it("never throws, and what it accepts is http(s), mailto: or tel: within 2,000 characters", () => {
    const typed = fc.oneof(
      fc.string({ unit: "grapheme-composite", maxLength: 80 }),
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.stringMatching(/^[+@]?[\w.:/@ ()#?%-]{0,60}$/),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORM_CATALOGUE.map((p) => p.id)), typed, (platform, input) => {
        const result = normalizeLink(platform, input, FR);
        if (result.ok && result.url !== "") {
          expect(result.url).toMatch(/^(https?:\/\/|mailto:|tel:)\S+$/);
          expect(result.url.length).toBeLessThanOrEqual(2000);
        }
      }),
      { seed: 18, numRuns: 2000 },
    );
  });
});

describe("national numbers follow the default country", () => {
  const NATIONAL: [CountryCode, string, string, string][] = [
    ["FR", "whatsapp", "06 12 34 56 78", "https://wa.me/33612345678"],
    ["GB", "whatsapp", "07911 123456", "https://wa.me/447911123456"],
    ["GB", "phone", "020 7946 0958", "tel:+442079460958"],
    ["MA", "whatsapp", "06 61 23 45 67", "https://wa.me/212661234567"],
    ["MA", "phone", "0522-123456", "tel:+212522123456"],
    ["US", "whatsapp", "(415) 555-2671", "https://wa.me/14155552671"],
    ["US", "phone", "415.555.2671", "tel:+14155552671"],
  ];
  it.each(NATIONAL)("in %s, %s %j → %s", (country, platform, typed, stored) => {
    expect(normalizeLink(platform, typed, at(country))).toMatchObject({ ok: true, url: stored });
  });

  it("reads one national number differently by country, and refuses it where it is no number", () => {
    expect(normalizeLink("whatsapp", "0612345678", at("MA"))).toMatchObject({ url: "https://wa.me/212612345678" });
    expect(normalizeLink("whatsapp", "(415) 555-2671", FR)).toMatchObject({ ok: false, reason: "phone" });
  });

  it("E.164 from any usual form", () => {
    expect(phoneNumberE164("+33 6 12 34 56 78", "GB")).toBe("+33612345678");
    expect(phoneNumberE164("06 12", "FR")).toBeNull();
  });

  it("the default country: the owner's when known, else the interface language's", () => {
    expect(defaultPhoneCountry("fr")).toBe("FR");
    expect(defaultPhoneCountry("en")).toBe("GB");
    expect(defaultPhoneCountry("ar")).toBe("MA");
    expect(defaultPhoneCountry("de")).toBe("FR");
    expect(defaultPhoneCountry("fr", "BE")).toBe("BE");
    expect(defaultPhoneCountry("fr", "not a country")).toBe("FR");
  });
});
