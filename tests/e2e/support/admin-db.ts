// Direct access, for the admin end-to-end tests, to the database and media store of the
// e2e server (tests/e2e/support/server.mjs): fixtures are made with the shared factories,
// and what a page shows is compared with what the database holds.
import { join } from "node:path";
import { createLocalMediaStore, type MediaStore } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { useAppDatabase } from "./app-database.ts";
import { e2eDataDir } from "./outbox.ts";

/** Connects this test worker to the e2e server's database and returns it with its DATA_DIR and media store. */
export async function e2eDatabase(baseURL: string | undefined) {
  const port = new URL(baseURL ?? "http://localhost:3210").port;
  await useAppDatabase(port);
  const dataDir = await e2eDataDir(port);
  return { dataDir, media: createLocalMediaStore(join(dataDir, "media")) as MediaStore, db: getDb() };
}
