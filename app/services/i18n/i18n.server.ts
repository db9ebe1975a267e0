import type { i18n as I18n, TFunction } from "i18next";
import ar from "#locales/ar.json";
import en from "#locales/en.json";
import fr from "#locales/fr.json";
import {
  type Area,
  type Direction,
  directionOf,
  LANGUAGES,
  type Language,
  languageChain,
  type PartialDictionary,
} from "./config.ts";
import { boundT, createI18n } from "./create-i18n.ts";
import type { IslandTexts } from "./island-texts.tsx";
import type { Messages } from "./messages.ts";
import { resolveRequestLanguage } from "./resolve-language.ts";

// Arabic is a partial dictionary; the fallback to French fills the gaps.
const DICTIONARIES: Record<Language, PartialDictionary> = { fr, en, ar };

const FULL_RESOURCES = Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: DICTIONARIES[lang] }]));

// One instance per language, built once, whose language never changes: safe to share
// between concurrent requests (building one costs ~0.4 ms, too much per request).
const serverInstances = new Map<Language, I18n>();
function serverInstance(lang: Language): I18n {
  let instance = serverInstances.get(lang);
  if (!instance) {
    instance = createI18n(lang, FULL_RESOURCES);
    serverInstances.set(lang, instance);
  }
  return instance;
}

const messagesCache = new Map<string, Messages>();

/** The given areas of `lang` (and of its fallback language), ready for loader data. */
export function pickMessages(lang: Language, areas: readonly Area[]): Messages {
  const key = `${lang}|${areas.join(",")}`;
  let messages = messagesCache.get(key);
  if (!messages) {
    const resources: Partial<Record<Language, PartialDictionary>> = {};
    for (const language of languageChain(lang)) {
      const dictionary = DICTIONARIES[language];
      const picked: Record<string, unknown> = {};
      for (const area of areas) if (dictionary[area] !== undefined) picked[area] = dictionary[area];
      resources[language] = picked as PartialDictionary;
    }
    messages = { kind: "fiable.messages", lang, areas: [...areas], json: JSON.stringify(resources) };
    messagesCache.set(key, messages);
  }
  return messages;
}

export interface RequestI18n {
  lang: Language;
  dir: Direction;
  /** Translates with every key of every area (for titles, meta, e-mails, messages of thrown responses). */
  t: TFunction;
  /** The areas to return from the loader as `messages`, so the page's components can translate them. */
  messages: Messages;
}

/**
 * Everything a loader or action needs to speak the request's language:
 *
 *   export async function loader({ request }: Route.LoaderArgs) {
 *     const { t, messages } = getI18n(request, ["home"]);
 *     return { messages, title: t("meta.home.title") };
 *   }
 *
 * The components of the route then call `useTranslation()` (app/services/i18n/i18n-provider.tsx).
 * `areas` lists the top-level keys of locales/*.json the page's components use beyond
 * the shell's (SHELL_AREAS, shipped by the root loader).
 */
export function getI18n(request: Request, areas: readonly Area[] = []): RequestI18n {
  const { lang } = resolveRequestLanguage(request);
  return { ...i18nFor(lang), messages: pickMessages(lang, areas) };
}

const fixedByLanguage = new Map<Language, { lang: Language; dir: Direction; t: TFunction }>();

/** The language, direction and `t` of a known language (background jobs, e-mails). */
export function i18nFor(lang: Language): { lang: Language; dir: Direction; t: TFunction } {
  let fixed = fixedByLanguage.get(lang);
  if (!fixed) {
    const instance = serverInstance(lang);
    // The instance's own `t` (its language never changes) is ~3× faster than getFixedT's.
    fixed = { lang, dir: directionOf(lang), t: boundT(instance) };
    fixedByLanguage.set(lang, fixed);
  }
  return fixed;
}

const islandTextsCache = new Map<string, IslandTexts>();

/**
 * The texts of an island (decision 039), already in the page's language: every key of
 * `areas`, flattened (`"chat.title"`), the page's language first, then French. The island
 * looks them up (IslandTextsProvider) — no dictionary, no translator is shipped to it.
 */
export function islandTexts(lang: Language, areas: readonly Area[]): IslandTexts {
  const key = `${lang}|${areas.join(",")}`;
  let texts = islandTextsCache.get(key);
  if (!texts) {
    const flat: Record<string, string> = {};
    const visit = (node: unknown, path: string) => {
      if (typeof node === "string") {
        flat[path] ??= node;
      } else if (typeof node === "object" && node !== null) {
        for (const [name, child] of Object.entries(node)) visit(child, path ? `${path}.${name}` : name);
      }
    };
    for (const language of languageChain(lang)) {
      for (const area of areas) visit(DICTIONARIES[language][area], area);
    }
    texts = { lang, texts: flat };
    islandTextsCache.set(key, texts);
  }
  return texts;
}
