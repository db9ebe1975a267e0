import { createInstance, type i18n as I18n, type PostProcessorModule, type Resource, type TFunction } from "i18next";
import { directionOf, FALLBACK_LNG, isLanguage, LANGUAGES, type Language } from "./config.ts";

/*
 * The one translator (docs/decisions/040-one-translator-one-markdown-pipeline.md): every
 * `t` of the app is an i18next instance made here — the server's per language with every
 * text (loaders, mails, page titles: i18n.server.ts), and the page's per language and set
 * of shipped areas (components, on the server and in the browser: i18n-provider.tsx).
 * Behaviours the pages rely on: the key in the page's language then in French, plurals by
 * Intl.PluralRules with `_zero` for 0 when the key has one, `{{name}}` interpolation,
 * default values, lists of candidate keys, and directional isolates around French text on
 * an Arabic page (the post-processor below); tests/unit/i18n/create-i18n.test.ts holds them.
 */

/**
 * On a right-to-left page, a text that fell back to French is wrapped in Unicode
 * directional isolates (LRI … PDI): it keeps its own left-to-right order inside the Arabic
 * layout instead of having its punctuation thrown to the wrong end (".Environ 2 minutes").
 */
const isolateFallback: PostProcessorModule = {
  type: "postProcessor",
  name: "isolateFallback",
  process(value, _key, options) {
    const usedLng = (options as { i18nResolved?: { usedLng?: unknown } }).i18nResolved?.usedLng;
    return isLanguage(usedLng) && directionOf(usedLng) === "ltr" ? `\u2066${value}\u2069` : value;
  },
};

/** Vite's development flag; false where no bundler defines import.meta.env (a tsx script, a job worker). */
const DEV = import.meta.env?.DEV === true;

/**
 * A ready i18next instance for one language. Initialisation is synchronous (the resources
 * are given), so it can be built during a render. The language of an instance never
 * changes after this call: concurrent server renders each use the instance of their own
 * language, and the client swaps instances instead of calling `changeLanguage`.
 */
export function createI18n(lang: Language, resources: Resource): I18n {
  const instance = createInstance();
  const rtl = directionOf(lang) === "rtl";
  if (rtl) instance.use(isolateFallback);
  void instance.init({
    lng: lang,
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LNG,
    resources,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    ...(rtl ? { postProcess: ["isolateFallback"], postProcessPassResolved: true } : {}),
    // In development, say which key is missing (often: its area is not shipped by the loader).
    saveMissing: DEV,
    missingKeyHandler: DEV
      ? (_lngs, _ns, key) => {
          console.warn(
            `[i18n] missing key "${key}" (${lang}): add it to locales/*.json, or ship its area from the route loader with getI18n(request, ["${key.split(".")[0]}"])`,
          );
        }
      : false,
  });
  return instance;
}

/**
 * The instance's `t`, bound, with the answers to a bare key remembered: i18next resolves a
 * key through its language chain, nesting and post-processors on every call (a tenth of
 * a rendered public page's CPU, measured with `npm run bench` — decision 039), while the
 * texts of an instance never change. Calls with options (interpolation, plurals, default
 * values) go to i18next each time, so the memory holds at most one entry per key.
 */
export function boundT(instance: I18n): TFunction {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const answers = new Map<string, unknown>();
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return translate(key, ...rest);
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = translate(key);
      answers.set(key, answer);
    }
    return answer;
  }) as unknown as TFunction;
}
