import { createInstance, type i18n as I18n, type PostProcessorModule, type Resource } from "i18next";
import { directionOf, FALLBACK_LNG, isLanguage, LANGUAGES, type Language } from "./config.ts";

/*
 * i18next, for the server's `t` (loaders, mails, page titles). Never imported by a
 * component: the rendered pages use translator.ts (decision 009), which gives the same
 * text (tests/unit/i18n/translator.test.ts).
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

/**
 * A ready i18next instance for one language. Initialisation is synchronous (the resources
 * are given), so it can be built during a render. The language of an instance never
 * changes after this call: concurrent server renders each use the instance of their own
 * language, and the client swaps instances instead of calling `changeLanguage`.
 */
/** Vite's development flag; false where no bundler defines import.meta.env (a tsx script, a job worker). */
const DEV = import.meta.env?.DEV === true;

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
