import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeProfileCache,
  createRedisBus,
  getProfilePageCache,
  type InvalidationBus,
  invalidateProfile,
  onProfileInvalidated,
} from "#app/features/profile/invalidate-profile.server.ts";

/*
 * Several app processes (design §1): an invalidation in one reaches the others through
 * Redis pub/sub. Runs against a throwaway redis-server when the machine has one
 * (Debian: apt-get install redis-server); the single-process behaviour is covered by
 * page-cache.test.ts either way.
 */

const redisBinary = (() => {
  try {
    return execFileSync("sh", ["-c", "command -v redis-server"]).toString().trim() || null;
  } catch {
    return null;
  }
})();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(redisBinary)("invalidation across processes (Redis pub/sub)", () => {
  let port: number;
  let redis: ChildProcess | undefined;
  const buses: InvalidationBus[] = [];

  async function startRedis() {
    redis = spawn(redisBinary!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
  }
  async function stopRedis() {
    const child = redis;
    redis = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
  });

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await closeProfileCache();
    delete process.env.REDIS_URL;
    await stopRedis();
  });

  it("delivers one process's invalidation to the others, not back to itself", async () => {
    const url = `redis://127.0.0.1:${port}`;
    const received = { a: [] as string[], b: [] as string[] };
    const a = createRedisBus(url, { onMessage: (id) => received.a.push(id), onResync: () => {} });
    const b = createRedisBus(url, { onMessage: (id) => received.b.push(id), onResync: () => {} });
    buses.push(a, b);
    await until(() => a.ready() && b.ready(), "both subscriptions");
    await a.publish("profile-42");
    await until(() => received.b.length === 1, "the message");
    expect(received).toEqual({ a: [], b: ["profile-42"] });
  });

  it("stops trusting the cache while Redis is away, and starts over empty when it is back", async () => {
    const url = `redis://127.0.0.1:${port}`;
    let resyncs = 0;
    const bus = createRedisBus(url, { onMessage: () => {}, onResync: () => resyncs++ });
    buses.push(bus);
    await until(() => bus.ready(), "the subscription");
    expect(resyncs).toBe(1);
    await stopRedis();
    await until(() => !bus.ready(), "the disconnection");
    await startRedis();
    await until(() => bus.ready(), "the new subscription", 20_000);
    expect(resyncs).toBe(2);
  });

  it("invalidateProfile() reaches another process's cache and listeners", async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    const cache = getProfilePageCache();
    const local: string[] = [];
    onProfileInvalidated((id) => local.push(id));
    // The "other process": a bus of its own, as another app would have.
    const remote: string[] = [];
    const other = createRedisBus(process.env.REDIS_URL, { onMessage: (id) => remote.push(id), onResync: () => {} });
    buses.push(other);
    await until(() => other.ready(), "the other process");
    await invalidateProfile("profile-7");
    expect(local).toEqual(["profile-7"]);
    await until(() => remote.length === 1, "the other process's message");
    expect(remote).toEqual(["profile-7"]);

    // And the other way round: the other process's invalidation reaches this one.
    while (!local.includes("profile-8")) {
      await other.publish("profile-8");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cache.stats().misses).toBe(0);
  });
});
