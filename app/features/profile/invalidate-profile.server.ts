import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { Redis } from "ioredis";
import { parseEnv } from "#app/lib/env.server.ts";
import { ProfilePageCache, profilePageCacheMiddleware } from "./page-cache.server.ts";

/*
 * The process's public-page cache and the one call that keeps it true:
 *
 *   await invalidateProfile(profile.id);   // after the transaction that changed it commits
 *
 * Call it whenever something the public page shows changes: the owner's save (editor,
 * issue 4), a review decision or reply (issue 6), an admin edit or deletion (issue 9).
 * The next anonymous view is rendered afresh; the link-preview image follows too.
 *
 * Several processes (design §1): with REDIS_URL set, every invalidation is also published
 * on a Redis channel that every process subscribes to. While a process's subscription is
 * down it could miss a message, so its cache neither serves nor stores until the
 * subscription is back, and it then starts empty. Without REDIS_URL the cache is
 * process-local, which is right for the single process of a default installation.
 */

export const INVALIDATION_CHANNEL = "fiable:profile-invalidated";

type Listener = (profileId: string) => void;

export interface InvalidationBus {
  publish(profileId: string): Promise<void>;
  /** True while invalidations from other processes are being received. */
  ready(): boolean;
  close(): Promise<void>;
}

/** Redis pub/sub transport: `onMessage` for other processes' invalidations, `onResync` after a (re)subscription. */
export function createRedisBus(
  url: string,
  handlers: { onMessage: (profileId: string) => void; onResync: () => void },
): InvalidationBus {
  const origin = randomBytes(6).toString("hex");
  const publisher = new Redis(url, { lazyConnect: false });
  const subscriber = new Redis(url, { lazyConnect: false });
  let subscribed = false;
  let closed = false;
  // ioredis retries forever and reports every failed attempt: say it once per outage.
  let quiet = false;
  const log = (message: string) => console.error(`[profile-cache] redis: ${message}`);
  const onError = (error: Error) => {
    if (quiet || closed) return;
    quiet = true;
    log(`${error.message} (public pages are served uncached until Redis is back)`);
  };

  publisher.on("error", onError);
  subscriber.on("error", onError);
  subscriber.on("close", () => {
    subscribed = false;
  });
  subscriber.on("ready", () => {
    quiet = false;
    subscriber
      .subscribe(INVALIDATION_CHANNEL)
      .then(() => {
        // Messages sent while we were not subscribed are lost: start over.
        handlers.onResync();
        subscribed = true;
      })
      .catch((error: Error) => log(`subscribe failed: ${error.message}`));
  });
  subscriber.on("message", (channel: string, message: string) => {
    if (channel !== INVALIDATION_CHANNEL) return;
    const at = message.indexOf(":");
    if (at < 0 || message.slice(0, at) === origin) return;
    handlers.onMessage(message.slice(at + 1));
  });

  return {
    async publish(profileId) {
      // ioredis queues the command while reconnecting.
      await publisher.publish(INVALIDATION_CHANNEL, `${origin}:${profileId}`);
    },
    ready: () => subscribed && !closed,
    async close() {
      closed = true;
      subscribed = false;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

interface State {
  cache: ProfilePageCache;
  bus: InvalidationBus | null;
  listeners: Set<Listener>;
}

let state: State | undefined;

function getState(): State {
  if (state) return state;
  const listeners = new Set<Listener>();
  const { REDIS_URL } = parseEnv();
  let bus: InvalidationBus | null = null;
  const cache = new ProfilePageCache({ isReady: () => bus === null || bus.ready() });
  const created: State = { cache, bus: null, listeners };
  if (REDIS_URL) {
    bus = createRedisBus(REDIS_URL, {
      onMessage: (profileId) => invalidateLocally(created, profileId),
      onResync: () => cache.clear(),
    });
    created.bus = bus;
  }
  state = created;
  return created;
}

function invalidateLocally(current: State, profileId: string): void {
  current.cache.invalidate(profileId);
  for (const listener of current.listeners) {
    try {
      listener(profileId);
    } catch (error) {
      console.error("[profile-cache] invalidation listener failed:", error);
    }
  }
}

/** The public-page cache of this process. */
export function getProfilePageCache(): ProfilePageCache {
  return getState().cache;
}

/**
 * Forgets everything cached about the profile, in this process at once and in the others
 * through Redis when configured. Call it after the change is committed. Never throws: a
 * failure to publish is logged (the other processes' caches then expire within 10 minutes).
 */
export async function invalidateProfile(profileId: string): Promise<void> {
  const current = getState();
  invalidateLocally(current, profileId);
  if (current.bus) {
    try {
      await current.bus.publish(profileId);
    } catch (error) {
      console.error(
        "[profile-cache] invalidation not published:",
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

/** The Hono middleware to mount in server/http.ts after secureHeaders and compress. */
export function publicProfileCache(): MiddlewareHandler {
  return profilePageCacheMiddleware(getProfilePageCache);
}

/** Closes the Redis connections (shutdown, tests). */
export async function closeProfileCache(): Promise<void> {
  const current = state;
  state = undefined;
  await current?.bus?.close();
}
