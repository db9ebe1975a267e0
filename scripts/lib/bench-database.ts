// A throwaway PostgreSQL for the in-process benchmarks (scripts/bench-analytics.ts,
// scripts/bench-invitations.ts): a fresh database on the server of DATABASE_URL, or an
// embedded one in a temp dir. Each clean-up is pushed to `cleanups`, to run in reverse.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "#server/database/embedded.ts";

export async function benchDatabase(tag: string, cleanups: (() => Promise<unknown>)[]): Promise<string> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const name = `fiable_bench_${tag}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: external });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(external);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const dataDir = await mkdtemp(join(tmpdir(), `fiable-bench-${tag}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startEmbeddedPostgres({
    dataDir,
    password: randomBytes(18).toString("base64url"),
    database: "postgres",
    log: () => {},
  });
  cleanups.push(() => server.stop());
  return server.url;
}
