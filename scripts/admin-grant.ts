// `npm run admin:grant -- you@example.com` gives an account the admin role (it is then let
// into /admin without the admin password); `--revoke` takes it back. Works with
// DATABASE_URL, and with the embedded PostgreSQL whether or not Fiable is running.
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { setAdminRole } from "#app/features/admin/index.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { closeDb, connectDb } from "#db/client.server.ts";
import { DataDirLockedError, startEmbeddedPostgres } from "#server/database/embedded.ts";
import { loadSecrets } from "#server/secrets.ts";

const USAGE = "Usage: npm run admin:grant -- <email> [--revoke]";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const revoke = args.includes("--revoke");
  const emails = args.filter((a) => !a.startsWith("--"));
  if (emails.length !== 1 || !emails[0]!.includes("@")) {
    console.error(USAGE);
    return 2;
  }
  const email = emails[0]!;

  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  let url = env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dataDir = resolve(env.DATA_DIR);
    const secrets = await loadSecrets(dataDir, env);
    try {
      const embedded = await startEmbeddedPostgres({
        dataDir,
        password: secrets.postgresPassword,
        database: "fiable",
        log: () => {},
      });
      url = embedded.url;
      stop = embedded.stop;
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      // Fiable is running: use its PostgreSQL (postmaster.pid, line 4, is the port).
      const pid = await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8");
      const port = Number(pid.split("\n")[3]);
      if (!Number.isInteger(port) || port <= 0) throw new Error("The running Fiable's PostgreSQL port is unknown.");
      url = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/fiable`;
    }
  }

  connectDb(url, 1);
  try {
    const result = await setAdminRole(email, !revoke);
    if (!result.ok) {
      console.error(`No account uses ${email}. Sign up at /auth first, then run this again.`);
      return 1;
    }
    const { name, email: address } = result.user;
    if (revoke) {
      console.log(
        result.changed ? `${name} <${address}> is no longer an administrator.` : `${address} was not an administrator.`,
      );
    } else {
      console.log(
        result.changed
          ? `${name} <${address}> is now an administrator: signed in with two-factor sign-in turned on (/dashboard/settings), they can open /admin.`
          : `${address} was already an administrator.`,
      );
    }
    return 0;
  } finally {
    await closeDb();
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
