import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Env } from "#app/lib/env.server.ts";

export interface Secrets {
  /** better-auth signing secret (BETTER_AUTH_SECRET wins when given). */
  authSecret: string;
  /** Password of the embedded PostgreSQL superuser. */
  postgresPassword: string;
}

/**
 * Secrets not given in the environment are generated on first run and kept in
 * DATA_DIR/secrets.json (mode 0600), so restarts keep sessions and the
 * embedded database password.
 */
export async function loadSecrets(dataDir: string, env: Pick<Env, "BETTER_AUTH_SECRET">): Promise<Secrets> {
  // 0755, not 0700: as root, the embedded PostgreSQL runs as the `postgres` OS
  // user, which must reach DATA_DIR/postgres. The secrets file itself is 0600.
  const created = await mkdir(dataDir, { recursive: true, mode: 0o755 });
  if (created) await chmod(dataDir, 0o755); // the umask may have narrowed it
  const file = join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, "utf8")) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secrets: Secrets = {
    authSecret: stored.authSecret ?? randomBytes(32).toString("base64url"),
    postgresPassword: stored.postgresPassword ?? randomBytes(24).toString("base64url"),
  };
  if (stored.authSecret !== secrets.authSecret || stored.postgresPassword !== secrets.postgresPassword) {
    // Write then rename: a crash mid-write never leaves a truncated secrets file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, file);
  }
  await chmod(file, 0o600);
  return { ...secrets, authSecret: env.BETTER_AUTH_SECRET ?? secrets.authSecret };
}
