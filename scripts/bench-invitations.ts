#!/usr/bin/env -S npx tsx
// `npm run bench:invitations` (also the last line of `npm run bench`): the time and peak
// memory of previewing and then sending 500 pasted invitations — the server's
// work of the Collect section's two buttons: parse the lines, read the owner's invitations
// of the last 30 days and the suppression list, then insert 500 invitations and their 500
// mail jobs in one transaction. Not the mails themselves (the job workers send them later).
//
// Starts a throwaway PostgreSQL (scripts/lib/bench-database.ts), migrates it and installs the
// job queue, then runs --runs rounds (default 7), each with a fresh owner; prints the median
// and worst of each step and the process's peak resident memory (sampled every 5 ms).
import { loadavg } from "node:os";
import pg from "pg";
import { type Inviter, previewInvitations, sendInvitations } from "#app/features/invitations/index.server.ts";
import { installJobQueue } from "#app/lib/job-queue.server.ts";
import { closeDb, connectDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { allJobs } from "#server/jobs.ts";
import { parseArgs } from "./lib/app-harness.mjs";
import { benchDatabase } from "./lib/bench-database.ts";

const args: Record<string, string | undefined> = parseArgs();
const RUNS = Number(args.runs ?? 7);
const LINES = 500;
const log = (message: string) => console.log(`[bench:invitations] ${message}`);
const cleanups: (() => Promise<unknown>)[] = [];
const MB = 1024 * 1024;

/** Runs `fn`, sampling the resident memory every 5 ms: its duration and the highest RSS seen. */
async function measure<T>(fn: () => Promise<T>): Promise<{ ms: number; peakRss: number; result: T }> {
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  try {
    const result = await fn();
    return { ms: performance.now() - started, peakRss: Math.max(peakRss, process.memoryUsage.rss()), result };
  } finally {
    clearInterval(sampler);
  }
}

async function owner(index: number): Promise<Inviter> {
  const { user, profile } = await createUserWithProfile({
    user: {
      email: `bench-${index}@example.test`,
      emailVerified: true,
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    },
    profile: { slug: `bench-owner-${index}` },
  });
  return {
    userId: user.id,
    profileId: profile.id,
    ownAddresses: [user.email],
    emailVerified: true,
    accountCreatedAt: user.createdAt,
  };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, worst: sorted[sorted.length - 1]! };
};

async function main() {
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const url = await benchDatabase("invitations", cleanups);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await migrateDatabase({ pool });
  await installJobQueue(allJobs(), pool);
  await pool.end();
  connectDb(url, 4);
  cleanups.push(() => closeDb());

  const text = Array.from({ length: LINES }, (_, i) => `Client ${i + 1} <client-${i + 1}@example.com>`).join("\n");
  // Warm-up: the first round pays module loading and query planning.
  const warm = await owner(0);
  await previewInvitations(warm, text, new Date());
  await sendInvitations(warm, { text, language: "fr", reminders: true }, new Date());

  const previews: number[] = [];
  const sends: number[] = [];
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  for (let run = 1; run <= RUNS; run++) {
    const inviter = await owner(run);
    const preview = await measure(() => previewInvitations(inviter, text, new Date()));
    if (!preview.result.ok || preview.result.preview.counts.valid !== LINES)
      throw new Error("preview did not accept 500 lines");
    const send = await measure(() => sendInvitations(inviter, { text, language: "fr", reminders: true }, new Date()));
    if (!send.result.ok || send.result.queued !== LINES) throw new Error("sending did not queue 500 invitations");
    previews.push(preview.ms);
    sends.push(send.ms);
    peak = Math.max(peak, preview.peakRss, send.peakRss);
  }
  const p = stats(previews);
  const s = stats(sends);
  console.log("");
  console.log(
    `Invitations: ${LINES} pasted lines, ${RUNS} runs (server work; the mails are sent later by the job workers)`,
  );
  console.log(`  preview             median ${p.median.toFixed(0)} ms, worst ${p.worst.toFixed(0)} ms`);
  console.log(
    `  preview + enqueue   median ${s.median.toFixed(0)} ms, worst ${s.worst.toFixed(0)} ms  (500 invitations + 500 jobs, one transaction)`,
  );
  console.log(
    `  peak RSS            ${(peak / MB).toFixed(0)} MB (${((peak - baseline) / MB).toFixed(1)} MB above the process's resting ${(baseline / MB).toFixed(0)} MB)`,
  );
  log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (other work on the machine skews the figures)`,
  );
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
process.exit(0);
