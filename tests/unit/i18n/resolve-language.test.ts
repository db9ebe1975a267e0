import { describe, expect, it } from "vitest";
import { readCookie } from "#app/lib/cookies.ts";
import { directionOf, languageChain, PAGE_LANGUAGE_HEADER } from "#app/services/i18n/config.ts";
import { formatDate, formatNumber } from "#app/services/i18n/format.ts";
import { i18nFor, pickMessages } from "#app/services/i18n/i18n.server.ts";
import { resourcesOf } from "#app/services/i18n/messages.ts";
import {
  languageCookieFromQuery,
  resolveLanguage,
  resolveRequestLanguage,
} from "#app/services/i18n/resolve-language.ts";

const url = (search = "") => `http://localhost/page${search}`;

describe("resolveLanguage", () => {
  it("defaults to French", () => {
    expect(resolveLanguage({ url: url(), cookie: null })).toEqual({ lang: "fr", source: "default" });
  });

  it("uses the cookie over the default", () => {
    expect(resolveLanguage({ url: url(), cookie: "theme=dark; lang=en" })).toEqual({ lang: "en", source: "cookie" });
  });

  it("uses ?lang= over the cookie", () => {
    expect(resolveLanguage({ url: url("?lang=ar"), cookie: "lang=en" })).toEqual({ lang: "ar", source: "query" });
  });

  it("ignores unknown values at each step", () => {
    expect(resolveLanguage({ url: url("?lang=de"), cookie: "lang=en" })).toEqual({ lang: "en", source: "cookie" });
    expect(resolveLanguage({ url: url("?lang="), cookie: "lang=xx" })).toEqual({ lang: "fr", source: "default" });
    expect(resolveLanguage({ url: url("?lang=<script>"), cookie: "lang=%E0%A4%A" })).toEqual({
      lang: "fr",
      source: "default",
    });
  });

  it("accepts upper-case values", () => {
    expect(resolveLanguage({ url: url("?lang=EN"), cookie: null }).lang).toBe("en");
  });

  it("then takes the best of fr, en, ar in Accept-Language, by the browser's order and weights", () => {
    const header = (acceptLanguage: string) => resolveLanguage({ url: url(), cookie: null, acceptLanguage });
    expect(header("en-US,en;q=0.9")).toEqual({ lang: "en", source: "header" });
    expect(header("ar-MA,ar;q=0.9,fr;q=0.8")).toEqual({ lang: "ar", source: "header" });
    expect(header("de-DE,de;q=0.9,en;q=0.5,fr;q=0.7")).toEqual({ lang: "fr", source: "header" });
    expect(header("fr-CA")).toEqual({ lang: "fr", source: "header" });
    expect(header("en;q=0.2, ar;q=0.8")).toEqual({ lang: "ar", source: "header" });
    // None of ours, or nothing usable: the next steps decide.
    expect(header("de-DE,es;q=0.8")).toEqual({ lang: "fr", source: "default" });
    expect(header("en;q=0")).toEqual({ lang: "fr", source: "default" });
    expect(header(";;,=q")).toEqual({ lang: "fr", source: "default" });
    // The visitor's own choices come first.
    expect(resolveLanguage({ url: url(), cookie: "lang=fr", acceptLanguage: "en" }).source).toBe("cookie");
    expect(resolveLanguage({ url: url("?lang=ar"), cookie: null, acceptLanguage: "en" }).lang).toBe("ar");
  });

  it("then the trust page's own language, then French", () => {
    expect(resolveLanguage({ url: url(), cookie: null, pageLanguage: "ar" })).toEqual({ lang: "ar", source: "page" });
    expect(resolveLanguage({ url: url(), cookie: null, acceptLanguage: "de", pageLanguage: "en" })).toEqual({
      lang: "en",
      source: "page",
    });
    expect(resolveLanguage({ url: url(), cookie: null, acceptLanguage: "en", pageLanguage: "ar" }).lang).toBe("en");
    expect(resolveLanguage({ url: url(), cookie: null, pageLanguage: "xx" })).toEqual({
      lang: "fr",
      source: "default",
    });
  });

  it("reads the page's language only from the header the server sets", () => {
    const request = new Request(url(), { headers: { "Accept-Language": "es", [PAGE_LANGUAGE_HEADER]: "en" } });
    expect(resolveRequestLanguage(request)).toEqual({ lang: "en", source: "page" });
  });
});

describe("languageCookieFromQuery", () => {
  const request = (search: string, cookie?: string) =>
    new Request(url(search), { headers: cookie ? { Cookie: cookie } : {} });

  it("keeps a ?lang= choice for a year, on every path", () => {
    const cookie = languageCookieFromQuery(request("?lang=en"), { secure: false });
    expect(cookie).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(languageCookieFromQuery(request("?lang=en"), { secure: true })).toContain("; Secure");
  });

  it("sets nothing without ?lang=, with an unknown one, or when the cookie already agrees", () => {
    expect(languageCookieFromQuery(request(""), { secure: false })).toBeNull();
    expect(languageCookieFromQuery(request("?lang=de"), { secure: false })).toBeNull();
    expect(languageCookieFromQuery(request("?lang=en", "lang=en"), { secure: false })).toBeNull();
    expect(languageCookieFromQuery(request("?lang=fr", "lang=en"), { secure: false })).toContain("lang=fr");
  });
});

describe("readCookie", () => {
  it("finds a cookie among others, decoded", () => {
    expect(readCookie("a=1; lang=fr; b=2", "lang")).toBe("fr");
    expect(readCookie("xlang=en; lang=ar", "lang")).toBe("ar");
    expect(readCookie('lang="en"', "lang")).toBe("en");
    expect(readCookie("a=%20b", "a")).toBe(" b");
  });

  it("returns null when absent or undecodable", () => {
    expect(readCookie(null, "lang")).toBeNull();
    expect(readCookie("", "lang")).toBeNull();
    expect(readCookie("langue=fr", "lang")).toBeNull();
    expect(readCookie("lang=%E0%A4%A", "lang")).toBeNull();
  });
});

describe("languages", () => {
  it("writes Arabic right to left and falls back to French", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
    expect(languageChain("ar")).toEqual(["ar", "fr"]);
    expect(languageChain("fr")).toEqual(["fr"]);
  });

  it("translates on the server: ar → fr → key", () => {
    expect(i18nFor("en").t("nav.blog")).toBe("Blog");
    expect(i18nFor("ar").t("nav.login")).toBe("تسجيل الدخول");
    // Not translated into Arabic: French, isolated so that it keeps its left-to-right order.
    expect(i18nFor("ar").t("diagnostic.rerun")).toBe("\u2066Relancer le diagnostic\u2069");
    expect(i18nFor("fr").t("diagnostic.rerun")).toBe("Relancer le diagnostic");
    // @ts-expect-error an unknown key is a type error, and shows the key at run time
    expect(i18nFor("fr").t("nope.missing")).toBe("nope.missing");
  });

  it("ships only the requested areas, with French alongside Arabic", () => {
    const fr = resourcesOf(pickMessages("fr", ["nav"]));
    expect(Object.keys(fr)).toEqual(["fr"]);
    expect(Object.keys(fr.fr ?? {})).toEqual(["nav"]);
    const ar = resourcesOf(pickMessages("ar", ["nav", "diagnostic"]));
    expect(Object.keys(ar)).toEqual(["ar", "fr"]);
    // Arabic has no diagnostic page texts: only French carries them.
    expect(Object.keys(ar.ar ?? {})).toEqual(["nav"]);
    expect(Object.keys(ar.fr ?? {})).toEqual(["nav", "diagnostic"]);
  });
});

describe("formatDate / formatNumber", () => {
  const date = new Date("2024-01-15T23:30:00Z"); // already the 16th in Paris

  it("formats in the interface language and the product's time zone", () => {
    expect(formatDate(date, "fr")).toBe("16 janvier 2024");
    expect(formatDate(date, "en")).toBe("16 January 2024");
    expect(formatDate(date, "en", { dateStyle: "short", timeZone: "UTC" })).toBe("15/01/2024");
    expect(formatDate("not a date", "fr")).toBe("");
  });

  it("groups digits the local way, with Latin digits in Arabic", () => {
    expect(formatNumber(10000, "fr")).toBe("10\u202f000");
    expect(formatNumber(10000, "en")).toBe("10,000");
    expect(formatNumber(4.9, "fr", { maximumFractionDigits: 1 })).toBe("4,9");
    expect(formatNumber(127, "ar")).toBe("127");
  });
});
