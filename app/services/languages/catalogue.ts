import type { FlagCountry } from "./flags.tsx";

/**
 * The language catalogue: code, French name (what profile_languages stores),
 * native name, flag country, popular flag. 77 languages, the 16 popular ones first in the
 * original product's order; the editor's picker and the public page share it. What a visitor
 * reads is the language's name in the interface language (`languageName`, Intl.DisplayNames),
 * never a stored text.
 *
 * A flag stands for a language, not a country: it is the country most readers associate
 * with it, drawn as an SVG of country-flag-icons (`flags.tsx`), never an emoji. Languages
 * without a clear one (Basque, Catalan…) get the globe.
 */
export interface LanguageEntry {
  /** ISO 639 code, lower case. */
  code: string;
  /** French name: the value stored in profile_languages.language_name. */
  frenchName: string;
  nativeName: string;
  /** ISO 3166 code of the flag's country (country-flag-icons' name); null: the globe. */
  country: FlagCountry | null;
  popular: boolean;
}

type Row = [code: string, frenchName: string, nativeName: string, country: FlagCountry | null];

const POPULAR: Row[] = [
  ["fr", "Français", "Français", "FR"],
  ["en", "Anglais", "English", "GB"],
  ["es", "Espagnol", "Español", "ES"],
  ["de", "Allemand", "Deutsch", "DE"],
  ["it", "Italien", "Italiano", "IT"],
  ["pt", "Portugais", "Português", "PT"],
  ["ru", "Russe", "Русский", "RU"],
  ["zh", "Chinois", "中文", "CN"],
  ["ja", "Japonais", "日本語", "JP"],
  ["ko", "Coréen", "한국어", "KR"],
  ["ar", "Arabe", "العربية", "SA"],
  ["hi", "Hindi", "हिन्दी", "IN"],
  ["nl", "Néerlandais", "Nederlands", "NL"],
  ["sv", "Suédois", "Svenska", "SE"],
  ["no", "Norvégien", "Norsk", "NO"],
  ["da", "Danois", "Dansk", "DK"],
];

const OTHERS: Row[] = [
  ["tr", "Turc", "Türkçe", "TR"],
  ["pl", "Polonais", "Polski", "PL"],
  ["uk", "Ukrainien", "Українська", "UA"],
  ["el", "Grec", "Ελληνικά", "GR"],
  ["ro", "Roumain", "Română", "RO"],
  ["hu", "Hongrois", "Magyar", "HU"],
  ["cs", "Tchèque", "Čeština", "CZ"],
  ["sk", "Slovaque", "Slovenčina", "SK"],
  ["sl", "Slovène", "Slovenščina", "SI"],
  ["hr", "Croate", "Hrvatski", "HR"],
  ["sr", "Serbe", "Српски", "RS"],
  ["bs", "Bosnien", "Bosanski", "BA"],
  ["bg", "Bulgare", "Български", "BG"],
  ["mk", "Macédonien", "Македонски", "MK"],
  ["sq", "Albanais", "Shqip", "AL"],
  ["fi", "Finnois", "Suomi", "FI"],
  ["is", "Islandais", "Íslenska", "IS"],
  ["et", "Estonien", "Eesti", "EE"],
  ["lv", "Letton", "Latviešu", "LV"],
  ["lt", "Lituanien", "Lietuvių", "LT"],
  ["be", "Biélorusse", "Беларуская", "BY"],
  ["ga", "Irlandais", "Gaeilge", "IE"],
  ["cy", "Gallois", "Cymraeg", "GB-WLS"],
  ["lb", "Luxembourgeois", "Lëtzebuergesch", "LU"],
  ["mt", "Maltais", "Malti", "MT"],
  ["ca", "Catalan", "Català", null],
  ["eu", "Basque", "Euskara", null],
  ["gl", "Galicien", "Galego", null],
  ["br", "Breton", "Brezhoneg", null],
  ["co", "Corse", "Corsu", null],
  ["he", "Hébreu", "עברית", "IL"],
  ["fa", "Persan", "فارسی", "IR"],
  ["ur", "Ourdou", "اردو", "PK"],
  ["ku", "Kurde", "Kurdî", null],
  ["ber", "Berbère (tamazight)", "ⵜⴰⵎⴰⵣⵉⵖⵜ", null],
  ["hy", "Arménien", "Հայերեն", "AM"],
  ["ka", "Géorgien", "ქართული", "GE"],
  ["az", "Azerbaïdjanais", "Azərbaycanca", "AZ"],
  ["kk", "Kazakh", "Қазақша", "KZ"],
  ["uz", "Ouzbek", "Oʻzbekcha", "UZ"],
  ["mn", "Mongol", "Монгол", "MN"],
  ["bn", "Bengali", "বাংলা", "BD"],
  ["pa", "Pendjabi", "ਪੰਜਾਬੀ", "IN"],
  ["ta", "Tamoul", "தமிழ்", "LK"],
  ["te", "Télougou", "తెలుగు", "IN"],
  ["ne", "Népalais", "नेपाली", "NP"],
  ["si", "Cingalais", "සිංහල", "LK"],
  ["th", "Thaï", "ไทย", "TH"],
  ["vi", "Vietnamien", "Tiếng Việt", "VN"],
  ["km", "Khmer", "ខ្មែរ", "KH"],
  ["id", "Indonésien", "Bahasa Indonesia", "ID"],
  ["ms", "Malais", "Bahasa Melayu", "MY"],
  ["tl", "Tagalog", "Tagalog", "PH"],
  ["sw", "Swahili", "Kiswahili", "KE"],
  ["am", "Amharique", "አማርኛ", "ET"],
  ["ha", "Haoussa", "Hausa", "NG"],
  ["yo", "Yoruba", "Yorùbá", "NG"],
  ["wo", "Wolof", "Wolof", "SN"],
  ["ln", "Lingala", "Lingála", "CD"],
  ["mg", "Malgache", "Malagasy", "MG"],
  ["ht", "Créole haïtien", "Kreyòl ayisyen", "HT"],
];

export const LANGUAGE_CATALOGUE: readonly LanguageEntry[] = [
  ...POPULAR.map(([code, frenchName, nativeName, country]) => ({
    code,
    frenchName,
    nativeName,
    country,
    popular: true,
  })),
  ...OTHERS.map(([code, frenchName, nativeName, country]) => ({
    code,
    frenchName,
    nativeName,
    country,
    popular: false,
  })),
];

export const POPULAR_LANGUAGES: readonly LanguageEntry[] = LANGUAGE_CATALOGUE.filter((l) => l.popular);

const byCode = new Map(LANGUAGE_CATALOGUE.map((l) => [l.code, l]));
const byName = new Map<string, LanguageEntry>();
for (const entry of LANGUAGE_CATALOGUE) {
  byName.set(normalizeName(entry.frenchName), entry);
  byName.set(normalizeName(entry.nativeName), entry);
}

function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .trim()
    .toLowerCase();
}

/**
 * The catalogue entry of a stored language. profile_languages.language_code holds either an
 * ISO code ("fr") or, as older rows do, the lower-cased name ("français"); free-text
 * languages are in neither and give null.
 */
export function findLanguage(input: { code?: string | null; name?: string | null }): LanguageEntry | null {
  const code = input.code?.trim().toLowerCase();
  if (code) {
    const entry = byCode.get(code) ?? byName.get(normalizeName(code));
    if (entry) return entry;
  }
  if (input.name) return byName.get(normalizeName(input.name)) ?? null;
  return null;
}

/** The flag's country of a stored language; null (the globe) when the catalogue does not know it. */
export function languageCountry(input: { code?: string | null; name?: string | null }): FlagCountry | null {
  return findLanguage(input)?.country ?? null;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function displayNamesIn(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * The name of language `code` in language `locale` (Intl.DisplayNames), first letter in
 * capitals ("Anglais", "English", "الإنجليزية"); `languageName("ar", "ar")` is the language
 * in its own name. Undefined when Intl does not know the code.
 */
export function languageName(code: string, locale: string): string | undefined {
  let name: string | undefined;
  try {
    name = displayNamesIn(locale)?.of(code);
  } catch {
    return undefined;
  }
  if (!name || name.toLowerCase() === code.toLowerCase()) return undefined;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * What a stored language is called in `locale`: the catalogue's code through
 * Intl.DisplayNames, else (a free-text language) the name as the owner typed it.
 */
export function storedLanguageName(stored: { code?: string | null; name: string }, locale: string): string {
  const entry = findLanguage(stored);
  if (!entry) return stored.name;
  return languageName(entry.code, locale) ?? (locale.startsWith("fr") ? entry.frenchName : entry.nativeName);
}
