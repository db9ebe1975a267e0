import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import { getPlatform, MAX_LINK_LENGTH } from "./catalogue.ts";

/*
 * THE rule for what an owner may type as a link (decision 028), shared by the
 * editor (the « Sera enregistré comme : … » line under the field, as the owner types) and
 * the server (saveProfile normalizes every link again before storing it, and refuses what
 * this refuses). Pure: no I/O, no React, so that both sides give the same answer.
 *
 * What is understood, for the platform the owner picked:
 * - a full web address (http/https), kept as typed (cleaned by the URL parser);
 * - a web address without its scheme (`instagram.com/lea`, `www.exemple.fr`) → https://…;
 * - an e-mail address → `mailto:`; `mailto:` and `tel:` addresses;
 * - `@lea` or `lea` on a platform with profile addresses → the platform's address;
 * - a phone number, national (`06 12 34 56 78`, read in the default country) or
 *   international (`+33 …`, `0033 …`), on WhatsApp, phone, Telegram, Viber and custom
 *   links → E.164 inside the platform's address (`https://wa.me/33612345678`,
 *   `tel:+33612345678`, `https://t.me/+33612345678`, `https://viber.click/33612345678`).
 * Every stored form comes back unchanged when normalized again.
 *
 * Anything else is refused with a reason the editor says in plain words; `javascript:`,
 * `data:`, `vbscript:`, `file:` and every scheme but http(s), mailto and tel stay refused
 * (the database's `social_links_url_scheme` check says the same).
 */

/** Why a link is refused; each has its text under `editor.errors.link.*`. */
export type LinkRefusal = "scheme" | "email" | "phone" | "handle" | "address";

export type NormalizedLink =
  | {
      ok: true;
      /** What will be stored ("" for an empty field: no link). */
      url: string;
      /** How the input was read. */
      kind: "empty" | "url" | "email" | "phone" | "handle";
    }
  | {
      ok: false;
      reason: LinkRefusal;
      /** The refused scheme ("javascript"), for reason "scheme". */
      scheme?: string;
    };

export interface NormalizeLinkOptions {
  /** Where a national phone number (no +, no 00) is read (ISO 3166 alpha-2). */
  country: CountryCode;
}

/**
 * The country a national phone number is read in: the owner's country when the profile
 * knows it (it does not yet: no such field), else the interface language's main country
 * among Fiable's users — French → France, English → United Kingdom (Fiable's English
 * speakers are mostly in Europe; a US number is typed with +1), Arabic → Morocco.
 */
export function defaultPhoneCountry(language: string, ownerCountry?: string | null): CountryCode {
  if (ownerCountry && /^[A-Z]{2}$/.test(ownerCountry)) return ownerCountry as CountryCode;
  return LANGUAGE_COUNTRIES[language] ?? "FR";
}

const LANGUAGE_COUNTRIES: Record<string, CountryCode> = { fr: "FR", en: "GB", ar: "MA" };

/** How a phone number is built into each platform that takes one. */
const NUMBER_URLS: Record<string, (e164: string) => string> = {
  whatsapp: (e164) => `https://wa.me/${e164.slice(1)}`,
  phone: (e164) => `tel:${e164}`,
  telegram: (e164) => `https://t.me/${e164}`,
  viber: (e164) => `https://viber.click/${e164.slice(1)}`,
  signal: (e164) => `https://signal.me/#p/${e164}`,
  // A custom link typed as a number is a phone call (masked like the phone platform).
  custom: (e164) => `tel:${e164}`,
};

/** Platforms whose only sensible input is a number (a handle means nothing there). */
const NUMBER_ONLY = new Set(["whatsapp", "phone", "viber", "signal"]);

/** Platforms without profile addresses: a name typed alone means nothing there. */
const NO_HANDLE = new Set(["email", "website", "custom", "whatsapp", "phone", "viber", "signal"]);

/**
 * Profile addresses that differ from the catalogue's placeholder: the short form people
 * share (`@lea` on Instagram → https://instagram.com/lea).
 */
const HANDLE_URLS: Record<string, string> = {
  instagram: "https://instagram.com/{handle}",
};

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^\s@/:<>()[\],;"]+@[^\s@/:<>()[\],;"]+\.[^\s@/:<>()[\],;".]{2,}$/u;
/** Digits, spaces and the usual separators, an optional leading +. */
const PHONE_LIKE = /^\+?[\d\s().\-/]+$/;
/** A host name with a dot and a top-level domain of letters, then optionally a port, path, query or fragment. */
const HOST_LIKE = /^(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?::\d{1,5})?(?:[/?#]|$)/u;
const HANDLE = /^[\p{L}\p{N}._~-]{1,100}$/u;
const SUBDOMAIN_HANDLE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

const refuse = (reason: LinkRefusal, scheme?: string): NormalizedLink =>
  scheme ? { ok: false, reason, scheme } : { ok: false, reason };

/** The address the platform's profiles live at, with `{handle}`; null when it has none. */
function handleTemplate(platformId: string): string | null {
  if (NO_HANDLE.has(platformId)) return null;
  const template = HANDLE_URLS[platformId] ?? getPlatform(platformId).placeholder;
  return template.includes("{handle}") ? template : null;
}

/** "instagram.com" for the platform's profile addresses (the last two labels of their host). */
function platformDomain(template: string): string {
  const host = new URL(template.replace("{handle}", "x")).hostname;
  return host.split(".").slice(-2).join(".");
}

/** What a refusal of something not understood says, by what the platform expects. */
function unclear(platformId: string): NormalizedLink {
  if (platformId === "email") return refuse("email");
  if (NUMBER_ONLY.has(platformId)) return refuse("phone");
  if (handleTemplate(platformId)) return refuse("handle");
  return refuse("address");
}

/** A web address, cleaned by the URL parser; the slash the parser adds to a bare host is left out. */
function webAddress(input: string): NormalizedLink {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refuse("address");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname || !url.hostname.includes(".")) {
    if (url.hostname !== "localhost") return refuse("address");
  }
  if (url.username || url.password) return refuse("address");
  let href = url.href;
  if (url.pathname === "/" && !url.search && !url.hash && !/\/$/.test(input)) href = href.slice(0, -1);
  return { ok: true, url: href, kind: "url" };
}

/** A phone number in E.164 ("+33612345678"), read in `country` when it is national; null if it is no valid number. */
export function phoneNumberE164(input: string, country: CountryCode): string | null {
  const digits = input.replace(/\D/g, "");
  if (digits.length < 6 || digits.length > 17) return null;
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}

function emailLink(address: string, query = ""): NormalizedLink {
  if (!EMAIL.test(address)) return refuse("email");
  return { ok: true, url: `mailto:${address}${query.replace(/\s/g, "%20")}`, kind: "email" };
}

/** The link to store for what the owner typed in the field of `platformId`, or why it is refused. */
export function normalizeLink(platformId: string, typed: string, options: NormalizeLinkOptions): NormalizedLink {
  const platform = getPlatform(platformId).id;
  const input = typed.trim();
  if (input === "") return { ok: true, url: "", kind: "empty" };
  const result = read(platform, input, options);
  if (result.ok && result.url.length > MAX_LINK_LENGTH) return refuse("address");
  return result;
}

function read(platform: string, input: string, { country }: NormalizeLinkOptions): NormalizedLink {
  // An address with a scheme (a host with a port, `exemple.fr:8080/x`, is no scheme).
  const scheme = SCHEME.exec(input)?.[1];
  if (scheme && !(scheme.includes(".") && /^[^:]+:\d/.test(input))) {
    const name = scheme.toLowerCase();
    const rest = input.slice(scheme.length + 1);
    if (name === "http" || name === "https") {
      return rest.startsWith("//") ? webAddress(`${name}:${rest}`) : refuse("address");
    }
    if (name === "mailto") {
      const at = rest.search(/[?#]/);
      const address = decodeSafely(at < 0 ? rest : rest.slice(0, at)).trim();
      return emailLink(address, at < 0 ? "" : rest.slice(at));
    }
    if (name === "tel") {
      const number = decodeSafely(rest).trim();
      const e164 = PHONE_LIKE.test(number) ? phoneNumberE164(number, country) : null;
      if (e164) return { ok: true, url: `tel:${e164}`, kind: "phone" };
      // A short or service number (tel:3631, tel:112) is kept as it is, digits only.
      const short = number.replace(/[\s().-]/g, "");
      return /^\d{2,6}$/.test(short) ? { ok: true, url: `tel:${short}`, kind: "phone" } : refuse("phone");
    }
    return refuse("scheme", name);
  }

  if (EMAIL.test(input)) return emailLink(input);

  const template = handleTemplate(platform);
  const numberUrl = NUMBER_URLS[platform];
  if (PHONE_LIKE.test(input) && /\d/.test(input)) {
    if (numberUrl) {
      const e164 = phoneNumberE164(input, country);
      return e164 ? { ok: true, url: numberUrl(e164), kind: "phone" } : refuse("phone");
    }
    // Digits alone on a platform of profile addresses: an id (stackoverflow.com/users/123).
    if (!(template && HANDLE.test(input))) return unclear(platform);
  }

  // A web address without its scheme: `//host/…`, `www.…`, or a host with a path. A bare
  // host (`lea.dupont`) is a name on a platform of profile addresses, unless it is the
  // platform's own host (`instagram.com`).
  const bare = input.replace(/^\/\//, "");
  if (HOST_LIKE.test(bare)) {
    const host = bare.split(/[/?#:]/)[0]!.toLowerCase();
    const isAddress =
      !template ||
      input.startsWith("//") ||
      /^www\./i.test(bare) ||
      /[/?#]/.test(bare) ||
      host === platformDomain(template) ||
      host.endsWith(`.${platformDomain(template)}`);
    if (isAddress) return webAddress(`https://${bare}`);
  }

  if (template) {
    const handle = input.replace(/^@/, "");
    const subdomain = template.startsWith("https://{handle}.");
    if (subdomain ? SUBDOMAIN_HANDLE.test(handle) : HANDLE.test(handle)) {
      const value = subdomain ? handle.toLowerCase() : encodeURIComponent(handle);
      return { ok: true, url: template.replace("{handle}", value), kind: "handle" };
    }
    return refuse("handle");
  }
  return unclear(platform);
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
