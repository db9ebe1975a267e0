import { BarChart3Icon, ExternalLinkIcon, FileTextIcon, InboxIcon, LayoutDashboardIcon, UsersIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TabsContent } from "#app/components/ui/tabs.tsx";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { MessagePage } from "../contact/list-messages.server.ts";
import type { SimpleConsoleStats } from "../dashboard-stats.server.ts";
import type { ArticlePage } from "../list-articles.server.ts";
import type { ProfilePage } from "../list-profiles.server.ts";
import { ADMIN_HOME, SIMPLE_TABS, simpleTabOf } from "../paths.ts";
import {
  AdminHeader,
  AdminMain,
  type AdminSessionInfo,
  ConsoleTabs,
  MoreLink,
  StatCard,
  VerifiedBadge,
} from "./admin-shell.tsx";
import { BlogTab } from "./blog-tab.tsx";
import { MessagesTab } from "./messages-tab.tsx";
import { EmptyState } from "./pagination.tsx";

export interface SimpleConsoleData {
  session: AdminSessionInfo;
  stats: SimpleConsoleStats;
  /** Contact messages (`messages` is the translations of the page). */
  inbox: MessagePage;
  profiles: ProfilePage;
  articles: ArticlePage;
}

/**
 * /admin-simple (docs/product/admin.md): counters with their sub-figures, tabs Messages ('En cours',
 * 'Résoudre'), Profils, Blog (first 5 articles, link to /admin-blog) and Analytics.
 */
export function SimpleConsole({ data }: { data: SimpleConsoleData }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const [searchParams] = useSearchParams();
  const tab = simpleTabOf(searchParams.get("tab"));
  const { stats } = data;
  const labels = {
    messages: t("admin.tabs.messages"),
    profiles: t("admin.tabs.profiles"),
    blog: t("admin.tabs.blogSimple"),
    analytics: t("admin.tabs.analytics"),
  };

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AdminHeader
        title={t("admin.simple.title")}
        session={data.session}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={ADMIN_HOME}>
              <LayoutDashboardIcon aria-hidden />
              {t("admin.simple.fullConsole")}
            </Link>
          </Button>
        }
      />
      <AdminMain>
        <h1 className="font-bold text-2xl tracking-tight">{t("admin.simple.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("admin.simple.description")}</p>
        <section aria-label={t("admin.counters.label")} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label={t("admin.counters.profilesSimple")}
            value={number(stats.profiles)}
            detail={t("admin.counters.verified", { count: stats.verifiedProfiles })}
            icon={<UsersIcon className="size-4" />}
            testId="simple-count-profiles"
          />
          <StatCard
            label={t("admin.counters.messages")}
            value={number(stats.messages)}
            detail={t("admin.counters.open", { count: stats.openMessages })}
            icon={<InboxIcon className="size-4" />}
            testId="simple-count-messages"
          />
          <StatCard
            label={t("admin.counters.articles")}
            value={number(stats.articles)}
            detail={t("admin.counters.published", { count: stats.publishedArticles })}
            icon={<FileTextIcon className="size-4" />}
            testId="simple-count-articles"
          />
          <StatCard
            label={t("admin.counters.visitorsToday")}
            value={number(stats.visitorsToday)}
            detail={t("admin.counters.pageViewsToday", { count: stats.pageViewsToday })}
            icon={<BarChart3Icon className="size-4" />}
            testId="simple-count-visitors"
          />
        </section>

        <ConsoleTabs tabs={SIMPLE_TABS} labels={labels} value={tab}>
          <TabsContent value="messages" className="mt-4">
            <MessagesTab page={data.inbox} now={data.session.loadedAt} variant="simple" tab="messages" />
          </TabsContent>
          <TabsContent value="profiles" className="mt-4">
            <p className="mb-3 text-muted-foreground text-sm">{t("admin.simple.latestProfiles")}</p>
            {data.profiles.profiles.length === 0 ? (
              <EmptyState>{t("admin.profiles.empty")}</EmptyState>
            ) : (
              <ul className="divide-y rounded-xl border bg-card">
                {data.profiles.profiles.map((profile) => (
                  <li key={profile.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                    <span className="font-medium" dir="auto">
                      {profile.name}
                    </span>
                    <VerifiedBadge verified={profile.verified} />
                    <span className="text-muted-foreground text-sm">
                      {profile.title ?? t("admin.profiles.noTitle")}
                    </span>
                    <span className="ms-auto text-muted-foreground text-xs">
                      {t("admin.profiles.createdAt", { date: date(profile.createdAt, { dateStyle: "medium" }) })}
                    </span>
                    <a
                      href={`/${profile.slug}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-primary text-sm hover:underline"
                    >
                      <span dir="ltr">/{profile.slug}</span>
                      <ExternalLinkIcon aria-hidden className="size-3.5" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <MoreLink to={`${ADMIN_HOME}?tab=profiles`}>{t("admin.profiles.manage")}</MoreLink>
          </TabsContent>
          <TabsContent value="blog" className="mt-4">
            <p className="mb-3 text-muted-foreground text-sm">{t("admin.blog.firstArticles")}</p>
            <BlogTab page={data.articles} compact />
            <MoreLink to="/admin-blog">{t("admin.blog.manage")}</MoreLink>
          </TabsContent>
          <TabsContent value="analytics" className="mt-4">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {(
                [
                  ["visitorsToday", stats.visitorsToday],
                  ["pageViewsToday", stats.pageViewsToday],
                  ["visitorsTotal", stats.visitorsTotal],
                  ["pageViewsTotal", stats.pageViewsTotal],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-xl border bg-card p-4" data-testid={`simple-analytics-${key}`}>
                  <dt className="text-muted-foreground text-sm">{t(`admin.simple.analytics.${key}`)}</dt>
                  <dd className="mt-1 font-bold text-2xl tabular-nums">{number(value)}</dd>
                </div>
              ))}
            </dl>
            <MoreLink to="/analytics">{t("admin.simple.analytics.details")}</MoreLink>
          </TabsContent>
        </ConsoleTabs>
      </AdminMain>
    </div>
  );
}
