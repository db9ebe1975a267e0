import { INTL_LOCALES, type Language } from "./config.ts";

/**
 * Dates are shown in the product's time zone unless told otherwise, so that the server
 * and the browser print the same day and hour (a browser elsewhere would otherwise make
 * the hydrated text differ from the server's).
 */
export const DEFAULT_TIME_ZONE = "Europe/Paris";

// Building an Intl formatter costs far more than using one: keep them.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export type DateInput = Date | string | number;

/** `formatDate(article.publishedAt, "fr")` → "15 janvier 2024". Options are Intl's. */
export function formatDate(
  value: DateInput,
  lang: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const resolved = { timeZone: DEFAULT_TIME_ZONE, ...options };
  const key = `${lang}|${JSON.stringify(resolved)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[lang], resolved);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIME_ZONE });

/** The day `date` falls on in the product's time zone, as YYYY-MM-DD. */
export function dayInTimeZone(date: Date): string {
  return dayFormat.format(date);
}

/** `formatNumber(10000, "fr")` → "10 000"; `formatNumber(0.87, "en", { style: "percent" })` → "87%". */
export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[lang], options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}
