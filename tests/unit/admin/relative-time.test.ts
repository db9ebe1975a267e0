import { describe, expect, it } from "vitest";
import { relativeTime } from "#app/features/admin/relative-time.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";

/*
 * The relative time of the admin consoles' messages: under 60 s 'quelques secondes',
 * under an hour in minutes, under a day in hours, else in days — in the interface language.
 */
const now = Date.parse("2025-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  const cases = [
    { elapsed: 30 * SECOND, fr: "il y a quelques secondes", en: "a few seconds ago" },
    { elapsed: 5 * MINUTE, fr: "il y a 5 minutes", en: "5 minutes ago" },
    { elapsed: 3 * HOUR, fr: "il y a 3 heures", en: "3 hours ago" },
    { elapsed: 2 * DAY, fr: "il y a 2 jours", en: "2 days ago" },
  ];
  for (const { elapsed, fr, en } of cases) {
    it(`says '${fr}' / '${en}'`, () => {
      expect(relativeTime(ago(elapsed), now, "fr", i18nFor("fr").t)).toBe(fr);
      expect(relativeTime(ago(elapsed), now, "en", i18nFor("en").t)).toBe(en);
    });
  }

  it("changes unit at 60 s, 1 hour and 1 day, rounding down", () => {
    const fr = (elapsed: number) => relativeTime(ago(elapsed), now, "fr", i18nFor("fr").t);
    expect(fr(59 * SECOND)).toBe("il y a quelques secondes");
    expect(fr(MINUTE)).toBe("il y a 1 minute");
    expect(fr(HOUR - SECOND)).toBe("il y a 59 minutes");
    expect(fr(HOUR)).toBe("il y a 1 heure");
    expect(fr(DAY - SECOND)).toBe("il y a 23 heures");
    expect(fr(DAY)).toBe("il y a 1 jour");
    expect(fr(45 * DAY)).toBe("il y a 45 jours");
  });

  it("reads a date in the future (a clock slightly ahead) as just now", () => {
    expect(relativeTime(new Date(now + 5 * SECOND), now, "fr", i18nFor("fr").t)).toBe("il y a quelques secondes");
  });
});
