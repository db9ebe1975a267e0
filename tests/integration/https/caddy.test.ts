// Automatic HTTPS for custom domains with a real Caddy in front of the app (decision 046):
// Debian's caddy (CADDY_PATH, default /usr/bin/caddy; scripts/test.sh and .ci/run install
// it) with its internal CA and on-demand TLS asking the app's /internal/tls/ask. A verified
// domain, resolved to 127.0.0.1, is fetched over HTTPS and answers its owner's page; a
// pending one is refused a certificate, so its TLS handshake fails. Also: the production
// Caddyfile (deploy/Caddyfile) is one Caddy accepts.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connectDb, getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { customDomains } from "#db/schema.ts";
import { freePort, type RunningServer, randomSecret, startServer } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";

const CADDY = process.env.CADDY_PATH || "/usr/bin/caddy";
const present = existsSync(CADDY);
if (!present) {
  console.warn(`[caddy.test] ${CADDY} not found: the HTTPS test of custom domains is skipped (apt-get install caddy).`);
}

const VERIFIED = "avis.lea-https.test";
const PENDING = "nina-https.test";

/** Every name resolves to 127.0.0.1, where Caddy listens. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (typeof options === "object" && options?.all) {
    (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
      { address: "127.0.0.1", family: 4 },
    ]);
  } else callback(null, "127.0.0.1", 4);
};

interface Answer {
  status: number;
  body: string;
  issuer: string;
}

/** GET https://{host}:{port}{path} through Caddy, trusting its root certificate only. */
function fetchOverHttps(host: string, port: number, path: string, ca: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = httpsRequest(
      {
        host,
        port,
        path,
        method: "GET",
        ca,
        lookup: toLoopback,
        servername: host,
        headers: { Accept: "text/html" },
        timeout: 15_000,
        agent: false,
      },
      (res) => {
        const socket = res.socket as import("node:tls").TLSSocket;
        const issuer = String(socket.getPeerCertificate()?.issuer?.CN ?? "");
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), issuer }));
        res.on("error", fail);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 15 s")));
    req.on("error", fail);
    req.end();
  });
}

let database: TestDatabase;
let app: RunningServer;
let caddy: ChildProcess | undefined;
let caddyOutput = "";
let dir: string;
let httpsPort: number;
let rootCa: string;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (caddy?.exitCode !== null && caddy?.exitCode !== undefined) {
      throw new Error(`caddy exited (${caddy.exitCode}) before ${what}:\n${caddyOutput}`);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${caddyOutput}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

describe.skipIf(!present)("custom domains over HTTPS behind Caddy", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    connectDb(database.url, 2);
    for (const [hostname, state, name] of [
      [VERIFIED, "verified", "Léa Https"],
      [PENDING, "pending", "Nina Https"],
    ] as const) {
      const { profile } = await createUserWithProfile({
        user: { email: `${hostname}@example.test`, name },
        profile: { slug: hostname.replaceAll(".", "-"), name, bio: `La page de ${name}` },
      });
      await getDb().insert(customDomains).values({ profileId: profile.id, hostname, verificationToken: "t", state });
    }
    app = await startServer({
      databaseUrl: database.url,
      secret: randomSecret(),
      env: { PUBLIC_URL: "https://fiable-https.test", TRUST_PROXY: "loopback" },
    });
    const appPort = new URL(app.base).port;

    dir = await mkdtemp(join(tmpdir(), "fiable-caddy-"));
    const [httpPort, port] = [await freePort(), await freePort()];
    httpsPort = port;
    // The test's Caddy: its own CA, nothing installed in the system's trust store, no admin
    // endpoint, everything under a temporary directory, free ports.
    const caddyfile = `{
	admin off
	local_certs
	skip_install_trust
	storage file_system {
		root ${join(dir, "storage")}
	}
	http_port ${httpPort}
	https_port ${httpsPort}
	auto_https disable_redirects
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/internal/tls/ask
	}
}

https:// {
	bind 127.0.0.1
	tls {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`;
    await writeFile(join(dir, "Caddyfile"), caddyfile);
    caddy = spawn(CADDY, ["run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
      cwd: dir,
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, "data"), XDG_CONFIG_HOME: join(dir, "config") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout?.on("data", (chunk: Buffer) => {
      caddyOutput += chunk.toString();
    });
    caddy.stderr?.on("data", (chunk: Buffer) => {
      caddyOutput += chunk.toString();
    });
    const rootFile = join(dir, "storage", "pki", "authorities", "local", "root.crt");
    rootCa = await waitFor("Caddy's root certificate", async () =>
      existsSync(rootFile) ? await readFile(rootFile, "utf8") : undefined,
    );
  }, 180_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((done) => caddy?.once("exit", done));
      caddy.kill("SIGTERM");
      await exited;
    }
    await app?.stop();
    await closeDb();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("serves a verified domain's page over HTTPS with a certificate from Caddy's CA", async () => {
    const answer = await waitFor("an HTTPS answer", () => fetchOverHttps(VERIFIED, httpsPort, "/", rootCa));
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    expect(answer.body).toContain("Léa Https");
    expect(answer.body).not.toContain("Nina Https");
    expect(answer.issuer).toMatch(/Caddy Local Authority/);
    // Its addresses are the domain's, in https (PUBLIC_URL's scheme).
    expect(answer.body).toContain(`<link rel="canonical" href="https://${VERIFIED}/"`);
  });

  it("refuses a certificate to a domain that is not verified: the handshake fails", async () => {
    const refused = await fetchOverHttps(PENDING, httpsPort, "/", rootCa).then(
      (answer) => ({ answer, error: null }),
      (error: NodeJS.ErrnoException) => ({ answer: null, error }),
    );
    expect(refused.answer).toBeNull();
    // Caddy ends the handshake with an alert (Node: EPROTO … alert internal error).
    expect(`${refused.error?.code} ${refused.error?.message}`).toMatch(/EPROTO|ECONNRESET|SSL|alert/i);
    expect(refused.error?.message).not.toMatch(/timeout|no answer/i);
  });

  it("accepts the production Caddyfile (deploy/Caddyfile)", () => {
    const adapted = execFileSync(CADDY, ["adapt", "--config", resolve("deploy/Caddyfile"), "--adapter", "caddyfile"], {
      env: {
        ...process.env,
        FIABLE_HOST: "fiable.example",
        ACME_EMAIL: "ops@fiable.example",
        FIABLE_UPSTREAMS: "127.0.0.1:3000 127.0.0.1:3001",
        FIABLE_ASK: "127.0.0.1:3000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    }).toString();
    const config = JSON.parse(adapted) as { apps: { tls: { automation: { on_demand: { ask: string } } } } };
    expect(config.apps.tls.automation.on_demand.ask).toBe("http://127.0.0.1:3000/internal/tls/ask");
    expect(adapted).toContain('"dial":"127.0.0.1:3001"');
  });
});
