// What tests/e2e/support/server.ts hands over to the end-to-end tests: the DATA_DIR (mail
// outbox, media) and the database URL of the app it started, in a file of test-results/.
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";

export interface E2eApp {
  dataDir: string;
  databaseUrl: string;
  /** Where the app's DNS server (DNS_SERVERS) reads each name's records (tests/setup/dns-server.ts). */
  dnsZoneDir: string;
}

const ROOT = resolve(import.meta.dirname, "../../..");

/** The handover file of the e2e server listening on `port` (outside Playwright's outputDir, which it empties). */
export function handoverFile(port: number | string): string {
  return join(ROOT, "test-results", `e2e-app-${port}.json`);
}

/** The DATA_DIR and database URL of the e2e server listening on `port`. */
export async function e2eApp(port: number | string = process.env.E2E_PORT ?? "3210"): Promise<E2eApp> {
  return JSON.parse(await readFile(handoverFile(port), "utf8")) as E2eApp;
}
