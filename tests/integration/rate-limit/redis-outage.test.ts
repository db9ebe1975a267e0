import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { closeRateLimitStore, consume, storedLimitKey } from "#app/services/rate-limit/rate-limit.server.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

/*
 * REDIS_URL set and Redis away: a limit still answers, from the process's memory
 * (rate-limiter-flexible's insurance limiter), within about a second, and the log says so
 * once per outage and once when Redis is back.
 */

withTestDatabase();

// "auth.sign-in.email": 3 points per 60 s.
const NAME = "auth.sign-in.email";
const UNREACHABLE = "[rate-limit] redis unreachable:";
const FALLBACK = "rate limits fall back to this process's memory until it is back";
const BACK = "[rate-limit] redis is back";

let logged: string[];
let spies: MockInstance[];

beforeEach(async () => {
  await closeRateLimitStore();
  logged = [];
  spies = (["error", "warn", "log"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    }),
  );
});

afterEach(async () => {
  for (const spy of spies) spy.mockRestore();
  await closeRateLimitStore();
  delete process.env.REDIS_URL;
});

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

const redisLines = () => logged.filter((line) => /redis/i.test(line));

describe("rate limits with REDIS_URL while Redis is unreachable", () => {
  it("answers from memory at once, and says so in one line", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    const first = await timed(() => consume(NAME, "a@example.com"));
    console.info(`[test] first consume with Redis on a closed port: ${first.ms.toFixed(0)} ms`);
    expect(first.ms).toBeLessThan(1200);
    expect(first.value).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });

    // The insurance limiter counts: the fourth attempt of the window is refused.
    for (let i = 0; i < 2; i++) expect((await consume(NAME, "a@example.com")).allowed).toBe(true);
    const refused = await timed(() => consume(NAME, "a@example.com"));
    expect(refused.ms).toBeLessThan(1200);
    expect(refused.value.allowed).toBe(false);
    expect(refused.value.retryAfterSeconds).toBeGreaterThan(0);

    expect(redisLines()).toEqual([`${UNREACHABLE} connect ECONNREFUSED 127.0.0.1:1, ${FALLBACK}`]);
  });

  it("logs one line for an outage, not one per reconnection attempt", async () => {
    // A "Redis" that hangs up on every connection.
    const attempts: number[] = [];
    const server = createServer((socket) => {
      attempts.push(performance.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      process.env.REDIS_URL = `redis://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { ms, value } = await timed(() => consume(NAME, "b@example.com"));
      expect(ms).toBeLessThan(1200);
      expect(value.allowed).toBe(true);
      await until(() => attempts.length >= 3, "three connection attempts");
      for (let i = 0; i < 5; i++) await consume(NAME, `c${i}@example.com`);
      expect(redisLines()).toHaveLength(1);
      expect(redisLines()[0]).toMatch(/^\[rate-limit\] redis unreachable: .+, rate limits fall back/);
      expect(logged.join("\n")).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

const redisServer = (() => {
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
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe.runIf(redisServer)("rate limits with a Redis that goes away and comes back", () => {
  let port: number;
  let child: ChildProcess | undefined;
  let inspector: Redis | undefined;

  async function startRedis() {
    child = spawn(redisServer!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const probe = new Redis(port, "127.0.0.1", { retryStrategy: () => 50, maxRetriesPerRequest: null });
    probe.on("error", () => {});
    await probe.ping();
    probe.disconnect();
  }
  async function stopRedis() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }

  afterEach(async () => {
    inspector?.disconnect();
    inspector = undefined;
    await stopRedis();
  });

  it("counts in Redis, falls back to memory while it is down, and counts in Redis again", async () => {
    port = await freePort();
    await startRedis();
    inspector = new Redis(port, "127.0.0.1", { lazyConnect: true });
    inspector.on("error", () => {});
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;

    // The first call after boot waits for the connection instead of counting in memory.
    expect(await consume(NAME, "d@example.com")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    const key = `${NAME}:${storedLimitKey("d@example.com")}`;
    expect(await inspector.get(key)).toBe("1");
    expect(redisLines()).toEqual([]);

    await stopRedis();
    const during = await timed(() => consume(NAME, "e@example.com"));
    expect(during.ms).toBeLessThan(1200);
    expect(during.value.allowed).toBe(true);
    await until(() => redisLines().length === 1, "the outage line");
    expect(redisLines()[0]).toContain(FALLBACK);

    await startRedis();
    await until(() => redisLines().length === 2, "the line saying Redis is back");
    expect(redisLines()[1]).toMatch(/^\[rate-limit\] redis is back/);
    await consume(NAME, "f@example.com");
    expect(await inspector.get(`${NAME}:${storedLimitKey("f@example.com")}`)).toBe("1");
    expect(redisLines()).toHaveLength(2);
  });

  it("does not wait on a Redis that stops answering", async () => {
    port = await freePort();
    await startRedis();
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    expect((await consume(NAME, "g@example.com")).remaining).toBe(2);

    child!.kill("SIGSTOP");
    try {
      const during = await timed(() => consume(NAME, "g@example.com"));
      console.info(`[test] consume while Redis is stopped (SIGSTOP): ${during.ms.toFixed(0)} ms`);
      expect(during.ms).toBeLessThan(1200);
      expect(during.value.allowed).toBe(true);
      await until(() => redisLines().length === 1, "the outage line");
      const next = await timed(() => consume(NAME, "h@example.com"));
      expect(next.ms).toBeLessThan(1200);
    } finally {
      child!.kill("SIGCONT");
    }
    await until(() => redisLines().some((line) => line.startsWith(BACK)), "the line saying Redis is back", 15_000);
    expect(redisLines()).toHaveLength(2);
  });
});
