/*
 * When the newsletter's monthly digest is due (decision 029): the 1st of each month at 08:00,
 * Paris time, whatever the server's own time zone. A digest is named by the month it is sent
 * in ("2026-12", which covers November's articles). Pure functions of a date: the job reads
 * the date from the server clock (decision 017), the tests move that clock.
 */

export const DIGEST_TIME_ZONE = "Europe/Paris";
export const DIGEST_HOUR = 8;
/** The cron expression of the digest job, in DIGEST_TIME_ZONE: days 2–7 catch a 1st the servers missed. */
export const DIGEST_SCHEDULE = `0 ${DIGEST_HOUR} 1-7 * *`;
/** A digest not started within this long after its due time is skipped (the next one covers its articles). */
export const DIGEST_CATCH_UP_MS = 7 * 24 * 60 * 60 * 1000;
/** A run this early (clock skew between processes and the queue) still counts. */
export const DIGEST_EARLY_MS = 2 * 60 * 1000;

const PERIOD = /^(\d{4})-(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: DIGEST_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall-clock time in Paris at `at`, as numbers. */
function parisParts(at: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Paris's offset from UTC at `at`, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffsetMs(at: Date): number {
  const p = parisParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time in Paris (`month` 1–12; never a time skipped by a DST change). */
export function parisTime(year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - parisOffsetMs(new Date(guess));
  const second = guess - parisOffsetMs(new Date(first));
  return new Date(second);
}

function parse(period: string): { year: number; month: number } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`not a digest period: ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

function format(year: number, month: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** The period (Paris month) `at` falls in. */
export function periodOf(at: Date): string {
  const p = parisParts(at);
  return format(p.year, p.month);
}

export function previousPeriod(period: string): string {
  const { year, month } = parse(period);
  return month === 1 ? format(year - 1, 12) : format(year, month - 1);
}

export function nextPeriod(period: string): string {
  const { year, month } = parse(period);
  return month === 12 ? format(year + 1, 1) : format(year, month + 1);
}

/** When the digest of `period` is due: its 1st day at 08:00 in Paris. */
export function digestDueAt(period: string): Date {
  const { year, month } = parse(period);
  return parisTime(year, month, 1, DIGEST_HOUR);
}

/** The first due time strictly after `at` (for tests and the decision record's examples). */
export function nextDigestDueAfter(at: Date): Date {
  const current = digestDueAt(periodOf(at));
  return current.getTime() > at.getTime() ? current : digestDueAt(nextPeriod(periodOf(at)));
}

/** The period whose digest is due at `at` — from its due time for DIGEST_CATCH_UP_MS — or null. */
export function duePeriod(at: Date): string | null {
  for (const period of [periodOf(new Date(at.getTime() + DIGEST_EARLY_MS)), periodOf(at)]) {
    const due = digestDueAt(period).getTime();
    if (at.getTime() >= due - DIGEST_EARLY_MS && at.getTime() < due + DIGEST_CATCH_UP_MS) return period;
  }
  return null;
}

/** The month a digest's articles come from, for its subject ("novembre 2026"), in `locale`. */
export function coveredMonthLabel(period: string, locale: string): string {
  const { year, month } = parse(previousPeriod(period));
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}
