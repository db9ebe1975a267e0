// Direct access, for the admin end-to-end tests, to the database and media store of the
// e2e server (tests/e2e/support/server.mjs): fixtures are made with the shared factories,
// and what a page shows is compared with what the database holds.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createLocalMediaStore, type MediaStore } from "#app/features/media/media-store.server.ts";
import { connectDb, getDb } from "#db/client.server.ts";
import { e2eDataDir } from "./outbox.ts";

let connected: Promise<{ dataDir: string; media: MediaStore }> | undefined;

/** Connects this test worker to the e2e server's database (once) and returns its DATA_DIR and media store. */
export function e2eDatabase(baseURL: string | undefined) {
  connected ??= (async () => {
    const port = new URL(baseURL ?? "http://localhost:3210").port;
    const dataDir = await e2eDataDir(port);
    let url = process.env.E2E_DATABASE_URL;
    if (!url && process.env.DATABASE_URL) {
      throw new Error(
        "With DATABASE_URL, give the e2e server's database in E2E_DATABASE_URL (server.mjs creates one).",
      );
    }
    if (!url) {
      const secrets = JSON.parse(await readFile(join(dataDir, "secrets.json"), "utf8")) as { postgresPassword: string };
      const pid = await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8");
      const pgPort = Number(pid.split("\n")[3]);
      url = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${pgPort}/fiable`;
    }
    connectDb(url, 2);
    return { dataDir, media: createLocalMediaStore(join(dataDir, "media")) };
  })();
  return connected.then((c) => ({ ...c, db: getDb() }));
}
