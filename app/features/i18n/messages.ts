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
  resources: Partial<Record<Language, PartialDictionary>>;
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

/** The areas of `lang` shipped by all `list`, as one i18next resource object. */
export function mergeMessages(lang: Language, list: readonly Messages[]) {
  const areas = new Set<Area>();
  const resources: Partial<Record<Language, { translation: PartialDictionary }>> = {};
  for (const messages of list) {
    if (messages.lang !== lang) continue;
    for (const area of messages.areas) areas.add(area);
    for (const [language, dictionary] of Object.entries(messages.resources) as [Language, PartialDictionary][]) {
      const entry = resources[language] ?? { translation: {} };
      // Areas are whole top-level subtrees, identical whoever ships them: a shallow merge suffices.
      Object.assign(entry.translation, dictionary);
      resources[language] = entry;
    }
  }
  return { key: `${lang}|${[...areas].sort().join(",")}`, resources };
}
