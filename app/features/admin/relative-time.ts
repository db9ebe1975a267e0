import type { TFunction } from "i18next";
import { INTL_LOCALES, type Language } from "#app/services/i18n/config.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * Under 60 s 'quelques secondes', under an hour in minutes, under
 * a day in hours, else in days — in the interface language (Intl.RelativeTimeFormat).
 * `now` is the loader's clock, so the server's text and the hydrated one are the same.
 */
export function relativeTime(value: string | Date, now: number, lang: Language, t: TFunction): string {
  const elapsed = Math.max(0, now - new Date(value).getTime());
  if (elapsed < MINUTE) return t("admin.time.seconds");
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[lang], { numeric: "always" });
    formats.set(lang, format);
  }
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), "hour");
  return format.format(-Math.floor(elapsed / DAY), "day");
}
