import { createHmac } from "node:crypto";
import { Redis } from "ioredis";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { parseEnv } from "#app/lib/env.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { appSecret } from "#app/lib/tokens.server.ts";
import { getPool } from "#db/client.server.ts";
import { type LimiterName, type LimitRule, RATE_LIMITS } from "./limits.ts";

/**
 * The app's shared rate limiter (docs/product/limits.md#rate-limits). Counters live where every process sees
 * them: in Redis when REDIS_URL is set, otherwise in PostgreSQL (the `rate_limiter_flexible`
 * table, through the app's pool) — but a limit marked `perProcess` in limits.ts, counted in
 * each process's memory (the public read API's: decision 031). Should that store fail, each process falls back to its
 * own memory for the time being rather than letting everything through or refusing
 * everyone. Keys (client addresses, e-mails) are stored as keyed hashes, never as such.
 *
 *   const result = await consume("contact.submit.ip", context.clientIp);
 *   if (!result.allowed) return data({ error: t("errors.status.429") }, tooManyRequests(result));
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Points left in the current window. */
  remaining: number;
  /** Seconds until the window ends (the `Retry-After` of a refusal); 0 when allowed. */
  retryAfterSeconds: number;
}

const PG_TABLE = "rate_limiter_flexible";

interface Limiters {
  store: object;
  byName: Map<LimiterName, RateLimiterAbstract>;
}
let limiters: Limiters | undefined;

let redisUrlCache: { value: string | undefined } | undefined;
function redisUrl(): string | undefined {
  // Validated at boot (server/app.ts); read here once.
  redisUrlCache ??= { value: parseEnv().REDIS_URL };
  return redisUrlCache.value;
}

let ipScaleCache: number | undefined;
/**
 * Points of a limit. RATE_LIMIT_IP_SCALE multiplies the per-IP limits only: an
 * end-to-end run sends every request from 127.0.0.1, which a real visitor never does;
 * per-account limits stay as they are.
 */
function pointsOf(name: LimiterName): number {
  ipScaleCache ??= parseEnv().RATE_LIMIT_IP_SCALE;
  return RATE_LIMITS[name].points * (name.endsWith(".ip") ? ipScaleCache : 1);
}

/*
 * Redis, when set, must never hold a request up: while it is unreachable every command fails
 * at once (no offline queue, no retry of a command), a connection attempt gives up after
 * 1 s, a command after 500 ms, and a connection that stops answering is dropped and
 * reconnected with backoff (0.5 s doubling to 10 s). Each failed command is answered by the
 * limiter's in-memory insurance limiter. One line says when Redis is lost, one when it is back.
 */
const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  commandTimeout: 500,
  socketTimeout: 1_000,
  retryStrategy: (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 10_000),
} as const;

interface RedisStore {
  client: Redis;
  /** Settles once the first connection is ready or has failed (at most connectTimeout). */
  firstAttempt: Promise<void>;
}
let redis: RedisStore | undefined;

function connectRedis(url: string): RedisStore {
  const client = new Redis(url, REDIS_OPTIONS);
  let down = false;
  // ioredis reports every failed attempt (with a stack when nobody listens): once per outage.
  client.on("error", (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    console.error(
      `[rate-limit] redis unreachable: ${error.message || error.code || error.name}, rate limits fall back to this process's memory until it is back`,
    );
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    console.log("[rate-limit] redis is back: rate limits are shared between processes again");
  });
  const firstAttempt = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_OPTIONS.connectTimeout);
    timer.unref();
    const settle = () => {
      clearTimeout(timer);
      client.off("ready", settle);
      client.off("error", settle);
      resolve();
    };
    client.once("ready", settle);
    client.once("error", settle);
  });
  return { client, firstAttempt };
}

function currentStore(): { kind: "redis"; client: Redis } | { kind: "postgres"; pool: pg.Pool } {
  const url = redisUrl();
  if (url) {
    redis ??= connectRedis(url);
    return { kind: "redis", client: redis.client };
  }
  return { kind: "postgres", pool: getPool() };
}

/**
 * The limiter of `name`. The first call after boot with REDIS_URL waits for the first
 * connection (at most 1 s): without an offline queue, a command sent while it is being
 * made would fail and be counted in memory only.
 */
async function limiterReady(name: LimiterName): Promise<RateLimiterAbstract> {
  const found = limiter(name);
  if (redis) await redis.firstAttempt;
  return found;
}

/** Closes the Redis connection (tests). */
export async function closeRateLimitStore(): Promise<void> {
  const current = redis;
  redis = undefined;
  limiters = undefined;
  redisUrlCache = undefined;
  current?.client.disconnect();
}

function limiter(name: LimiterName): RateLimiterAbstract {
  const store = currentStore();
  const storeObject = store.kind === "redis" ? store.client : store.pool;
  // A new pool (tests connect one per file) gets new limiters.
  if (!limiters || limiters.store !== storeObject) limiters = { store: storeObject, byName: new Map() };
  let existing = limiters.byName.get(name);
  if (!existing) {
    const rule: LimitRule = RATE_LIMITS[name];
    if (rule.perProcess) {
      existing = new RateLimiterMemory({ keyPrefix: name, points: pointsOf(name), duration: rule.durationSeconds });
      limiters.byName.set(name, existing);
      return existing;
    }
    const common = {
      keyPrefix: name,
      points: pointsOf(name),
      duration: rule.durationSeconds,
      insuranceLimiter: new RateLimiterMemory({
        keyPrefix: name,
        points: pointsOf(name),
        duration: rule.durationSeconds,
      }),
    };
    existing =
      store.kind === "redis"
        ? new RateLimiterRedis({ ...common, storeClient: store.client })
        : new RateLimiterPostgres({
            ...common,
            storeClient: store.pool,
            storeType: "pool",
            tableName: PG_TABLE,
            // The table comes with the migrations (db/schema.ts).
            tableCreated: true,
            // Every limiter shares the table: one of them sweeps expired rows.
            clearExpiredByTimeout: limiters.byName.size === 0,
          });
    limiters.byName.set(name, existing);
  }
  return existing;
}

function resultOf(name: LimiterName, res: RateLimiterRes, allowed: boolean): RateLimitResult {
  const points = pointsOf(name);
  return {
    allowed,
    remaining: Math.max(points - res.consumedPoints, 0),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}

/** Normalizes a key: e-mails and other identifiers compare trimmed and lower-cased. */
export function limitKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The key as the store keeps it: an HMAC-SHA256 of the normalized key under the app secret.
 * Counters are keyed by client address or e-mail; the `rate_limiter_flexible` table (or
 * Redis) then holds neither, and without the secret a stored key cannot be matched to an
 * address by hashing the 2^32 IPv4 addresses. Every key is hashed, not only the addresses,
 * so no limit can leak one through a key it did not expect to be personal.
 */
export function storedLimitKey(value: string): string {
  return createHmac("sha256", appSecret())
    .update(`rate-limit:${limitKey(value)}`)
    .digest("base64url");
}

/** Takes `points` (default 1) from `key`'s allowance under limit `name`. */
export async function consume(name: LimiterName, key: string, points = 1): Promise<RateLimitResult> {
  try {
    const res = await (await limiterReady(name)).consume(storedLimitKey(key), points);
    return resultOf(name, res, true);
  } catch (error) {
    if (error instanceof RateLimiterRes) return resultOf(name, error, false);
    // Neither the store nor the insurance limiter answered: let the request through.
    logError(`[rate-limit] ${name}:`, error);
    return { allowed: true, remaining: 0, retryAfterSeconds: 0 };
  }
}

/**
 * Takes one point from each `[name, key]` in the order given (e.g. per IP, then per
 * profile), stopping at the first refusal: a limit that refuses leaves the later ones
 * untouched. So the requester's own key (the client address) comes first: a per-profile
 * counter is then charged only by requests their per-IP limit let through, and one
 * address sending in a loop cannot exhaust it for everyone else, while attempts spread
 * over many addresses still charge it every time.
 */
export async function consumeEach(entries: readonly (readonly [LimiterName, string])[]): Promise<RateLimitResult> {
  let remaining = Number.POSITIVE_INFINITY;
  for (const [name, key] of entries) {
    const result = await consume(name, key);
    if (!result.allowed) return result;
    remaining = Math.min(remaining, result.remaining);
  }
  return { allowed: true, remaining: Number.isFinite(remaining) ? remaining : 0, retryAfterSeconds: 0 };
}

/** Gives back `points` taken from `key` (an attempt that turned out legitimate). */
export async function refund(name: LimiterName, key: string, points = 1): Promise<void> {
  try {
    await (await limiterReady(name)).reward(storedLimitKey(key), points);
  } catch (error) {
    logError(`[rate-limit] ${name} refund:`, error);
  }
}

/** Forgets `key`'s counter under limit `name`. */
export async function reset(name: LimiterName, key: string): Promise<void> {
  try {
    await (await limiterReady(name)).delete(storedLimitKey(key));
  } catch (error) {
    logError(`[rate-limit] ${name} reset:`, error);
  }
}

/** Status and `Retry-After` header of a refusal, for `data(…, tooManyRequests(result))` or a Response. */
export function tooManyRequests(result: Pick<RateLimitResult, "retryAfterSeconds">): {
  status: 429;
  headers: Record<string, string>;
} {
  return { status: 429, headers: { "Retry-After": String(Math.max(1, result.retryAfterSeconds)) } };
}
