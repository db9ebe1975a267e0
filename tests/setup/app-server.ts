// The production build on its own port, DATA_DIR and database, for the tests that need the
// whole server (every middleware, the real route table): tests/fuzz, tests/integration/http.
// Started by the scripts' harness (scripts/lib/app-harness.mjs).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { type Agent, request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { TEST_ADMIN_TOTP_SECRET, totpAt } from "#tests/setup/totp.ts";
import { createCleanups, startApp } from "../../scripts/lib/app-harness.mjs";

export interface RunningServer {
  base: string;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

export const ADMIN_PASSWORD = "fuzz-admin-password";
export const ADMIN_TOTP_SECRET = TEST_ADMIN_TOTP_SECRET;

export async function startServer(options: {
  databaseUrl: string;
  secret: string;
  /** More settings (PUBLIC_URL, TRUST_PROXY …). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const cleanups = createCleanups();
  const port = await freePort();
  let output = "";
  try {
    const child: ChildProcess = await startApp({
      buildDir: process.env.BUILD_DIR ?? "build",
      port,
      cleanups,
      log: (message: string) => console.log(`[fuzz] ${message}`),
      onOutput: (chunk: string) => {
        output += chunk;
      },
      env: {
        DATABASE_URL: options.databaseUrl,
        SEED_DEMO: "false",
        ADMIN_PASSWORD,
        ADMIN_TOTP_SECRET,
        BETTER_AUTH_SECRET: options.secret,
        // Every request comes from 127.0.0.1: per-address limits would answer 429 to most
        // inputs before a route's own rules saw them.
        RATE_LIMIT_IP_SCALE: "10000",
        REDIS_URL: "",
        ...options.env,
      },
    });
    return { base: `http://127.0.0.1:${port}`, output: () => output, child, stop: cleanups.cleanup };
  } catch (error) {
    await cleanups.cleanup();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}

/** A random app secret (tokens the fixtures derive must match the server's). */
export const randomSecret = () => randomBytes(32).toString("base64url");

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw HTTP request (exact bytes and headers, whatever fetch would refuse to send). */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Uint8Array = new Uint8Array(),
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpRequest(
      url,
      { method, headers: { ...headers, "Content-Length": String(body.byteLength) }, timeout: 30_000, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
    req.end(body);
  });
}

function cookiesOf(answer: Answer): string {
  const set = answer.headers["set-cookie"];
  const lines = Array.isArray(set) ? set : set ? [set] : [];
  return lines.map((line) => line.split(";")[0]).join("; ");
}

const form = (fields: Record<string, string>) => new TextEncoder().encode(new URLSearchParams(fields).toString());

const adminCookies = new Map<string, string>();

/**
 * The cookie of a fresh session: an account's (e-mail and password) or the admin's. The admin
 * signs in with the password and the authenticator's code; each code is accepted
 * once, so the admin session of a server is kept and reused while it is alive (24 hours).
 */
export async function signIn(base: string, who: { email: string; password: string } | "admin"): Promise<string> {
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: base };
  if (who === "admin") {
    const kept = adminCookies.get(base);
    if (kept && (await send(base, "GET", "/admin-simple", { Cookie: kept })).status === 200) return kept;
  }
  const answer =
    who === "admin"
      ? await send(
          base,
          "POST",
          "/admin/login",
          headers,
          form({ password: ADMIN_PASSWORD, code: totpAt(Date.now()), js: "0" }),
        )
      : await send(base, "POST", "/auth", headers, form({ intent: "sign-in", js: "0", ...who }));
  const cookie = cookiesOf(answer);
  if (answer.status !== 302 || !cookie) throw new Error(`sign-in failed: ${answer.status}`);
  if (who === "admin") adminCookies.set(base, cookie);
  return cookie;
}
