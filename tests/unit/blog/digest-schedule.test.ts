import { describe, expect, it } from "vitest";
import {
  coveredMonthLabel,
  digestDueAt,
  duePeriod,
  nextDigestDueAfter,
  periodOf,
  previousPeriod,
} from "#app/features/blog/digest-schedule.ts";

// The digest is due on the 1st of each month at 08:00 in Paris (decision 029), winter or summer.
describe("the digest's schedule", () => {
  it("is due at 08:00 Paris time on the 1st, in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(digestDueAt("2026-12").toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(digestDueAt("2027-07").toISOString()).toBe("2027-07-01T06:00:00.000Z");
    // The month after the spring change (29 March 2026).
    expect(digestDueAt("2026-04").toISOString()).toBe("2026-04-01T06:00:00.000Z");
  });

  it("names a period by the Paris month", () => {
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(periodOf(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12");
    expect(periodOf(new Date("2026-11-30T22:30:00Z"))).toBe("2026-11");
    expect(previousPeriod("2027-01")).toBe("2026-12");
  });

  it("is due from 08:00 on the 1st through the 7th, not before nor after", () => {
    expect(duePeriod(new Date("2026-12-01T06:30:00Z"))).toBeNull();
    expect(duePeriod(new Date("2026-12-01T06:59:00Z"))).toBe("2026-12"); // a process a minute early
    expect(duePeriod(new Date("2026-12-01T07:00:00Z"))).toBe("2026-12");
    expect(duePeriod(new Date("2026-12-07T07:00:00Z"))).toBe("2026-12");
    expect(duePeriod(new Date("2026-12-08T07:00:00Z"))).toBeNull();
    expect(duePeriod(new Date("2026-12-15T12:00:00Z"))).toBeNull();
  });

  it("finds the next due time", () => {
    expect(nextDigestDueAfter(new Date("2026-11-27T09:00:00Z")).toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(nextDigestDueAfter(new Date("2026-12-01T07:00:00Z")).toISOString()).toBe("2027-01-01T07:00:00.000Z");
  });

  it("labels a digest with the month its articles come from, in the reader's language", () => {
    expect(coveredMonthLabel("2026-12", "fr-FR")).toBe("novembre 2026");
    expect(coveredMonthLabel("2027-01", "en-GB")).toBe("December 2026");
  });
});
