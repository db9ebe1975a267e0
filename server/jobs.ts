import { ACCOUNT_DELETION_JOBS, runDeletionSweeps } from "#app/features/account-deletion/index.server.ts";
import { ACCOUNT_EXPORT_JOBS, runExportSweeps } from "#app/features/account-export/index.server.ts";
import { ANALYTICS_JOB } from "#app/features/analytics/index.server.ts";
import { blogJobs } from "#app/features/blog/index.server.ts";
import { CUSTOM_DOMAIN_JOBS } from "#app/features/custom-domains/index.server.ts";
import { INVITATION_JOBS, runInvitationSweeps } from "#app/features/invitations/index.server.ts";
import { RETENTION_JOB } from "#app/features/legal/index.server.ts";
import { reviewJobs, runReviewSweeps } from "#app/features/reviews/index.server.ts";
import type { JobDefinition } from "#app/lib/job-queue.server.ts";
import { MEDIA_MEASURE_JOB } from "#app/services/media/measure-media.server.ts";
import { MEDIA_SWEEP_JOB } from "#app/services/media/sweep-unused-media.server.ts";

/*
 * Every job of the product (decision 016), for the boot (queues created, workers and
 * schedules started), the tests' template database and the admin's « Tâches » view.
 * A feature that adds a job adds it here.
 */
export function allJobs(): readonly JobDefinition[] {
  // A function, not a constant: the features' faces form import cycles with this module
  // (the admin console lists the jobs), so the lists are read once every module is loaded
  // (tests/unit/architecture/import-cycles.test.ts).
  return [
    ...INVITATION_JOBS,
    ...reviewJobs(),
    ANALYTICS_JOB,
    MEDIA_SWEEP_JOB,
    MEDIA_MEASURE_JOB,
    RETENTION_JOB,
    ...blogJobs(),
    ...ACCOUNT_EXPORT_JOBS,
    ...ACCOUNT_DELETION_JOBS,
    ...CUSTOM_DOMAIN_JOBS,
  ] as JobDefinition[];
}

/**
 * The sweeps of the rules with a due date (decision 017), in one call: what the scheduled
 * sweep jobs do every minute, and what the test clock runs at once after moving time.
 */
export async function runDueSweeps(at: Date) {
  const reviews = await runReviewSweeps(at);
  const invitations = await runInvitationSweeps(at);
  const exports = await runExportSweeps(at);
  const deletions = await runDeletionSweeps(at);
  return { ...reviews, ...invitations, ...exports, ...deletions };
}
