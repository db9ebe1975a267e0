import type { TFunction } from "i18next";
import { data } from "react-router";
import { listOpenReports } from "#app/features/reviews/index.server.ts";
import { countJobs, listFailedJobs } from "#app/lib/job-queue.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { listRecentActivity } from "#app/services/activity/list-activity.server.ts";
import { allJobs } from "#server/jobs.ts";
import type { AdminSessionInfo } from "./components/admin-shell.tsx";
import { listContactMessages } from "./contact/list-messages.server.ts";
import { getConsoleStats, getSimpleConsoleStats } from "./dashboard-stats.server.ts";
import type { AdminIdentity } from "./guards.server.ts";
import { listArticlesForAdmin } from "./list-articles.server.ts";
import { listProfiles, PROFILE_SEARCH_MAX } from "./list-profiles.server.ts";
import { pageParam } from "./paths.ts";

/** What the header shows about the session, and the clock of the page's relative times. */
export function sessionInfo(admin: AdminIdentity, now = new Date()): AdminSessionInfo {
  return { who: admin.name ?? admin.email, expiresAt: admin.expiresAt.toISOString(), loadedAt: now.toISOString() };
}

/**
 * Everything /admin shows (docs/product/admin.md), read in parallel: the
 * counters, one page of profiles (searched on the server), of messages and of articles,
 * the latest 50 activity entries, the reported reviews and the job queue. The address holds the search and the pages:
 * `?q=…&page=2&mpage=1&bpage=1`. A failure is 'Impossible de charger les données'.
 */
export async function loadConsole(request: Request, admin: AdminIdentity, t: TFunction) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, PROFILE_SEARCH_MAX);
  try {
    const [stats, profiles, inbox, articles, activity, reports, queues, failedJobs] = await Promise.all([
      getConsoleStats(),
      listProfiles({ q, page: pageParam(url.searchParams.get("page")) }),
      listContactMessages({ page: pageParam(url.searchParams.get("mpage")) }),
      listArticlesForAdmin(pageParam(url.searchParams.get("bpage"))),
      listRecentActivity(),
      listOpenReports(),
      countJobs(allJobs()),
      listFailedJobs(allJobs()),
    ]);
    return {
      session: sessionInfo(admin),
      stats,
      q,
      profiles,
      inbox,
      articles,
      activity,
      reports,
      jobs: { queues, failed: failedJobs },
    };
  } catch (error) {
    logError("[admin] console:", error);
    throw data({ message: t("admin.toasts.loadFailed") }, { status: 503 });
  }
}

/** Everything /admin-simple shows. */
export async function loadSimpleConsole(request: Request, admin: AdminIdentity, t: TFunction) {
  const url = new URL(request.url);
  try {
    const [stats, inbox, profiles, articles] = await Promise.all([
      getSimpleConsoleStats(),
      listContactMessages({ page: pageParam(url.searchParams.get("mpage")) }),
      listProfiles({ page: 1 }, 10),
      listArticlesForAdmin(1, 5),
    ]);
    return { session: sessionInfo(admin), stats, inbox, profiles, articles };
  } catch (error) {
    logError("[admin] simple console:", error);
    throw data({ message: t("admin.toasts.loadFailed") }, { status: 503 });
  }
}
