// Starts the production build for the end-to-end tests on a throwaway DATA_DIR and a
// throwaway database, and hands both over to the tests in a file (e2eApp() in
// tests/e2e/support/e2e-app.ts): test-results/e2e-app-<port>.json. The database is a fresh
// one created on DATABASE_URL's server when that is set (the tests never touch real data),
// else on an embedded PostgreSQL started here (tests/setup/global-setup.ts does the same for
// Vitest; the app's own embedded mode is booted by tests/integration/database and
// tests/e2e/status.spec.ts). Everything is dropped and removed on SIGTERM.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { startEmbeddedPostgres } from "#server/database/embedded.ts";
import { adminQuery, withDatabase } from "#tests/setup/admin.ts";
import { startTestDnsServer } from "#tests/setup/dns-server.ts";
import { type E2eApp, handoverFile } from "./e2e-app.ts";

const port = process.env.E2E_PORT ?? "3210";
/** The CNAME target of the e2e app's custom domains. */
const E2E_DOMAIN_TARGET = "pages.fiable-e2e.test";
const dataDir = mkdtempSync(join(tmpdir(), "fiable-e2e-"));
const cleanups: (() => Promise<unknown>)[] = [() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }))];

let adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  // /tmp: reachable by the `postgres` OS user when the tests run as root.
  const pgDir = mkdtempSync(join(tmpdir(), "fiable-e2e-pg-"));
  cleanups.push(() => Promise.resolve(rmSync(pgDir, { recursive: true, force: true })));
  const server = await startEmbeddedPostgres({
    dataDir: pgDir,
    password: randomBytes(18).toString("base64url"),
    database: "postgres",
    // Throwaway data: durability off makes writes cheap.
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    log: (message) => console.log(`[e2e] ${message}`),
  });
  cleanups.push(() => server.stop());
  adminUrl = server.url;
}
const database = `fiable_e2e_${randomBytes(4).toString("hex")}`;
await adminQuery(adminUrl, `create database ${database}`);
const databaseUrl = withDatabase(adminUrl, database);
const admin = adminUrl;
cleanups.push(() => adminQuery(admin, `drop database if exists ${database} with (force)`));

// The resolver of the custom-domain checks (DNS_SERVERS): a DNS server of our own whose records
// the tests write into files (tests/e2e/custom-domain.spec.ts).
const dnsZoneDir = join(dataDir, "dns-zone");
const dns = await startTestDnsServer({ zoneDir: dnsZoneDir });
cleanups.push(() => dns.close());

const handover: E2eApp = { dataDir, databaseUrl, dnsZoneDir };
const file = handoverFile(port);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(handover, null, 2)}\n`);
cleanups.push(() => Promise.resolve(rmSync(file, { force: true })));

const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "warn",
  FIABLE_TEST_ROUTES: "1",
  // Every e2e request comes from 127.0.0.1; per-account limits stay real.
  RATE_LIMIT_IP_SCALE: "50",
  // The admin password the admin tests sign in with (tests/e2e/admin*.spec.ts).
  ADMIN_PASSWORD: "e2e-admin-password",
  // Its second factor: the tests compute the codes (tests/setup/totp.ts, TEST_ADMIN_TOTP_SECRET).
  ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  // Custom domains (docs/decisions/044-custom-domains.md): checked against the DNS server above.
  DNS_SERVERS: dns.address,
  DNS_TIMEOUT_MS: "1000",
  CUSTOM_DOMAIN_TARGET: E2E_DOMAIN_TARGET,
  CUSTOM_DOMAIN_IPS: "",
};

const child = spawn(process.execPath, ["server/main.js"], { env, stdio: "inherit" });
let exiting = false;
const cleanup = async (code = 0) => {
  if (exiting) return;
  exiting = true;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
  process.exit(code);
};
process.on("SIGTERM", () => cleanup());
process.on("SIGINT", () => cleanup());
child.on("exit", (code) => {
  if (!exiting) void cleanup(code ?? 1);
});
