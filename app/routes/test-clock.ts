import { advanceClock, DAY_MS, now } from "#app/lib/clock.server.ts";
import { testRoutesEnabled } from "#app/lib/env.server.ts";
import { runDueSweeps } from "#server/jobs.ts";
import type { Route } from "./+types/test-clock";

/*
 * The server clock for the end-to-end tests (decision 017): 404 unless FIABLE_TEST_ROUTES=1
 * (set only by tests/e2e/support/server.mjs). POST {"days": 3} or {"seconds": 90} moves the
 * clock forward, then runs the sweeps of due dates at once — what their every-minute job
 * would do — and answers what they did. Tests thereby move time without sleeping.
 */

function disabled() {
  return !testRoutesEnabled();
}

export function loader() {
  if (disabled()) return new Response("Not Found", { status: 404 });
  return Response.json({ now: now().toISOString() });
}

export async function action({ request }: Route.ActionArgs) {
  if (disabled()) return new Response("Not Found", { status: 404 });
  const body = (await request.json().catch(() => null)) as { days?: unknown; seconds?: unknown } | null;
  const days = Number(body?.days ?? 0);
  const seconds = Number(body?.seconds ?? 0);
  if (!Number.isFinite(days) || !Number.isFinite(seconds) || days < 0 || seconds < 0) {
    return Response.json({ error: "days and seconds are non-negative numbers" }, { status: 400 });
  }
  const at = advanceClock(days * DAY_MS + seconds * 1000);
  const done = await runDueSweeps(at);
  return Response.json({ now: at.toISOString(), ...done });
}
