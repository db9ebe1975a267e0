import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isConnectionError } from "#db/connection-errors.ts";

/*
 * What can go wrong before the app serves: each fault ends the boot with one
 * line that names its cause and what to do, and an exit code of its own (README lists
 * them) — never a stack trace.
 */

/** Exit codes of a failed start (sysexits.h where one fits). */
export const EXIT_CODES = {
  /** A variable of the environment is invalid, or DATABASE_URL is refused (password, rights). */
  configuration: 78,
  /** PORT is taken by another program. */
  portInUse: 98,
  /** PORT needs privileges this process does not have. */
  portNotAllowed: 77,
  /** DATA_DIR cannot be created or written. */
  dataDir: 73,
  /** The external database did not answer within DATABASE_WAIT_SECONDS. */
  databaseUnreachable: 69,
  /** The embedded PostgreSQL did not start (its log's last lines are printed). */
  embeddedDatabase: 70,
} as const;

export class StartupError extends Error {
  override name = "StartupError";
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Until the app is ready: 503 to everything, /healthz included, so a balancer waits. */
const starting: Listener = (req, res) => {
  req.resume();
  const json = req.url?.startsWith("/healthz") || req.url?.startsWith("/api/");
  res.writeHead(503, {
    "Content-Type": json ? "application/json" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "2",
    Connection: "close",
  });
  res.end(json ? JSON.stringify({ status: "starting" }) : "Fiable démarre… / Fiable is starting…\n");
};

/**
 * Listens on PORT first of all, so that a port in use is known at once (not after initdb,
 * migrations and the seed); answers 503 until `serve()` hands over the app.
 */
export async function listenFirst(
  port: number,
  host: string,
): Promise<{ server: Server; port: number; serve(listener: Listener): void }> {
  let current: Listener = starting;
  const server = createServer((req, res) => current(req, res));
  try {
    await new Promise<void>((ok, fail) => {
      server.once("error", fail);
      server.listen(port, host, () => {
        server.off("error", fail);
        ok();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") {
      throw new StartupError(
        `port ${port} on ${host} is already in use (another Fiable, or another program): stop it, or set PORT to a free port`,
        EXIT_CODES.portInUse,
      );
    }
    if (code === "EACCES") {
      throw new StartupError(
        `not allowed to listen on port ${port} (ports below 1024 need privileges): set PORT to 1024 or above`,
        EXIT_CODES.portNotAllowed,
      );
    }
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
      throw new StartupError(
        `HOST ${host} is not an address of this machine: set HOST (0.0.0.0: every interface)`,
        EXIT_CODES.configuration,
      );
    }
    throw error;
  }
  const address = server.address();
  return {
    server,
    port: typeof address === "object" && address ? address.port : port,
    serve(listener) {
      current = listener;
    },
  };
}

/** DATA_DIR exists (created if needed) and this process can write in it. */
export async function checkDataDir(dataDir: string): Promise<void> {
  const probe = join(dataDir, `.write-check-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await writeFile(probe, "");
    await rm(probe, { force: true });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const reason =
      code === "EROFS"
        ? "read-only file system"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : message;
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${code ? `${code}: ` : ""}${reason}): give the app a directory it can write to, or set DATA_DIR`,
      EXIT_CODES.dataDir,
    );
  }
}

/** `host:port/database` of a URL: what a log line may say of it (never the password). */
export function databaseLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const text = (message ?? String(error)).split("\n")[0] ?? "";
  return code && !text.includes(code) ? `${code}: ${text}` : text;
}

export interface WaitOptions {
  /** How long to keep trying, in seconds (DATABASE_WAIT_SECONDS). */
  waitSeconds: number;
  log: (line: string) => void;
  /** The clock and the pause between attempts (tests pass their own). */
  now?: () => number;
  pause?: (ms: number) => Promise<unknown>;
}

/**
 * Runs `connect` until it succeeds: a database that is not reachable yet (it starts with the
 * app, the network comes up) is tried again with a backoff of 0.5 s doubling to 8 s, one
 * line per attempt, for `waitSeconds`; a refusal (wrong password, no such role, no right to
 * create the database) ends the boot at once.
 */
export async function waitForDatabase(url: string, connect: () => Promise<void>, options: WaitOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const pause = options.pause ?? sleep;
  const label = databaseLabel(url);
  const started = now();
  for (let attempt = 1; ; attempt++) {
    try {
      await connect();
      if (attempt > 1) options.log(`database ${label} answered (attempt ${attempt})`);
      return;
    } catch (error) {
      if (!isConnectionError(error)) {
        throw new StartupError(
          `database ${label} refused the connection (${reasonOf(error)}): check DATABASE_URL`,
          EXIT_CODES.configuration,
        );
      }
      const remaining = options.waitSeconds * 1000 - (now() - started);
      if (remaining <= 0) {
        throw new StartupError(
          `database ${label} still unreachable after ${options.waitSeconds} s (${reasonOf(error)}): check DATABASE_URL and that PostgreSQL is running`,
          EXIT_CODES.databaseUnreachable,
        );
      }
      const delay = Math.min(500 * 2 ** (attempt - 1), 8_000, remaining);
      options.log(
        `database ${label} unreachable (${reasonOf(error)}), attempt ${attempt}; next attempt in ${(delay / 1000).toFixed(1)} s`,
      );
      await pause(delay);
    }
  }
}
