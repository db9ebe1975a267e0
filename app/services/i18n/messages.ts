import type { Area, Language, PartialDictionary } from "./config.ts";

/**
 * Translations a loader hands to the browser: the given areas of the page's language and
 * of its fallback language (Arabic pages also carry French, since Arabic has a reduced set
 * of texts). Any loader may return one under the `messages` key of its data; the root
 * i18n provider gathers those of every matched route. Made by `getI18n` (i18n.server.ts).
 */
export interface Messages {
  readonly kind: "fiable.messages";
  lang: Language;
  areas: Area[];
  /**
   * The dictionaries, `Partial<Record<Language, PartialDictionary>>`, as one JSON string
   * (made once per language and areas by pickMessages): React Router serializes loader data
   * on every document request, and a string costs it one native copy where a tree of a few
   * thousand texts cost it a walk (≈ 0.5 ms a page).
   */
  json: string;
}

type Resources = Partial<Record<Language, PartialDictionary>>;

const parsed = new Map<string, Resources>();

/** The dictionaries of `messages`, parsed once per distinct content. */
export function resourcesOf(messages: Messages): Resources {
  let resources = parsed.get(messages.json);
  if (!resources) {
    resources = JSON.parse(messages.json) as Resources;
    if (parsed.size > 200) parsed.clear();
    parsed.set(messages.json, resources);
  }
  return resources;
}

export function isMessages(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "fiable.messages";
}

/** The `messages` of a route's loader data, if it has any. */
export function messagesOf(loaderData: unknown): Messages | undefined {
  if (typeof loaderData !== "object" || loaderData === null) return undefined;
  const candidate = (loaderData as { messages?: unknown }).messages;
  return isMessages(candidate) ? candidate : undefined;
}

/**
 * The areas of `lang` shipped by all `list`: `key` names them (cheap, for caching), and
 * `resources()` merges them into one i18next resource object (parsing what it must).
 */
export function mergeMessages(lang: Language, list: readonly Messages[]) {
  const areas = new Set<Area>();
  const mine = list.filter((messages) => messages.lang === lang);
  for (const messages of mine) for (const area of messages.areas) areas.add(area);
  const resources = () => {
    const merged: Partial<Record<Language, { translation: PartialDictionary }>> = {};
    for (const messages of mine) {
      for (const [language, dictionary] of Object.entries(resourcesOf(messages)) as [Language, PartialDictionary][]) {
        const entry = merged[language] ?? { translation: {} };
        // Areas are whole top-level subtrees, identical whoever ships them: a shallow merge suffices.
        Object.assign(entry.translation, dictionary);
        merged[language] = entry;
      }
    }
    return merged;
  };
  return { key: `${lang}|${[...areas].sort().join(",")}`, resources };
}
