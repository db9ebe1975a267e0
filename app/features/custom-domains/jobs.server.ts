import { and, eq, gte, inArray, or } from "drizzle-orm";
import { DAY_MS, now } from "#app/lib/clock.server.ts";
import { defineJob, enqueue } from "#app/lib/job-queue.server.ts";
import { getDb } from "#db/client.server.ts";
import { customDomains } from "#db/schema.ts";
import { checkDomain } from "./domains.server.ts";
import { DOMAIN_FAILING_MAIL_JOB } from "./failing-mail.server.ts";
import { SERVED_DOMAIN_STATES } from "./states.ts";

/*
 * The daily re-check of custom domains (docs/decisions/044-custom-domains.md): every served
 * domain (verified or failing) and every pending one younger than 7 days gets a job of its own,
 * retried with backoff. A fault of our side (`timeout`, `dns_error`) is tried again before it
 * turns a verified domain into a failing one (and mails its owner); the last attempt records it.
 */

/** Pending domains are re-checked this long after they were added; afterwards only on request. */
export const PENDING_RECHECK_DAYS = 7;

const OUR_SIDE = new Set(["timeout", "dns_error"]);

export const DOMAIN_CHECK_JOB = defineJob<{ domainId: string }>({
  name: "custom-domains.check",
  retryLimit: 3,
  retryDelay: 10 * 60,
  retryBackoff: true,
  run: async ({ domainId }, meta) => {
    const outcome = await checkDomain(domainId, {
      accept: (result, before) =>
        meta.lastAttempt || result.ok || before.state !== "verified" || !OUR_SIDE.has(result.error),
    });
    // Declined: thrown, so that the queue tries again later.
    if (outcome.declined && !outcome.result.ok) {
      throw new Error(`custom domain ${domainId}: ${outcome.result.error}, tried again later`);
    }
  },
});

/** The domains due for the daily re-check at `at`: one check job each (not twice while one waits). */
export async function queueDomainChecks(at: Date): Promise<number> {
  const due = await getDb()
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(
      or(
        inArray(customDomains.state, [...SERVED_DOMAIN_STATES]),
        and(
          eq(customDomains.state, "pending"),
          gte(customDomains.createdAt, new Date(at.getTime() - PENDING_RECHECK_DAYS * DAY_MS)),
        ),
      ),
    );
  for (const { id } of due) await enqueue(DOMAIN_CHECK_JOB, { domainId: id }, { singletonKey: `domain-check-${id}` });
  return due.length;
}

/** Every day at 05:20 UTC. */
export const DOMAIN_RECHECK_SWEEP_JOB = defineJob({
  name: "custom-domains.daily-recheck",
  schedule: "20 5 * * *",
  retryLimit: 2,
  expireInSeconds: 10 * 60,
  run: async () => {
    const queued = await queueDomainChecks(now());
    if (queued > 0) console.log("[custom-domains] re-checks queued:", queued);
  },
});

export const CUSTOM_DOMAIN_JOBS = [DOMAIN_CHECK_JOB, DOMAIN_FAILING_MAIL_JOB, DOMAIN_RECHECK_SWEEP_JOB];
