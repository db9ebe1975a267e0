// A failed upload removes its temporary files: a disk that fills up
// half-way through a write leaves neither a partial file nor an orphan `.meta.json`.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { storeReviewMedia } from "#app/features/reviews/review-media.server.ts";
import { createLocalMediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { wavBytes } from "#tests/integration/reviews/support.ts";

/** Which step of a write the "disk" fails at (null: none). */
const fault = vi.hoisted(() => ({ at: null as null | "data" | "meta" | "rename-data" }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs/promises")>();
  const enospc = () => Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
  const isMeta = (path: unknown) => String(path).includes(".meta.json");
  return {
    ...fs,
    async writeFile(path: Parameters<typeof fs.writeFile>[0], data: Parameters<typeof fs.writeFile>[1]) {
      if (fault.at === "data" && !isMeta(path) && data instanceof Uint8Array) {
        // Half the bytes reach the disk, then it is full.
        await fs.writeFile(path, data.subarray(0, Math.floor(data.byteLength / 2)));
        throw enospc();
      }
      if (fault.at === "meta" && isMeta(path)) {
        await fs.writeFile(path, "{");
        throw enospc();
      }
      return fs.writeFile(path, data);
    },
    async rename(from: string, to: string) {
      if (fault.at === "rename-data" && !isMeta(to)) throw enospc();
      return fs.rename(from, to);
    },
  };
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "fiable-failed-upload-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  fault.at = null;
  await rm(join(root, "review-media"), { recursive: true, force: true });
});

/** Every file under the store's root. */
async function files(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe("a write that fails", () => {
  it.each(["data", "meta", "rename-data"] as const)("at step %s leaves no file behind", async (step) => {
    const store = createLocalMediaStore(root);
    const key = newMediaKey("review-media", "wav");
    fault.at = step;
    await expect(store.put(key, new Uint8Array(64 * 1024).fill(7), "audio/wav")).rejects.toThrow(/ENOSPC/);
    expect(await files()).toEqual([]);
    expect(await store.get(key)).toBeNull();
    // The disk has room again: the same store writes whole files.
    fault.at = null;
    await store.put(key, new Uint8Array(16).fill(1), "audio/wav");
    expect((await files()).map((file) => file.slice(root.length + 1)).sort()).toEqual([key, `${key}.meta.json`]);
  });

  it("answers the upload with uploadFailed and nothing stored", async () => {
    const store = createLocalMediaStore(root);
    fault.at = "data";
    const request = new Request("http://fiable.test/marie/review/media?kind=audio", {
      method: "POST",
      body: new Uint8Array(wavBytes()),
    });
    const result = await storeReviewMedia(request, "audio", "profile-under-test", store);
    expect(result).toEqual({ status: 500, body: { ok: false, error: "uploadFailed" } });
    expect(await files()).toEqual([]);
  });
});
