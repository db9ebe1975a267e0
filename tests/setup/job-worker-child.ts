// A real app-like worker process for tests/integration/jobs/*.test.ts: connects to
// DATABASE_URL, starts the job workers and the cron schedules of server/jobs.ts (as the
// app's boot does), prints one JSON line {"ready":true} on stdout, then works until
// SIGTERM or a kill -9. Mails go to DATA_DIR/outbox. Run with
// `node --import tsx tests/setup/job-worker-child.ts`.
import { type JobMeta, startJobWorkers } from "#app/lib/job-queue.server.ts";
import { closeDb, connectDb } from "#db/client.server.ts";
import { allJobs } from "#server/jobs.ts";

const url = process.env.DATABASE_URL;
if (!url || !process.env.DATA_DIR) throw new Error("DATABASE_URL and DATA_DIR are required");
connectDb(url, 4);
// SLOW_JOBS_MS: each job waits that long before it runs, so a test can kill the process in
// the middle of a batch.
const slow = Number(process.env.SLOW_JOBS_MS ?? 0);
const jobs = slow
  ? allJobs().map((job) => ({
      ...job,
      run: async (data: object, meta: JobMeta) => {
        await new Promise((r) => setTimeout(r, slow));
        await job.run(data, meta);
      },
    }))
  : allJobs();
// Expired jobs (a killed worker's) are looked for every second instead of every minute.
const stop = await startJobWorkers(jobs, { maintenanceIntervalSeconds: 1 });
console.log(JSON.stringify({ ready: true, pid: process.pid }));

process.once("SIGTERM", async () => {
  await stop().catch(() => {});
  await closeDb().catch(() => {});
  process.exit(0);
});
