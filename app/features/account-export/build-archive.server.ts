import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { ZipFile } from "yazl";
import type { Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { getMediaStore, type MediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { type AccountData, archivePathOf } from "./collect-account-data.server.ts";

/*
 * The archive of a data export (decision 034): `fiable-data.json`, `README.txt` and every
 * media file under `media/<key>`, zipped by yazl as a stream into a temporary file (one
 * media file read at a time: memory stays flat whatever the account holds), then stored
 * under account-exports/ in the media store.
 */

export const DATA_FILE = "fiable-data.json";
export const README_FILE = "README.txt";

/** The README inside the archive, in the account's language. */
export function archiveReadme(lang: Language, data: AccountData): string {
  const { t } = i18nFor(lang);
  const sections = [
    "account",
    "profile",
    "reviews",
    "invitations",
    "statistics",
    "activity",
    "media",
    "leftOut",
  ] as const;
  return [
    t("account.export.readme.title"),
    "",
    t("account.export.readme.intro", { date: data.exportedAt }),
    "",
    `${DATA_FILE}`,
    ...sections.map((section) => `- ${t(`account.export.readme.${section}`)}`),
    "",
  ].join("\n");
}

/** Builds and stores the archive; answers its key and size. A missing media file is skipped. */
export async function buildArchive(
  data: AccountData,
  mediaKeys: readonly string[],
  lang: Language,
  { store = getMediaStore(), at = new Date() }: { store?: MediaStore; at?: Date } = {},
): Promise<{ key: string; bytes: number }> {
  const dir = await mkdtemp(join(tmpdir(), "fiable-export-"));
  const file = join(dir, "archive.zip");
  try {
    const zip = new ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(file));
    const mtime = at;
    zip.addBuffer(Buffer.from(archiveReadme(lang, data), "utf8"), README_FILE, { mtime });
    zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, "utf8"), DATA_FILE, { mtime });
    for (const key of mediaKeys) {
      const object = await store.open(key);
      if (!object) continue;
      const stream = Readable.fromWeb(object.body as WebReadableStream<Uint8Array>);
      // Media are compressed already: stored as they are.
      zip.addReadStream(stream, archivePathOf(key)!, { mtime, compress: false, size: object.size });
      await new Promise<void>((resolve, reject) => {
        stream.once("end", resolve);
        stream.once("error", reject);
      });
    }
    zip.end();
    await written;
    const key = newMediaKey("account-exports", "zip", at);
    await store.putFile(key, file, "application/zip");
    const { size } = await stat(file);
    return { key, bytes: size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
