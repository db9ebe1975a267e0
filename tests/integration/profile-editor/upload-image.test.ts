import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  editorUploadKey,
  MAX_IMAGE_BYTES,
  sniffImageType,
  uploadEditorImage,
} from "#app/features/profile-editor/upload-image.server.ts";
import { mediaKeyFromUrl } from "#app/services/media/media-objects.server.ts";
import { getMediaStore } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { mediaObjects } from "#db/schema.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

/** The account that uploads (keys are its alone: media/owned-keys.server.ts). */
const OWNER = "user-that-uploads";
const OTHER = "another-user";
const dataDir = mkdtempSync(join(tmpdir(), "fiable-editor-upload-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
withTestDatabase();
beforeAll(async () => {
  await createUser({ id: OWNER });
  await createUser({ id: OTHER });
});

function upload(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/dashboard/upload?kind=avatar", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/octet-stream", ...headers },
    // Node needs this for a streamed body.
    duplex: "half",
  } as RequestInit);
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#e07a5f" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "exif-marker-123" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 0/1" } })
    .toBuffer();
}

describe("editor image uploads", () => {
  it("recognises jpeg, png and webp by their bytes only", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect(sniffImageType(await jpegWithGps())).toBe("jpeg");
    expect(sniffImageType(png)).toBe("png");
    expect(sniffImageType(webp)).toBe("webp");
    expect(sniffImageType(Buffer.from("GIF89a......"))).toBeNull();
  });

  it("stores a web-sized WebP without EXIF or GPS", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await uploadEditorImage(upload(new Uint8Array(original)), "avatar", OWNER);
    if (!result.ok) throw new Error(`refused: ${result.error}`);
    expect(result.url).toMatch(/^\/media\/avatars\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    const stored = await getMediaStore().get(mediaKeyFromUrl(result.url)!);
    const meta = await sharp(stored!.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(stored!.body.includes(Buffer.from("exif-marker-123"))).toBe(false);
    // What the save accepts in the photo field (and not in a portfolio item's): the key.
    const key = mediaKeyFromUrl(result.url)!;
    expect(editorUploadKey(result.url, "avatar", OWNER)).toBe(key);
    expect(editorUploadKey(result.url, "avatar", OTHER)).toBeNull();
    expect(editorUploadKey(result.url, "portfolio", OWNER)).toBeNull();
    expect(editorUploadKey(`https://elsewhere.example${result.url}`, "avatar", OWNER)).toBeNull();
    // Recorded as a media object (decision 030) of the account, with its size.
    const [object] = await getDb().select().from(mediaObjects).where(eq(mediaObjects.key, key));
    expect(object).toMatchObject({
      kind: "image",
      contentType: "image/webp",
      state: "ready",
      ownerUserId: OWNER,
      width: 512,
      height: 512,
      bytes: stored!.body.byteLength,
    });
  });

  it("stores a portfolio picture at most 1200 pixels wide, proportions kept", async () => {
    const wide = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#81b29a" } })
      .png()
      .toBuffer();
    const result = await uploadEditorImage(
      new Request("http://localhost:3000/dashboard/upload?kind=portfolio", {
        method: "POST",
        body: new Uint8Array(wide),
      }),
      "portfolio",
      OWNER,
    );
    if (!result.ok) throw new Error(`refused: ${result.error}`);
    expect(result.url).toMatch(/^\/media\/portfolio\//);
    expect(editorUploadKey(result.url, "portfolio", OWNER)).toBe(mediaKeyFromUrl(result.url));
    const stored = await getMediaStore().get(mediaKeyFromUrl(result.url)!);
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });
  });

  it("refuses a text file renamed .png with 'Type de fichier non supporté'", async () => {
    const result = await uploadEditorImage(
      upload("this is not a picture", { "Content-Type": "image/png" }),
      "portfolio",
      OWNER,
    );
    expect(result).toEqual({ ok: false, status: 415, error: "fileType" });
  });

  it("refuses 12 MB while streaming, even without a Content-Length", async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const result = await uploadEditorImage(upload(stream), "avatar", OWNER);
    expect(result).toEqual({ ok: false, status: 413, error: "fileTooLarge" });
    // Reading stopped just past the limit.
    expect(sent).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 2 * chunk.byteLength);
    const declared = await uploadEditorImage(
      upload(new Uint8Array(16), { "Content-Length": String(12 * 1024 * 1024) }),
      "avatar",
      OWNER,
    );
    expect(declared).toMatchObject({ ok: false, error: "fileTooLarge" });
  });
});
