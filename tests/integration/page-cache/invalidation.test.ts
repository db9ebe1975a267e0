import { type AddressInfo, createServer } from "node:net";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import {
  CACHE_STATUS_HEADER,
  closePageCache,
  getPageCache,
  invalidateProfile,
  listenForInvalidations,
  onProfileInvalidated,
  PAGE_CACHE_MARKER,
  type PostgresBusOptions,
  type PostgresInvalidationBus,
  pageCacheMiddleware,
  profileTag,
  startPageInvalidations,
} from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { withTestDatabase } from "#tests/setup/database.ts";
import { tcpRelay } from "#tests/setup/tcp-relay.ts";

/*
 * Several app processes (WEB_CONCURRENCY workers, or several hosts; decision 037): an invalidation in one reaches the others
 * through PostgreSQL LISTEN/NOTIFY. Each bus below has its own listening connection, as
 * each process has; they share this file's database.
 */

const database = withTestDatabase();

const buses: PostgresInvalidationBus[] = [];

async function bus(options: Partial<PostgresBusOptions> = {}): Promise<PostgresInvalidationBus> {
  const created = await listenForInvalidations({
    url: database.url,
    onMessage: () => {},
    onResync: () => {},
    log: () => {},
    ...options,
  });
  buses.push(created);
  return created;
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function poll(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function terminate(pid: number | null): Promise<void> {
  expect(pid).toEqual(expect.any(Number));
  await getDb().execute(sql`select pg_terminate_backend(${pid})`);
}

afterEach(async () => {
  for (const created of buses.splice(0)) await created.close();
  await closePageCache();
});

afterAll(async () => {
  await closePageCache();
});

describe("invalidation across processes (PostgreSQL LISTEN/NOTIFY)", () => {
  it("delivers one process's invalidation to another within a second, never back to itself", async () => {
    const received = { a: [] as string[], b: [] as string[] };
    let arrived: (() => void) | undefined;
    const a = await bus({ onMessage: (id) => received.a.push(id) });
    const b = await bus({
      onMessage: (id) => {
        received.b.push(id);
        arrived?.();
      },
    });
    expect(a.ready() && b.ready()).toBe(true);

    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const delivered = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const sentAt = performance.now();
      await a.publish(`profile-${i}`);
      await delivered;
      latencies.push(performance.now() - sentAt);
    }
    latencies.sort((x, y) => x - y);
    console.log(
      `[test] invalidation latency A → B over 10 sends: median ${latencies[5]!.toFixed(1)} ms, max ${latencies[9]!.toFixed(1)} ms`,
    );
    expect(latencies[9]).toBeLessThan(1000);
    expect(received.b).toEqual(Array.from({ length: 10 }, (_, i) => `profile-${i}`));

    // A listener gets notifications in commit order: once B's later one reaches A, A has
    // already been sent (and dropped) its own ten.
    await b.publish("profile-from-b");
    await until(() => received.a.length > 0, "B's message at A");
    expect(received.a).toEqual(["profile-from-b"]);
    expect(received.b).not.toContain("profile-from-b");
  });

  it("is not ready while its connection is down, then listens again, starts over and delivers", async () => {
    const lines: string[] = [];
    const received: string[] = [];
    let resyncs = 0;
    const a = await bus();
    const b = await bus({
      onMessage: (id) => received.push(id),
      onResync: () => resyncs++,
      log: (line) => lines.push(line),
    });
    expect(b.ready()).toBe(true);
    expect(resyncs).toBe(1);

    const pid = b.listenerPid();
    const killedAt = performance.now();
    await terminate(pid);
    await until(() => !b.ready(), "the outage");
    await until(() => b.ready(), "the new connection");
    console.log(`[test] listener back ${(performance.now() - killedAt).toFixed(0)} ms after pg_terminate_backend`);
    expect(b.listenerPid()).not.toBe(pid);
    expect(resyncs).toBe(2);

    await a.publish("profile-after");
    await until(() => received.includes("profile-after"), "a message after the reconnection");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[page-cache\] invalidation listener down: terminating connection/);
    expect(lines[0]).not.toMatch(/\n\s+at /);
  });

  it("takes a connection that stops answering as lost (heartbeat), and listens again", async () => {
    const target = new URL(database.url);
    const proxy = await tcpRelay(target.hostname, Number(target.port || 5432));
    const lines: string[] = [];
    const received: string[] = [];
    try {
      const b = await bus({
        url: proxy.through(database.url),
        heartbeat: { everyMs: 100, timeoutMs: 200 },
        onMessage: (id) => received.push(id),
        log: (line) => lines.push(line),
      });
      const a = await bus();
      expect(b.ready()).toBe(true);
      // The network drops the connection's packets without closing it.
      proxy.freeze();
      await until(() => !b.ready(), "the heartbeat to give up");
      await until(() => b.ready(), "a new connection");
      await a.publish("profile-after-freeze");
      await until(() => received.includes("profile-after-freeze"), "a message on the new connection");
      expect(lines).toEqual([expect.stringMatching(/invalidation listener down: no answer to a heartbeat in 200 ms/)]);
    } finally {
      await proxy.close();
    }
  });

  it("logs one line for an outage however many attempts fail, and retries with backoff", async () => {
    // A "database" that hangs up on every connection: each attempt fails at once.
    const attempts: number[] = [];
    const server = createServer((socket) => {
      attempts.push(performance.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const lines: string[] = [];
    try {
      const down = await bus({
        url: `postgres://nobody:nothing@127.0.0.1:${port}/nothing`,
        log: (line) => lines.push(line),
      });
      await until(() => attempts.length >= 3, "three attempts");
      expect(down.ready()).toBe(false);
      expect(lines).toEqual([expect.stringMatching(/^\[page-cache\] invalidation listener down: /)]);
      // 0.5 s, then 1 s between attempts (doubling up to 10 s).
      const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(450);
      expect(gaps[1]).toBeGreaterThanOrEqual(950);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the app's page cache and invalidateProfile()", () => {
  // The page cache middleware as server/http.ts mounts it, in front of a stand-in page.
  const app = new Hono();
  app.use(
    pageCacheMiddleware({
      getCache: getPageCache,
      decide: () => ({ kind: "cache", key: "/camille-martin|page|system", tags: [] }),
      nonceOf: () => "",
      policy: () => "script-src 'self'",
    }),
  );
  app.get(
    "*",
    () =>
      new Response("<!DOCTYPE html><html><body>Camille</body></html>", {
        headers: { "Content-Type": "text/html; charset=utf-8", [PAGE_CACHE_MARKER]: profileTag("profile-1") },
      }),
  );
  const view = async () => (await app.request("/camille-martin")).headers.get(CACHE_STATUS_HEADER);

  it("keeps two processes' caches true: a change in one drops the page in the other", async () => {
    // Two workers, each with its cache and its own listening connection.
    const { PageCache } = await import("#app/services/page-cache/index.server.ts");
    const workers = await Promise.all(
      [0, 1].map(async () => {
        const cache = new PageCache();
        const own = await bus({ onMessage: (tag) => cache.invalidate(tag), onResync: () => cache.clear() });
        const worker = new Hono();
        worker.use(
          pageCacheMiddleware({
            getCache: () => cache,
            decide: () => ({ kind: "cache", key: "/camille-martin|page|system", tags: [] }),
            nonceOf: () => "",
            policy: () => "script-src 'self'",
          }),
        );
        worker.get(
          "*",
          () =>
            new Response(`<!DOCTYPE html><p>${version}</p>`, {
              headers: { "Content-Type": "text/html", [PAGE_CACHE_MARKER]: profileTag("profile-1") },
            }),
        );
        return { cache, bus: own, view: async () => (await worker.request("/camille-martin")).text() };
      }),
    );
    let version = "v1";
    for (const worker of workers) expect(await worker.view()).toContain("v1");
    version = "v2";
    for (const worker of workers) expect(await worker.view()).toContain("v1");
    // Worker 0 saves the profile: its cache at once, worker 1's through PostgreSQL.
    workers[0]!.cache.invalidate(profileTag("profile-1"));
    await workers[0]!.bus.publish(profileTag("profile-1"));
    await until(() => workers[1]!.cache.stats().entries === 0, "worker 1's invalidation");
    for (const worker of workers) expect(await worker.view()).toContain("v2");
  });

  it("reaches the other processes, and theirs reach this one's cache and listeners", async () => {
    const stop = await startPageInvalidations(database.url);
    const local: string[] = [];
    onProfileInvalidated((id) => local.push(id));
    const remote: string[] = [];
    const other = await bus({ onMessage: (id) => remote.push(id) });

    await invalidateProfile("profile-7");
    expect(local).toEqual(["profile-7"]);
    await until(() => remote.length === 1, "the other process's message");
    expect(remote).toEqual(["profile:profile-7"]);

    expect(await view()).toBe("MISS");
    expect(await view()).toBe("HIT");
    await other.publish(profileTag("profile-1"));
    await until(() => local.includes("profile-1"), "the other process's invalidation");
    // This process's own "profile-7" came back first, and was dropped.
    expect(local).toEqual(["profile-7", "profile-1"]);
    expect(await view()).toBe("MISS");
    await stop();
  });

  it("neither serves nor stores while the listener is down, and starts empty when it is back", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
    try {
      const stop = await startPageInvalidations(database.url);
      expect(await view()).toBe("MISS");
      expect(await view()).toBe("HIT");

      const rows = await getDb().execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where application_name = 'fiable invalidation listener' and datname = current_database()`,
      );
      expect(rows.rows).toHaveLength(1);
      await terminate(rows.rows[0]!.pid);
      await poll(async () => (await view()) === "BYPASS", "the cache to stop trusting itself");
      let firstBack: string | null = null;
      await poll(async () => {
        firstBack = await view();
        return firstBack !== "BYPASS";
      }, "the listener to be back");
      // Started over: the page cached before the outage is gone.
      expect(firstBack).toBe("MISS");
      expect(await view()).toBe("HIT");
      expect(logged).toEqual([
        expect.stringMatching(/^\[page-cache\] invalidation listener down: terminating connection/),
      ]);
      await stop();
    } finally {
      spy.mockRestore();
    }
  });
});
