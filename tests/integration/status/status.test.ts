import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  durationMinutes,
  getStatusOverview,
  loadStatusPage,
  overallState,
  uptimePercent,
} from "#app/features/status/get-status-overview.server.ts";
import { defaultProbeChecks, PROBE_HEADER, type ProbeChecks, runChecks } from "#app/features/status/probes.server.ts";
import { PROBE_LOCK_ID, recordResults, runStatusProbes } from "#app/features/status/record-probes.server.ts";
import { flushRequestStats, recordRequest, stopRequestStats } from "#app/features/status/request-stats.server.ts";
import { seedStatusHistory } from "#app/features/status/seed-status-history.server.ts";
import { startStatusMonitor } from "#app/features/status/status-monitor.server.ts";
import { closeDb, connectDb, getDb, getPool } from "#db/client.server.ts";
import { statusIncidents, statusProbes } from "#db/schema.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

const database = withTestDatabase();

const ok = async () => undefined;
const fail = (message: string) => async () => {
  throw new Error(message);
};
const healthy: ProbeChecks = { api: ok, website: ok, database: ok, auth: ok };
const databaseDown: ProbeChecks = { ...healthy, database: fail("connect ECONNREFUSED 127.0.0.1:5432") };

/** A clock the tests move by hand, one probe round per minute. */
function clock(start = new Date("2025-03-10T10:00:00Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (minutes: number) => {
      now += minutes * 60_000;
    },
  };
}

beforeEach(async () => {
  await getDb().execute(sql`truncate status_probes, status_incidents, request_stats`);
});

afterAll(async () => {
  await stopRequestStats();
});

describe("uptime and headline", () => {
  it("computes uptime as the share of probes that found the service up, rounded down", () => {
    expect(uptimePercent(0, 0)).toBeNull();
    expect(uptimePercent(10, 10)).toBe(100);
    expect(uptimePercent(9_998, 10_000)).toBe(99.98);
    // 99.996 % must not show as 100 %.
    expect(uptimePercent(99_996, 100_000)).toBe(99.99);
    expect(uptimePercent(1, 3)).toBe(33.33);
  });

  it("takes the worst state as the headline", () => {
    expect(overallState(["operational", "operational"])).toBe("operational");
    expect(overallState(["operational", "degraded"])).toBe("degraded");
    expect(overallState(["degraded", "outage", "unknown"])).toBe("outage");
    expect(overallState(["operational", "unknown"])).toBe("unknown");
  });

  it("measures incidents in whole minutes", () => {
    const start = new Date("2025-01-01T10:00:00Z");
    expect(durationMinutes(start, new Date("2025-01-01T10:45:00Z"))).toBe(45);
    expect(durationMinutes(start, new Date("2025-01-01T12:15:00Z"))).toBe(135);
    expect(durationMinutes(start, null)).toBeNull();
  });

  it("computes each service's 30-day uptime from the stored probes, and the overall one", async () => {
    const c = clock();
    // 100 rounds: the database fails 2 of them, the API is slow (degraded, still up) in 5.
    for (let i = 0; i < 100; i++) {
      await recordResults(
        getDb(),
        [
          { service: "api", state: i < 5 ? "degraded" : "operational", latencyMs: 20, error: null },
          { service: "website", state: "operational", latencyMs: 30, error: null },
          { service: "database", state: i === 10 || i === 11 ? "outage" : "operational", latencyMs: 1, error: null },
          { service: "auth", state: "operational", latencyMs: 5, error: null },
        ],
        c.now(),
      );
      c.advance(1);
    }
    // A probe older than 30 days does not count.
    await getDb()
      .insert(statusProbes)
      .values({ service: "website", state: "outage", checkedAt: new Date(c.now().getTime() - 31 * 86_400_000) });

    const overview = await getStatusOverview(c.now());
    const uptime = Object.fromEntries(overview.services.map((s) => [s.id, s.uptime]));
    expect(uptime).toEqual({ api: 100, website: 100, database: 98, auth: 100 });
    expect(overview.uptime).toBe(99.5);
    expect(overview.services.every((s) => s.state === "operational")).toBe(true);
    expect(overview.overall).toBe("operational");
    // Less than 30 days of history: the page says since when it measures.
    expect(overview.measuredSince).toBe("2025-03-10T10:00:00.000Z");
  });

  it("shows a service as unknown when its last probe is stale", async () => {
    const c = clock();
    await runStatusProbes({ checks: healthy, now: c.now });
    c.advance(10);
    const overview = await getStatusOverview(c.now());
    expect(overview.services.map((s) => s.state)).toEqual(["unknown", "unknown", "unknown", "unknown"]);
    expect(overview.overall).toBe("unknown");
  });
});

describe("probes and incidents", () => {
  it("stores one row per service per round, and skips a round while the last one is fresh", async () => {
    const c = clock();
    const first = await runStatusProbes({ checks: healthy, now: c.now });
    expect(first.ran).toBe(true);
    c.advance(0.5);
    expect(await runStatusProbes({ checks: healthy, now: c.now })).toEqual({ ran: false, reason: "fresh" });
    c.advance(1);
    expect((await runStatusProbes({ checks: healthy, now: c.now })).ran).toBe(true);
    const rows = await getDb().select().from(statusProbes);
    expect(rows).toHaveLength(8);
  });

  it("lets one of several simultaneous callers probe (advisory lock)", async () => {
    const c = clock();
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => runStatusProbes({ checks: healthy, now: c.now })),
    );
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(await getDb().select().from(statusProbes)).toHaveLength(4);
  });

  it("opens an incident when the database probe fails, keeps one while it fails, resolves it when it passes", async () => {
    const c = clock();
    const changes: string[] = [];
    const onIncident = (change: { kind: string; service: string }) => changes.push(`${change.kind}:${change.service}`);

    await runStatusProbes({ checks: healthy, now: c.now, onIncident });
    c.advance(1);
    const failing = await runStatusProbes({ checks: databaseDown, now: c.now, onIncident });
    expect(failing.ran && failing.results.find((r) => r.service === "database")).toMatchObject({
      state: "outage",
      error: "connect ECONNREFUSED 127.0.0.1:5432",
    });

    let overview = await getStatusOverview(c.now());
    expect(overview.services.find((s) => s.id === "database")?.state).toBe("outage");
    expect(overview.overall).toBe("outage");
    expect(overview.incidents).toHaveLength(1);
    expect(overview.incidents[0]).toMatchObject({ service: "database", severity: "outage", resolvedAt: null });

    c.advance(1);
    await runStatusProbes({ checks: databaseDown, now: c.now, onIncident });
    expect(await getDb().select().from(statusIncidents)).toHaveLength(1);

    c.advance(1);
    await runStatusProbes({ checks: healthy, now: c.now, onIncident });
    overview = await getStatusOverview(c.now());
    expect(overview.services.find((s) => s.id === "database")?.state).toBe("operational");
    expect(overview.incidents[0]).toMatchObject({ service: "database", durationMinutes: 2 });
    expect(overview.incidents[0]?.resolvedAt).toBe(c.now().toISOString());
    expect(changes).toEqual(["opened:database", "resolved:database"]);
    // Two failed rounds out of four.
    expect(overview.services.find((s) => s.id === "database")?.uptime).toBe(50);
  });

  it("raises a degraded incident to an outage, never the other way", async () => {
    const c = clock();
    const slow: ProbeChecks = { ...healthy, api: async () => ({ degraded: "slow answers" }) };
    const down: ProbeChecks = { ...healthy, api: fail("HTTP 503") };
    await runStatusProbes({ checks: slow, now: c.now });
    c.advance(1);
    await runStatusProbes({ checks: down, now: c.now });
    c.advance(1);
    await runStatusProbes({ checks: slow, now: c.now });
    const incidents = await getDb().select().from(statusIncidents);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ service: "api", severity: "outage", resolvedAt: null });
    const overview = await getStatusOverview(c.now());
    expect(overview.services.find((s) => s.id === "api")?.state).toBe("degraded");
  });

  it("runs the checks with a time limit: a hung check is an outage", async () => {
    const hung: ProbeChecks = { ...healthy, auth: () => new Promise(() => {}) };
    const results = await runChecks(hung, 50);
    expect(results.find((r) => r.service === "auth")).toMatchObject({ state: "outage", latencyMs: null });
    expect(results.find((r) => r.service === "api")?.state).toBe("operational");
  });
});

describe("/status when the database cannot be used", () => {
  it("shows the live checks, the database not operational (the real probe), and no history", async () => {
    // The app's own database check (`select 1` on the process's pool); the HTTP checks are
    // left out, nothing listens for them here. tests/e2e/status.spec.ts stops a real server.
    const checks: ProbeChecks = { ...healthy, database: defaultProbeChecks("http://127.0.0.1:1").database };
    const live = await loadStatusPage({ checks });
    expect(live.services.find((s) => s.id === "database")?.state).toBe("operational");

    const url = database.url;
    await closeDb();
    // Nothing listens there: every query fails as with a stopped server.
    connectDb("postgres://fiable:nothing@127.0.0.1:1/none", 1);
    try {
      const overview = await loadStatusPage({ checks });
      expect(overview.historyAvailable).toBe(false);
      expect(overview.services.find((s) => s.id === "database")?.state).toBe("outage");
      expect(overview.overall).toBe("outage");
      expect(overview.uptime).toBeNull();
      expect(overview.incidents).toEqual([]);
    } finally {
      await closeDb();
      connectDb(url, 5);
    }
  });

  it("waits for a round another process is running, and shows its results", async () => {
    // Another process holds the probe lock: it is in the middle of a round.
    const other = await getPool().connect();
    await other.query("select pg_advisory_lock($1)", [PROBE_LOCK_ID]);
    let settled = false;
    const page = loadStatusPage({ checks: databaseDown }).finally(() => {
      settled = true;
    });
    try {
      // The round ends: its results are stored, then the lock is released.
      await recordResults(
        getDb(),
        (["api", "website", "database", "auth"] as const).map((service) => ({
          service,
          state: "operational" as const,
          latencyMs: 3,
          error: null,
        })),
        new Date(),
      );
      expect(settled).toBe(false);
    } finally {
      await other.query("select pg_advisory_unlock($1)", [PROBE_LOCK_ID]);
      other.release();
    }
    const overview = await page;
    expect(overview.services.map((s) => s.state)).toEqual(["operational", "operational", "operational", "operational"]);
    expect(overview.historyAvailable).toBe(true);
  });

  it("probes first when the stored state is stale, so the page shows the present", async () => {
    const overview = await loadStatusPage({ checks: databaseDown });
    expect(overview.historyAvailable).toBe(true);
    expect(overview.services.find((s) => s.id === "database")?.state).toBe("outage");
    expect(overview.incidents[0]).toMatchObject({ service: "database", resolvedAt: null });
  });
});

describe("the monitor", () => {
  it("probes on its own, once per interval", async () => {
    const stop = startStatusMonitor({
      origin: "http://127.0.0.1:1",
      publicUrl: "https://fiable.test",
      checks: healthy,
      intervalMs: 50,
      firstRunDelayMs: 0,
    });
    try {
      await vi.waitFor(async () => expect(await getDb().select().from(statusProbes)).toHaveLength(4), {
        timeout: 5_000,
      });
    } finally {
      await stop();
    }
  });

  it("keeps the rounds measured while the database was down and stores them when it is back", async () => {
    const url = database.url;
    let rounds = 0;
    const counting: ProbeChecks = {
      ...databaseDown,
      database: async () => {
        rounds++;
        throw new Error("connect ECONNREFUSED");
      },
    };
    await closeDb();
    connectDb("postgres://fiable:nothing@127.0.0.1:1/none", 1);
    const stop = startStatusMonitor({
      origin: "http://127.0.0.1:1",
      publicUrl: "https://fiable.test",
      checks: counting,
      intervalMs: 50,
      firstRunDelayMs: 0,
    });
    try {
      await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
      await closeDb();
      connectDb(url, 5);
      await vi.waitFor(
        async () => {
          const incidents = await getDb().select().from(statusIncidents);
          expect(incidents.map((i) => i.service)).toEqual(["database"]);
          const stored = await getDb().select().from(statusProbes);
          const outages = stored.filter((p) => p.service === "database" && p.state === "outage");
          expect(outages.length).toBeGreaterThanOrEqual(2);
        },
        { timeout: 5_000 },
      );
    } finally {
      await stop();
      // Whatever happened, the next tests get this file's database back.
      await closeDb();
      connectDb(url, 5);
    }
  });
});

describe("request counter", () => {
  it("sums requests and durations per minute in the database, leaving the probes' own out", async () => {
    recordRequest(10);
    recordRequest(20);
    recordRequest(60);
    recordRequest(5000, new Headers({ [PROBE_HEADER]: "1" }));
    recordRequest(Number.NaN);
    await flushRequestStats();
    recordRequest(30);
    await flushRequestStats();
    const overview = await getStatusOverview();
    expect(overview.requests).toBe(4);
    expect(overview.averageResponseMs).toBe(30);
  });
});

describe("history seed", () => {
  it("adds the three resolved incidents (45 min, 12 min, 2 h 15) once", async () => {
    const now = new Date();
    expect(await seedStatusHistory(now)).toBe(3);
    expect(await seedStatusHistory(now)).toBe(0);
    expect(await seedStatusHistory(new Date(now.getTime() + 86_400_000))).toBe(0);
    const overview = await getStatusOverview(now);
    expect(overview.incidents.map((i) => i.durationMinutes).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([12, 45, 135]);
    expect(overview.incidents.every((i) => i.resolvedAt !== null && i.seedKey !== null)).toBe(true);
  });
});
