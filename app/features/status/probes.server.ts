import { sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import type { STATUS_SERVICES } from "#db/schema.ts";

export type ServiceId = (typeof STATUS_SERVICES)[number];
export type ServiceState = "operational" | "degraded" | "outage";

/** Order of the services on /status. */
export const SERVICES: readonly ServiceId[] = ["api", "website", "database", "auth"];

/**
 * One health check. It throws (or rejects) when the service is down; it may return
 * `{ degraded: reason }` when the service answers but not as it should.
 */
export type ProbeCheck = () => Promise<undefined | { degraded: string }>;
export type ProbeChecks = Record<ServiceId, ProbeCheck>;

export interface ProbeResult {
  service: ServiceId;
  state: ServiceState;
  latencyMs: number | null;
  error: string | null;
}

/** Requests the probes make to the app carry this header, so the request counter leaves them out. */
export const PROBE_HEADER = "x-fiable-status-probe";

/** A check that takes longer than this is a failure. */
export const PROBE_TIMEOUT_MS = 5_000;
/** Slower than this and the service is degraded (it answers, too slowly). */
export const SLOW_MS: Record<ServiceId, number> = { api: 2_000, website: 3_000, database: 1_000, auth: 2_000 };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/** Runs every check at once, each timed and bounded; a check never makes another fail. */
export async function runChecks(checks: ProbeChecks, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult[]> {
  return Promise.all(
    SERVICES.map(async (service): Promise<ProbeResult> => {
      const started = performance.now();
      try {
        const outcome = await withTimeout(checks[service](), timeoutMs);
        const latencyMs = Math.round(performance.now() - started);
        if (outcome?.degraded) return { service, state: "degraded", latencyMs, error: outcome.degraded };
        if (latencyMs > SLOW_MS[service]) {
          return { service, state: "degraded", latencyMs, error: `slow: ${latencyMs} ms` };
        }
        return { service, state: "operational", latencyMs, error: null };
      } catch (error) {
        return { service, state: "outage", latencyMs: null, error: describeError(error) };
      }
    }),
  );
}

async function fetchOk(url: string, expect: (response: Response) => Promise<void>): Promise<undefined> {
  const response = await fetch(url, {
    headers: { [PROBE_HEADER]: "1", accept: "text/html,application/json" },
    redirect: "manual",
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`${new URL(url).pathname} answered HTTP ${response.status}`);
  }
  await expect(response);
  return undefined;
}

/**
 * The app's own checks, made the way a visitor's browser reaches it: over HTTP to
 * `origin` (this process's listening address), plus direct database queries.
 *
 * - api: GET /healthz answers 200 with status ok (the JSON API's liveness, database included);
 * - website: GET / renders a full HTML page;
 * - database: one round trip (`select 1`);
 * - auth: the better-auth handler answers GET /api/auth/ok, and its session table can be read.
 */
export function defaultProbeChecks(origin: string): ProbeChecks {
  const base = origin.replace(/\/$/, "");
  return {
    api: () =>
      fetchOk(`${base}/healthz`, async (response) => {
        const body = (await response.json()) as { status?: string };
        if (body.status !== "ok") throw new Error(`/healthz status ${String(body.status)}`);
      }),
    website: () =>
      fetchOk(`${base}/`, async (response) => {
        const html = await response.text();
        if (!html.includes("<html") || !html.includes("</html>")) throw new Error("/ did not render a full page");
      }),
    database: async () => {
      await getDb().execute(sql`select 1`);
      return undefined;
    },
    auth: async () => {
      await fetchOk(`${base}/api/auth/ok`, async (response) => {
        const body = (await response.json()) as { ok?: boolean };
        if (body.ok !== true) throw new Error("/api/auth/ok did not answer ok");
      });
      await getDb().execute(sql`select 1 from "session" limit 1`);
      return undefined;
    },
  };
}

/** The address this process can reach itself at, from the address it listens on. */
export function selfOrigin(host: string, port: number): string {
  const loopback = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`;
}
