import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

export interface S3Server {
  endpoint: string;
  /** s3rver's own account: it checks the access key id of every request. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/**
 * Starts s3rver in its own process on a free port, with a temporary directory and `buckets`.
 * Its own process because s3rver encrypts ListObjectsV2 continuation tokens with DES, which
 * OpenSSL 3 only offers from its legacy provider: that flag stays with the S3 server
 * instead of the test process.
 */
export async function startS3rver(buckets: string[]): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), "fiable-s3rver-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--openssl-legacy-provider", join(import.meta.dirname, "s3rver-child.mjs"), directory, ...buckets],
    { stdio: ["ignore", "pipe", "inherit", "ipc"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      lines.close();
      resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    async close() {
      child.kill("SIGTERM");
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
