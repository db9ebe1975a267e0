import { FileTextIcon, InboxIcon, StarIcon, UsersIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { TabsContent } from "#app/components/ui/tabs.tsx";
import type { ReportedReview } from "#app/features/reviews/index.server.ts";
import type { FailedJob, QueueCounts } from "#app/lib/job-queue.server.ts";
import type { ActivityEntry } from "#app/services/activity/list-activity.server.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { MessagePage } from "../contact/list-messages.server.ts";
import type { ConsoleStats } from "../dashboard-stats.server.ts";
import type { ArticlePage } from "../list-articles.server.ts";
import type { ProfilePage } from "../list-profiles.server.ts";
import { CONSOLE_TABS, consoleTabOf } from "../paths.ts";
import { ActivityTab } from "./activity-tab.tsx";
import { AdminHeader, AdminMain, type AdminSessionInfo, ConsoleTabs, StatCard } from "./admin-shell.tsx";
import { BlogTab } from "./blog-tab.tsx";
import { JobsTab } from "./jobs-tab.tsx";
import { MessagesTab } from "./messages-tab.tsx";
import { ProfilesTab } from "./profiles-tab.tsx";
import { ReportsTab } from "./reports-tab.tsx";
import { ToolsTab } from "./tools-tab.tsx";

export interface ConsoleData {
  session: AdminSessionInfo;
  stats: ConsoleStats;
  q: string;
  profiles: ProfilePage;
  /** Contact messages (`messages` is the translations of the page). */
  inbox: MessagePage;
  articles: ArticlePage;
  activity: ActivityEntry[];
  reports: { items: ReportedReview[]; total: number };
  jobs: { queues: QueueCounts[]; failed: FailedJob[] };
  host: string;
}

/**
 * /admin (docs/product/admin.md): header, four counters, tabs Profils, Messages, Signalements,
 * Blog CMS, Activité, Tâches (decision 016), Outils.
 */
export function AdminConsole({ data }: { data: ConsoleData }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [searchParams] = useSearchParams();
  const tab = consoleTabOf(searchParams.get("tab"));
  const labels = {
    profiles: t("admin.tabs.profiles"),
    messages: t("admin.tabs.messages"),
    reports: `${t("admin.tabs.reports")}${data.reports.total > 0 ? ` (${data.reports.total})` : ""}`,
    blog: t("admin.tabs.blog"),
    activity: t("admin.tabs.activity"),
    jobs: t("admin.tabs.jobs"),
    tools: t("admin.tabs.tools"),
  };

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AdminHeader title={t("admin.common.area")} session={data.session} />
      <AdminMain>
        <h1 className="sr-only">{t("admin.common.area")}</h1>
        <section aria-label={t("admin.counters.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label={t("admin.counters.profiles")}
            value={number(data.stats.profiles)}
            icon={<UsersIcon className="size-4" />}
            testId="admin-count-profiles"
          />
          <StatCard
            label={t("admin.counters.reviews")}
            value={number(data.stats.reviews)}
            icon={<StarIcon className="size-4" />}
            testId="admin-count-reviews"
          />
          <StatCard
            label={t("admin.counters.articles")}
            value={number(data.stats.articles)}
            icon={<FileTextIcon className="size-4" />}
            testId="admin-count-articles"
          />
          <StatCard
            label={t("admin.counters.messages")}
            value={number(data.stats.messages)}
            icon={<InboxIcon className="size-4" />}
            testId="admin-count-messages"
          />
        </section>

        <ConsoleTabs tabs={CONSOLE_TABS} labels={labels} value={tab}>
          <TabsContent value="profiles" className="mt-4">
            <ProfilesTab page={data.profiles} q={data.q} host={data.host} />
          </TabsContent>
          <TabsContent value="messages" className="mt-4">
            <MessagesTab page={data.inbox} now={data.session.loadedAt} variant="console" tab="messages" />
          </TabsContent>
          <TabsContent value="reports" className="mt-4">
            <ReportsTab reports={data.reports} />
          </TabsContent>
          <TabsContent value="blog" className="mt-4">
            <BlogTab page={data.articles} />
          </TabsContent>
          <TabsContent value="activity" className="mt-4">
            <ActivityTab entries={data.activity} now={data.session.loadedAt} />
          </TabsContent>
          <TabsContent value="jobs" className="mt-4">
            <JobsTab jobs={data.jobs} />
          </TabsContent>
          <TabsContent value="tools" className="mt-4">
            <ToolsTab stats={data.stats} />
          </TabsContent>
        </ConsoleTabs>
      </AdminMain>
    </div>
  );
}
