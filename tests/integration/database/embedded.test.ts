// The embedded PostgreSQL under real process deaths: each start runs in a child
// Node process (tests/setup/embedded-child.ts, the module under test loaded
// through tsx) so that kill -9 is a real kill -9. One cluster (one initdb)
// for the whole file; the tests run in order and build on each other.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "#server/database/embedded.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const CHILD = join(ROOT, "tests/setup/embedded-child.ts");
const password = randomBytes(12).toString("hex");

interface Ready {
  pid: number;
  postmasterPid: number;
  port: number;
  startMs: number;
  notes: string[];
}

interface Child {
  process: ChildProcess;
  ready: Promise<Ready>;
  exited: Promise<{ code: number | null; signal: string | null; stderr: string }>;
}

const children: Child[] = [];
let base: string;
let dataDir: string;

function startChild(note?: string, options: { restart?: boolean } = {}): Child {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PG_PASSWORD: password,
      NOTE: note ?? "",
      RESTART: options.restart ? "1" : "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: string | null; stderr: string }>((ok) =>
    child.once("exit", (code, signal) => ok({ code, signal, stderr })),
  );
  const ready = new Promise<Ready>((ok, fail) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const line = stdout.split("\n").find((l) => l.startsWith('{"ready":true'));
      if (line) ok(JSON.parse(line) as Ready);
    });
    void exited.then(({ code, signal }) =>
      fail(new Error(`child exited (${signal ?? code}) before ready:\n${stderr}`)),
    );
  });
  ready.catch(() => {}); // tests that expect a refusal never await it
  const handle = { process: child, ready, exited };
  children.push(handle);
  return handle;
}

/** Alive and not a zombie. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  // Under /tmp: reachable by the `postgres` OS user when the tests run as root.
  base = await mkdtemp(join(tmpdir(), "fiable-embedded-"));
  await chmod(base, 0o755); // mkdtemp makes it 0700
  dataDir = join(base, "data");
});

afterAll(async () => {
  for (const child of children) child.process.kill("SIGKILL");
  const pidFile = join(dataDir, "postgres", "postmaster.pid");
  const pid = Number.parseInt((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0] ?? "", 10);
  if (pid > 0 && alive(pid)) {
    process.kill(pid, "SIGINT");
    await waitFor(() => !alive(pid), "the last postmaster to stop").catch(() => {});
  }
  await rm(base, { recursive: true, force: true });
});

describe("embedded PostgreSQL", () => {
  let first: Ready;

  it("initialises DATA_DIR on first start and serves the database", async () => {
    const a = startChild("a");
    first = await a.ready;
    expect(first.notes).toEqual(["a"]);

    expect((await stat(dataDir)).mode & 0o777).toBe(0o755);
    const lock = await readFile(join(dataDir, "fiable.lock"), "utf8");
    expect(lock.split("\n")[0]).toBe(String(first.pid));
    expect(existsSync(join(dataDir, "postgres.log"))).toBe(true);
    if (process.getuid?.() === 0) {
      // PostgreSQL refuses root: the cluster belongs to the `postgres` OS user.
      const owner = (await stat(join(dataDir, "postgres"))).uid;
      expect(owner).not.toBe(0);
    }

    const client = new pg.Client({
      host: "127.0.0.1",
      port: first.port,
      user: "postgres",
      password,
      database: "child",
    });
    await client.connect();
    try {
      const setting = async (name: string) => (await client.query(`show ${name}`)).rows[0][name];
      expect(await setting("listen_addresses")).toBe("127.0.0.1");
      expect(await setting("unix_socket_directories")).toBe("");
      expect(await setting("fsync")).toBe("on");
      expect(await setting("server_encoding")).toBe("UTF8");
      expect((await client.query("select upper('éa') as u")).rows[0].u).toBe("ÉA");
    } finally {
      await client.end();
    }
    // Wrong password: scram-sha-256 is enforced.
    const intruder = new pg.Client({ host: "127.0.0.1", port: first.port, user: "postgres", password: "nope" });
    await expect(intruder.connect()).rejects.toMatchObject({ code: "28P01" });
  });

  it("refuses a second app on the same DATA_DIR, naming the lock and its holder", async () => {
    const second = startChild("never");
    const { code, stderr } = await second.exited;
    expect(code).not.toBe(0);
    expect(stderr).toContain(join(dataDir, "fiable.lock"));
    expect(stderr).toContain(`pid ${first.pid}`);
    expect(alive(first.postmasterPid)).toBe(true);
  });

  it("after a kill -9 of the app, stops the orphaned PostgreSQL cleanly and keeps every row", async () => {
    process.kill(first.pid, "SIGKILL");
    await waitFor(() => !alive(first.pid), "the app to die");
    expect(alive(first.postmasterPid)).toBe(true); // orphaned, still serving DATA_DIR

    const next = await startChild("b").ready;
    expect(next.notes).toEqual(["a", "b"]);
    expect(next.postmasterPid).not.toBe(first.postmasterPid);
    expect(alive(first.postmasterPid)).toBe(false);
    const log = await readFile(join(dataDir, "postgres.log"), "utf8");
    // Fast shutdown, not a crash: no WAL replay was needed.
    expect(log).toMatch(/received fast shutdown request/);
    console.info(`[embedded] start after kill -9 of the app: ${next.startMs} ms`);
    first = next;
  });

  it("after a kill -9 of PostgreSQL, the app exits and the next start replays the WAL with every row", async () => {
    const owner = children.at(-1)!;
    process.kill(first.postmasterPid, "SIGKILL");
    const { code, stderr } = await owner.exited;
    expect(code).toBe(1);
    expect(stderr).toMatch(/exited unexpectedly/);

    const next = await startChild("c").ready; // at once: the killed server's processes may still be exiting
    expect(next.notes).toEqual(["a", "b", "c"]);
    const log = await readFile(join(dataDir, "postgres.log"), "utf8");
    expect(log).toMatch(/not properly shut down; automatic recovery in progress/);
    console.info(`[embedded] start after kill -9 of PostgreSQL: ${next.startMs} ms`);
    first = next;
  });

  it("with restart (as the app runs it), a kill -9 of PostgreSQL is survived: same port, every row", async () => {
    const owner = children.at(-1)!;
    owner.process.kill("SIGTERM");
    await owner.exited;
    const restarting = startChild("d", { restart: true });
    const running = await restarting.ready;
    let stderr = "";
    restarting.process.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    process.kill(running.postmasterPid, "SIGKILL");

    // The app lives on; PostgreSQL answers again on the port of the URL it was given.
    const notes = async () => {
      const client = new pg.Client({
        host: "127.0.0.1",
        port: running.port,
        user: "postgres",
        password,
        database: "child",
      });
      client.on("error", () => {});
      try {
        await client.connect();
        return (await client.query<{ note: string }>("select note from notes order by id")).rows.map((r) => r.note);
      } catch {
        return null;
      } finally {
        await client.end().catch(() => {});
      }
    };
    let seen: string[] | null = null;
    const deadline = Date.now() + 60_000;
    while (seen === null && Date.now() < deadline) seen = await notes();
    expect(seen).toEqual(["a", "b", "c", "d"]);
    expect(alive(restarting.process.pid!)).toBe(true);
    await waitFor(() => /PostgreSQL restarted/.test(stderr), "the restart line");
    expect(stderr).toMatch(/exited unexpectedly \(SIGKILL\): restarting it/);
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
    const log = await readFile(join(dataDir, "postgres.log"), "utf8");
    expect(log).toMatch(/automatic recovery in progress/);
    const pidFile = await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8");
    first = { ...running, postmasterPid: Number(pidFile.split("\n")[0]) };
    expect(first.postmasterPid).not.toBe(running.postmasterPid);
  });

  it("SIGTERM stops PostgreSQL and frees DATA_DIR", async () => {
    const owner = children.at(-1)!;
    owner.process.kill("SIGTERM");
    const { code } = await owner.exited;
    expect(code).toBe(0);
    expect(alive(first.postmasterPid)).toBe(false);
    expect(existsSync(join(dataDir, "fiable.lock"))).toBe(false);
    expect(existsSync(join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });

  it("takes over a stale lock whose process is gone, and stop() twice is harmless", async () => {
    await writeFile(join(dataDir, "fiable.lock"), "999999999\n");
    const db = await startEmbeddedPostgres({ dataDir, password, database: "child", log: () => {} });
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query("select note from notes order by id");
      await client.end();
      expect(rows.map((r) => r.note)).toEqual(["a", "b", "c", "d"]);
    } finally {
      await Promise.all([db.stop(), db.stop()]);
      await db.stop();
    }
    expect(alive(db.pid)).toBe(false);
    expect(existsSync(join(dataDir, "fiable.lock"))).toBe(false);
  });

  it.runIf(process.getuid?.() === 0)(
    "as root, refuses a DATA_DIR the postgres user cannot reach, saying what to do",
    async () => {
      const closed = join(base, "closed");
      await mkdir(closed, { mode: 0o700 });
      const attempt = startEmbeddedPostgres({ dataDir: join(closed, "data"), password, database: "x", log: () => {} });
      await expect(attempt).rejects.toThrow(/cannot enter .*closed.*Set DATA_DIR/s);
    },
  );
});
