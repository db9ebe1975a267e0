/**
 * The language catalogue of spec §3: code, French name (what profile_languages stores),
 * native name, flag, popular flag. 77 languages, the 16 popular ones first in the spec's
 * order; the editor's picker (issue 4) and the public page share it.
 *
 * A flag stands for a language, not a country: it is the country most readers associate
 * with it. Languages without a clear one (Esperanto, Basque, Catalan…) get the globe, as
 * the spec's fallback.
 */
export interface LanguageEntry {
  /** ISO 639 code, lower case. */
  code: string;
  /** French name: the value stored in profile_languages.language_name. */
  frenchName: string;
  nativeName: string;
  flag: string;
  popular: boolean;
}

export const GLOBE_FLAG = "🌐";

type Row = [code: string, frenchName: string, nativeName: string, flag: string];

const POPULAR: Row[] = [
  ["fr", "Français", "Français", "🇫🇷"],
  ["en", "Anglais", "English", "🇬🇧"],
  ["es", "Espagnol", "Español", "🇪🇸"],
  ["de", "Allemand", "Deutsch", "🇩🇪"],
  ["it", "Italien", "Italiano", "🇮🇹"],
  ["pt", "Portugais", "Português", "🇵🇹"],
  ["ru", "Russe", "Русский", "🇷🇺"],
  ["zh", "Chinois", "中文", "🇨🇳"],
  ["ja", "Japonais", "日本語", "🇯🇵"],
  ["ko", "Coréen", "한국어", "🇰🇷"],
  ["ar", "Arabe", "العربية", "🇸🇦"],
  ["hi", "Hindi", "हिन्दी", "🇮🇳"],
  ["nl", "Néerlandais", "Nederlands", "🇳🇱"],
  ["sv", "Suédois", "Svenska", "🇸🇪"],
  ["no", "Norvégien", "Norsk", "🇳🇴"],
  ["da", "Danois", "Dansk", "🇩🇰"],
];

const OTHERS: Row[] = [
  ["tr", "Turc", "Türkçe", "🇹🇷"],
  ["pl", "Polonais", "Polski", "🇵🇱"],
  ["uk", "Ukrainien", "Українська", "🇺🇦"],
  ["el", "Grec", "Ελληνικά", "🇬🇷"],
  ["ro", "Roumain", "Română", "🇷🇴"],
  ["hu", "Hongrois", "Magyar", "🇭🇺"],
  ["cs", "Tchèque", "Čeština", "🇨🇿"],
  ["sk", "Slovaque", "Slovenčina", "🇸🇰"],
  ["sl", "Slovène", "Slovenščina", "🇸🇮"],
  ["hr", "Croate", "Hrvatski", "🇭🇷"],
  ["sr", "Serbe", "Српски", "🇷🇸"],
  ["bs", "Bosnien", "Bosanski", "🇧🇦"],
  ["bg", "Bulgare", "Български", "🇧🇬"],
  ["mk", "Macédonien", "Македонски", "🇲🇰"],
  ["sq", "Albanais", "Shqip", "🇦🇱"],
  ["fi", "Finnois", "Suomi", "🇫🇮"],
  ["is", "Islandais", "Íslenska", "🇮🇸"],
  ["et", "Estonien", "Eesti", "🇪🇪"],
  ["lv", "Letton", "Latviešu", "🇱🇻"],
  ["lt", "Lituanien", "Lietuvių", "🇱🇹"],
  ["be", "Biélorusse", "Беларуская", "🇧🇾"],
  ["ga", "Irlandais", "Gaeilge", "🇮🇪"],
  ["cy", "Gallois", "Cymraeg", "🏴󠁧󠁢󠁷󠁬󠁳󠁿"],
  ["lb", "Luxembourgeois", "Lëtzebuergesch", "🇱🇺"],
  ["mt", "Maltais", "Malti", "🇲🇹"],
  ["ca", "Catalan", "Català", GLOBE_FLAG],
  ["eu", "Basque", "Euskara", GLOBE_FLAG],
  ["gl", "Galicien", "Galego", GLOBE_FLAG],
  ["br", "Breton", "Brezhoneg", GLOBE_FLAG],
  ["co", "Corse", "Corsu", GLOBE_FLAG],
  ["he", "Hébreu", "עברית", "🇮🇱"],
  ["fa", "Persan", "فارسی", "🇮🇷"],
  ["ur", "Ourdou", "اردو", "🇵🇰"],
  ["ku", "Kurde", "Kurdî", GLOBE_FLAG],
  ["ber", "Berbère (tamazight)", "ⵜⴰⵎⴰⵣⵉⵖⵜ", GLOBE_FLAG],
  ["hy", "Arménien", "Հայերեն", "🇦🇲"],
  ["ka", "Géorgien", "ქართული", "🇬🇪"],
  ["az", "Azerbaïdjanais", "Azərbaycanca", "🇦🇿"],
  ["kk", "Kazakh", "Қазақша", "🇰🇿"],
  ["uz", "Ouzbek", "Oʻzbekcha", "🇺🇿"],
  ["mn", "Mongol", "Монгол", "🇲🇳"],
  ["bn", "Bengali", "বাংলা", "🇧🇩"],
  ["pa", "Pendjabi", "ਪੰਜਾਬੀ", "🇮🇳"],
  ["ta", "Tamoul", "தமிழ்", "🇱🇰"],
  ["te", "Télougou", "తెలుగు", "🇮🇳"],
  ["ne", "Népalais", "नेपाली", "🇳🇵"],
  ["si", "Cingalais", "සිංහල", "🇱🇰"],
  ["th", "Thaï", "ไทย", "🇹🇭"],
  ["vi", "Vietnamien", "Tiếng Việt", "🇻🇳"],
  ["km", "Khmer", "ខ្មែរ", "🇰🇭"],
  ["id", "Indonésien", "Bahasa Indonesia", "🇮🇩"],
  ["ms", "Malais", "Bahasa Melayu", "🇲🇾"],
  ["tl", "Tagalog", "Tagalog", "🇵🇭"],
  ["sw", "Swahili", "Kiswahili", "🇰🇪"],
  ["am", "Amharique", "አማርኛ", "🇪🇹"],
  ["ha", "Haoussa", "Hausa", "🇳🇬"],
  ["yo", "Yoruba", "Yorùbá", "🇳🇬"],
  ["wo", "Wolof", "Wolof", "🇸🇳"],
  ["ln", "Lingala", "Lingála", "🇨🇩"],
  ["mg", "Malgache", "Malagasy", "🇲🇬"],
  ["ht", "Créole haïtien", "Kreyòl ayisyen", "🇭🇹"],
];

export const LANGUAGE_CATALOGUE: readonly LanguageEntry[] = [
  ...POPULAR.map(([code, frenchName, nativeName, flag]) => ({ code, frenchName, nativeName, flag, popular: true })),
  ...OTHERS.map(([code, frenchName, nativeName, flag]) => ({ code, frenchName, nativeName, flag, popular: false })),
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
 * ISO code ("fr") or, as the spec describes it, the lower-cased name ("français"); free-text
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

/** The flag of a stored language; the globe when the catalogue does not know it. */
export function languageFlag(input: { code?: string | null; name?: string | null }): string {
  return findLanguage(input)?.flag ?? GLOBE_FLAG;
}
