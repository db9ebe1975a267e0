// A real app-like process for tests/integration/database/embedded.test.ts:
// starts the embedded PostgreSQL on DATA_DIR, commits one row (NOTE), prints
// one JSON line {"ready":true,…} on stdout, then runs until SIGTERM (clean
// stop) or a kill -9. Run with `node --import tsx tests/setup/embedded-child.ts`.
import pg from "pg";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "#server/database/embedded.ts";

const dataDir = process.env.DATA_DIR;
const password = process.env.PG_PASSWORD;
if (!dataDir || !password) throw new Error("DATA_DIR and PG_PASSWORD are required");

let database: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
const t0 = performance.now();
try {
  database = await startEmbeddedPostgres({
    dataDir,
    password,
    database: "child",
    log: (message) => console.error(`[child] ${message}`),
    // RESTART=1: as the app does (server/database/index.ts), start PostgreSQL again.
    restart: process.env.RESTART === "1",
    // Say why, exit, get restarted.
    onUnexpectedExit: (error) => {
      console.error(error.message);
      process.exit(1);
    },
  });
} catch (error) {
  console.error(error instanceof EmbeddedPostgresError ? error.message : error);
  process.exit(1);
}
const startMs = Math.round(performance.now() - t0);

const client = new pg.Client({ connectionString: database.url });
client.on("error", () => {}); // PostgreSQL killed under us: onUnexpectedExit reports it
await client.connect();
await client.query("create table if not exists notes (id serial primary key, note text not null)");
if (process.env.NOTE) await client.query("insert into notes (note) values ($1)", [process.env.NOTE]);
const { rows } = await client.query<{ note: string }>("select note from notes order by id");

process.once("SIGTERM", async () => {
  await client.end().catch(() => {});
  await database.stop();
  process.exit(0);
});
console.log(
  JSON.stringify({
    ready: true,
    pid: process.pid,
    postmasterPid: database.pid,
    port: database.port,
    startMs,
    notes: rows.map((r) => r.note),
  }),
);
// Stay alive until a signal arrives.
setInterval(() => {}, 1 << 30);
