import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureMediaObjects } from "#app/services/media/measure-media.server.ts";
import { createLocalMediaStore, type MediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { mediaObjects } from "#db/schema.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

let root: string;
let store: MediaStore;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "fiable-measure-"));
  store = createLocalMediaStore(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("measureMediaObjects", () => {
  it("gives objects made by a migration their size from the store, and leaves a missing file unmeasured", async () => {
    const present = newMediaKey("review-media", "webm");
    const missing = newMediaKey("review-media", "m4a");
    await store.put(present, Buffer.alloc(1234, 1), "audio/webm");
    await getDb()
      .insert(mediaObjects)
      .values([
        { key: present, kind: "audio", contentType: "audio/webm" },
        { key: missing, kind: "audio", contentType: "audio/mp4" },
      ]);
    expect(await measureMediaObjects({ store })).toBe(1);
    const bytesOf = async (key: string) =>
      (await getDb().select({ bytes: mediaObjects.bytes }).from(mediaObjects).where(eq(mediaObjects.key, key)))[0]!
        .bytes;
    expect(await bytesOf(present)).toBe(1234);
    expect(await bytesOf(missing)).toBeNull();
    // Nothing left that can be measured.
    expect(await measureMediaObjects({ store })).toBe(0);
  });
});
