import { RotateCcwIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { FailedJob, QueueCounts } from "#app/lib/job-queue.server.ts";
import { useReplyToast } from "#app/lib/use-reply-toast.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ConsoleActionReply } from "../console-actions.server.ts";
import { EmptyState } from "./pagination.tsx";

const STATES = ["created", "retry", "active", "completed", "failed"] as const;

/** « Tâches » (decision 016): jobs per queue and state, the failed ones with their error and a retry button. */
export function JobsTab({ jobs }: { jobs: { queues: QueueCounts[]; failed: FailedJob[] } }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const name = (queue: string) => t(`admin.jobs.names.${queue.replace(".", "_")}` as "admin.jobs.names.reviews_mail");
  return (
    <section aria-label={t("admin.jobs.title")} className="grid gap-4">
      <p className="text-pretty text-muted-foreground text-sm">{t("admin.jobs.intro")}</p>
      <div
        className="overflow-x-auto rounded-xl border bg-card"
        // Scrolls sideways on a phone: focusable, so that a keyboard can scroll it (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-sm" data-testid="job-counts">
          <thead>
            <tr className="border-b text-muted-foreground text-xs">
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t("admin.jobs.queue")}
              </th>
              {STATES.map((state) => (
                <th key={state} scope="col" className="px-3 py-2 text-end font-medium">
                  {t(`admin.jobs.states.${state}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {jobs.queues.map((queue) => (
              <tr key={queue.name} className="border-b last:border-0" data-queue={queue.name}>
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  {name(queue.name)}
                  <span className="block font-mono text-muted-foreground text-xs">{queue.name}</span>
                </th>
                {STATES.map((state) => (
                  <td
                    key={state}
                    className={`px-3 py-2 text-end tabular-nums ${state === "failed" && queue.counts.failed > 0 ? "font-semibold text-destructive" : ""}`}
                  >
                    {number(queue.counts[state])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="font-semibold">{t("admin.jobs.failedTitle")}</h2>
      {jobs.failed.length === 0 ? (
        <EmptyState>{t("admin.jobs.noFailed")}</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {jobs.failed.map((job) => (
            <FailedJobItem key={job.id} job={job} label={name(job.name)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FailedJobItem({ job, label }: { job: FailedJob; label: string }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const fetcher = useFetcher<ConsoleActionReply>();
  useReplyToast(fetcher.data);
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-sm shadow-xs" data-testid="failed-job">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground text-xs">
          {date(job.completedOn ?? job.createdOn, { dateStyle: "medium", timeStyle: "short" })} ·{" "}
          {t("admin.jobs.attempts", { count: job.retryCount + 1 })}
        </span>
      </div>
      <p className="break-words font-mono text-destructive text-xs">
        {t("admin.jobs.error")} : {job.error}
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="job-retry" />
        <input type="hidden" name="queue" value={job.name} />
        <input type="hidden" name="jobId" value={job.id} />
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          <RotateCcwIcon aria-hidden />
          {t("admin.jobs.retry")}
        </Button>
      </fetcher.Form>
    </li>
  );
}
