import { inArray } from "drizzle-orm";
import { type Database, getDb } from "#db/client.server.ts";
import { mediaObjects } from "#db/schema.ts";
import { mediaKeysInUse } from "./media-in-use.server.ts";
import { getMediaStore, isMediaKey, MEDIA_URL_PREFIX, type MediaStore } from "./media-store.server.ts";

/*
 * The stored media objects (decision 030): one row per file that a row may use, keyed by its
 * key in the media store. Rows keep keys, never URLs; `mediaUrl` makes the URL at render,
 * from the key and the store of this process, so a change of `S3_PUBLIC_URL` changes every
 * URL at once and no code ever has to turn a URL back into a key.
 */

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type NewMediaObject = typeof mediaObjects.$inferInsert;

/** The URL a page puts in `src` for a stored key; null for no key or a value that is not one. */
export function mediaUrl(key: string | null | undefined, store: MediaStore = getMediaStore()): string | null {
  return key && isMediaKey(key) ? store.publicUrl(key) : null;
}

/**
 * The key whose URL `url` is: `/media/<key>` or the store's public URL of `<key>`; null for
 * anything else (another host, another path, not a key). Rows never need it (they hold keys):
 * it reads what a browser sends back, the editor's image fields and the Markdown of an article.
 */
export function mediaKeyFromUrl(url: string | null | undefined, store: MediaStore = getMediaStore()): string | null {
  if (!url) return null;
  // A key is its last four path segments (prefix/year/month/name).
  const key = url.split(/[?#]/, 1)[0]!.split("/").slice(-4).join("/");
  if (!isMediaKey(key)) return null;
  return url === `${MEDIA_URL_PREFIX}${key}` || url === store.publicUrl(key) ? key : null;
}

/** Records a stored file. Recording the same key twice keeps the first row. */
export async function recordMediaObject(object: NewMediaObject, db: Executor = getDb()): Promise<void> {
  await db.insert(mediaObjects).values(object).onConflictDoNothing();
}

/**
 * Removes the files of `keys` that nothing uses any more, with their rows. Rows go first (a
 * key still referenced stays: the foreign keys refuse), files after; a file that cannot be
 * removed is left to the sweep of unused media. Returns the keys whose files were removed.
 */
export async function deleteUnusedMedia(
  keys: readonly string[],
  {
    db = getDb(),
    store = getMediaStore(),
    onError,
  }: { db?: Database; store?: MediaStore; onError?: (key: string, error: unknown) => void } = {},
): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await mediaKeysInUse(keys, db);
  const unused = [...new Set(keys)].filter((key) => !used.has(key));
  if (unused.length === 0) return [];
  await db.delete(mediaObjects).where(inArray(mediaObjects.key, unused));
  const removed: string[] = [];
  for (const key of unused) {
    try {
      await store.delete(key);
      removed.push(key);
    } catch (error) {
      onError?.(key, error);
    }
  }
  return removed;
}
