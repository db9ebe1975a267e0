import type { Language } from "#app/services/i18n/config.ts";
import { INTL_LOCALES } from "#app/services/i18n/config.ts";

/** The team answers 9:00–18:00, Paris time, Monday to Friday. */
export const SUPPORT_TIME_ZONE = "Europe/Paris";
export const SUPPORT_HOURS = { from: 9, to: 18 } as const;

export const SUPPORT_CITIES = [
  { id: "paris", timeZone: "Europe/Paris" },
  { id: "london", timeZone: "Europe/London" },
  { id: "newYork", timeZone: "America/New_York" },
] as const;

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((local - instant.getTime()) / 60_000);
}

/** The instant at `hour`:00 in `timeZone` on the day of `day` there. */
function atHour(day: Date, hour: number, timeZone: string): Date {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(day)
      .filter((p) => p.type !== "literal")
      .map((p) => [p.type, Number(p.value)]),
  );
  const guess = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, hour));
  return new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60_000);
}

/**
 * The support hours as local times in Paris, London and New York today (daylight saving
 * time included), e.g. New York "3:00 AM – 12:00 PM" in English.
 */
export function supportHours(lang: Language, now: Date = new Date()) {
  const from = atHour(now, SUPPORT_HOURS.from, SUPPORT_TIME_ZONE);
  const to = atHour(now, SUPPORT_HOURS.to, SUPPORT_TIME_ZONE);
  return SUPPORT_CITIES.map((city) => {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { timeZone: city.timeZone, timeStyle: "short" });
    return { id: city.id, from: format.format(from), to: format.format(to) };
  });
}
