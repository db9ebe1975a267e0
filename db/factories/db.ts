import { randomBytes } from "node:crypto";
import { type Database, getDb } from "#db/client.server.ts";

/** The process database or an open transaction: factories work inside both (the seed runs in one). */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export function defaultDb(db?: DbExecutor): DbExecutor {
  return db ?? getDb();
}

/** Short random suffix that keeps default e-mails, slugs and names unique across a test run. */
export function uniqueSuffix(): string {
  return randomBytes(5).toString("hex");
}
