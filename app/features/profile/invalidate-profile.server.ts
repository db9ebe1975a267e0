import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import pg from "pg";
import { logError } from "#app/lib/log-error.server.ts";
import { getPool } from "#db/client.server.ts";
import { ProfilePageCache, profilePageCacheMiddleware } from "./page-cache.server.ts";

/*
 * The process's public-page cache and the one call that keeps it true:
 *
 *   await invalidateProfile(profile.id);   // after the transaction that changed it commits
 *
 * Call it whenever something the public page shows changes: the owner's save (editor),
 * a review decision or reply, an admin edit or deletion.
 * The next anonymous view is rendered afresh; the link-preview image follows too.
 *
 * Several processes (decision 012): every process LISTENs on a PostgreSQL channel
 * (one connection of its own, outside the pool: a pooled connection cannot hold a LISTEN)
 * and every invalidation is also sent there with `pg_notify` through the pool, so each
 * process clears its copy too — no Redis needed. While a process's listening connection is
 * down it could miss a message, so its cache neither serves nor stores; the connection is
 * retried with backoff and, once it listens again, the cache starts empty. The boot
 * (server/app.ts) starts the listener; a process that never starts it (a script, a test)
 * keeps a process-local cache.
 */

export const INVALIDATION_CHANNEL = "fiable_profile_invalidated";

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;
/** A listening connection that does not answer a `select 1` in time is taken as lost. */
const HEARTBEAT = { everyMs: 30_000, timeoutMs: 5_000 };

type Listener = (profileId: string) => void;

export interface InvalidationBus {
  publish(profileId: string): Promise<void>;
  /** True while invalidations from other processes are being received. */
  ready(): boolean;
  close(): Promise<void>;
}

export interface PostgresBusOptions {
  /** The app's database (the one the pool is connected to). */
  url: string;
  /** Another process's invalidation. */
  onMessage: (profileId: string) => void;
  /** The connection listens (again): whatever was sent while it did not is lost. */
  onResync: () => void;
  /** One line per outage. */
  log?: (line: string) => void;
  /** How often the listening connection is checked, and how long an answer may take (tests). */
  heartbeat?: { everyMs: number; timeoutMs: number };
  /** Sends a notification; defaults to `select pg_notify($1, $2)` on the app's pool. */
  notify?: (channel: string, payload: string) => Promise<void>;
}

export interface PostgresInvalidationBus extends InvalidationBus {
  /** The backend pid of the listening connection (tests, pg_stat_activity), null while down. */
  listenerPid(): number | null;
}

/**
 * PostgreSQL LISTEN/NOTIFY transport. Payloads are `<origin>:<profileId>`, `origin` being
 * this bus's random id, so a process ignores its own messages. Resolves once the first
 * attempt to listen has succeeded or failed (a failure is logged and retried).
 */
export async function listenForInvalidations(options: PostgresBusOptions): Promise<PostgresInvalidationBus> {
  const origin = randomBytes(6).toString("hex");
  const log = options.log ?? ((line: string) => console.error(line));
  const notify =
    options.notify ??
    (async (channel: string, payload: string) => {
      await getPool().query("select pg_notify($1, $2)", [channel, payload]);
    });

  const heartbeatOptions = options.heartbeat ?? HEARTBEAT;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let outageLogged = false;
  let delay = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (error: unknown) => {
    listening = false;
    client = null;
    clearInterval(heartbeat);
    if (closed) return;
    if (!outageLogged) {
      outageLogged = true;
      const reason = error instanceof Error ? error.message || error.name : String(error);
      log(
        `[profile-cache] invalidation listener down: ${reason} (public pages are served uncached until it listens again)`,
      );
    }
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const candidate = new pg.Client({
      connectionString: options.url,
      application_name: "fiable invalidation listener",
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    let gone = false;
    const onGone = (error: unknown) => {
      if (gone) return;
      gone = true;
      candidate.end().catch(() => {});
      if (client === candidate || !listening) lost(error);
    };
    candidate.on("error", onGone);
    candidate.on("end", () => onGone(new Error("connection ended")));
    candidate.on("notification", (message) => {
      if (message.channel !== INVALIDATION_CHANNEL || !message.payload) return;
      const at = message.payload.indexOf(":");
      if (at < 0 || message.payload.slice(0, at) === origin) return;
      options.onMessage(message.payload.slice(at + 1));
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      onGone(error);
      return;
    }
    if (gone) return;
    if (closed) {
      gone = true;
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    // Messages sent while we were not listening are lost: start over.
    options.onResync();
    listening = true;
    outageLogged = false;
    delay = RECONNECT_FIRST_MS;
    heartbeat = setInterval(() => void check(candidate, onGone), heartbeatOptions.everyMs);
    heartbeat.unref();
  };

  // A connection dropped without a word (a firewall, a dead host) shows only when used.
  const check = async (candidate: pg.Client, onGone: (error: unknown) => void) => {
    if (client !== candidate) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer to a heartbeat in ${heartbeatOptions.timeoutMs} ms`)),
        heartbeatOptions.timeoutMs,
      );
    });
    try {
      await Promise.race([candidate.query("select 1"), timeout]);
    } catch (error) {
      // end() with a query under way destroys the socket.
      onGone(error);
    } finally {
      clearTimeout(timer);
    }
  };

  await connect();

  return {
    async publish(profileId) {
      await notify(INVALIDATION_CHANNEL, `${origin}:${profileId}`);
    },
    ready: () => listening && !closed,
    listenerPid: () =>
      listening && client ? ((client as unknown as { processID: number | null }).processID ?? null) : null,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

interface State {
  cache: ProfilePageCache;
  bus: InvalidationBus | null;
  listeners: Set<Listener>;
  /** Run when every cache must start empty (the listening connection listens again). */
  clearListeners: Set<() => void>;
}

let state: State | undefined;

function getState(): State {
  if (state) return state;
  const created: State = {
    bus: null,
    listeners: new Set(),
    clearListeners: new Set(),
    cache: new ProfilePageCache({ isReady: () => created.bus === null || created.bus.ready() }),
  };
  state = created;
  return created;
}

function invalidateLocally(current: State, profileId: string): void {
  current.cache.invalidate(profileId);
  for (const listener of current.listeners) {
    try {
      listener(profileId);
    } catch (error) {
      logError("[profile-cache] invalidation listener failed:", error);
    }
  }
}

/**
 * Boot (server/app.ts): listens for the other processes' invalidations on `databaseUrl`
 * (the database the pool is connected to) and sends this one's there. Resolves after the
 * first attempt to listen; returns the stop of shutdown.
 */
export async function startProfileInvalidations(databaseUrl: string): Promise<() => Promise<void>> {
  const current = getState();
  if (current.bus) throw new Error("Profile invalidations already started.");
  const bus = await listenForInvalidations({
    url: databaseUrl,
    onMessage: (profileId) => invalidateLocally(current, profileId),
    onResync: () => {
      current.cache.clear();
      for (const listener of current.clearListeners) listener();
    },
  });
  current.bus = bus;
  return async () => {
    if (current.bus === bus) current.bus = null;
    await bus.close();
  };
}

/** The public-page cache of this process. */
export function getProfilePageCache(): ProfilePageCache {
  return getState().cache;
}

/**
 * Forgets everything cached about the profile, in this process at once and in the others
 * through PostgreSQL (once started). Call it after the change is committed: a NOTIFY
 * inside a transaction would wait for its commit. Never throws: a failure to notify is
 * logged (the other processes' caches then expire within 10 minutes).
 */
export async function invalidateProfile(profileId: string): Promise<void> {
  const current = getState();
  invalidateLocally(current, profileId);
  if (current.bus) {
    try {
      await current.bus.publish(profileId);
    } catch (error) {
      console.error(
        "[profile-cache] invalidation not sent to the other processes:",
        error instanceof Error ? error.message : String(error),
      );
    }
  }
}

/** Runs `listener` on every invalidation of a profile, local or from another process. Returns an unsubscribe. */
export function onProfileInvalidated(listener: Listener): () => void {
  const { listeners } = getState();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a cache of this process may serve and store: true unless invalidations from the
 * other processes are expected and the listening connection is down (see above).
 */
export function profileCachesTrusted(): boolean {
  const { bus } = getState();
  return bus === null || bus.ready();
}

/**
 * An object that stays the same until closeProfileCache() starts everything over (tests): a
 * cache subscribed with onProfileInvalidated compares it to know its subscription still holds.
 */
export function profileCacheScope(): object {
  return getState();
}

/** Runs `listener` whenever every cache must start empty. Returns an unsubscribe. */
export function onProfileCachesCleared(listener: () => void): () => void {
  const { clearListeners } = getState();
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/** The Hono middleware to mount in server/http.ts after secureHeaders and compress. */
export function publicProfileCache(): MiddlewareHandler {
  return profilePageCacheMiddleware(getProfilePageCache);
}

/** Stops listening and forgets the cache (tests). */
export async function closeProfileCache(): Promise<void> {
  const current = state;
  state = undefined;
  const bus = current?.bus;
  if (current) current.bus = null;
  await bus?.close();
}
