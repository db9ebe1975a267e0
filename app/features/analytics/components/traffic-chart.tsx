import { lazy, Suspense, useEffect, useState } from "react";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { DayPoint } from "../ranges.ts";

/** One line of the chart: the field it plots, its label and colour (theme variables, light and dark). */
export interface ChartSeries {
  key: "views" | "visitors" | "clicks";
  label: string;
  /** A CSS colour; theme variables keep their contrast in dark mode. */
  color: string;
  /** Dashed line: the series stay apart without relying on colour alone. */
  dashed?: boolean;
}

const LazyLines = lazy(() => import("./traffic-lines.tsx"));

/**
 * The per-day chart of the statistics pages. The data table is rendered on the
 * server and is the chart's accessible text (collapsed under "Voir les données du
 * graphique"); the recharts drawing is loaded and drawn in the browser only (it measures
 * its container), so server rendering never touches it and pages without JavaScript keep
 * the table.
 */
export function TrafficChart({
  title,
  days,
  series,
  summary: givenSummary,
  testId,
}: {
  title: string;
  days: DayPoint[];
  series: ChartSeries[];
  /** The line under the title; by default the range's page views and visitors (summed per day). */
  summary?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const label = (day: string) => date(`${day}T12:00:00Z`, { day: "numeric", month: "short" });
  const totals = Object.fromEntries(series.map((s) => [s.key, days.reduce((n, d) => n + (d[s.key] ?? 0), 0)]));
  const summary =
    givenSummary ??
    t("analytics.chart.summary", {
      views: number(totals.views ?? 0),
      visitors: number(totals.visitors ?? 0),
      count: days.length,
    });

  return (
    <section aria-labelledby={`${testId}-title`} className="rounded-xl border bg-card p-4 sm:p-5" data-testid={testId}>
      <h2 id={`${testId}-title`} className="font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{summary}</p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="20" height="8" viewBox="0 0 20 8" role="presentation">
              <line
                x1="0"
                y1="4"
                x2="20"
                y2="4"
                stroke={s.color}
                strokeWidth="3"
                strokeDasharray={s.dashed ? "5 3" : undefined}
              />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <div className="mt-3 h-64 w-full" aria-hidden inert data-chart-ready={mounted ? "true" : undefined}>
        {mounted ? (
          <Suspense fallback={<ChartPlaceholder />}>
            <LazyLines days={days} series={series} formatDay={label} formatNumber={(n) => number(n)} />
          </Suspense>
        ) : (
          <ChartPlaceholder />
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded-sm text-muted-foreground hover:text-foreground">
          {t("analytics.chart.showData")}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-start tabular-nums" data-testid={testId ? `${testId}-table` : undefined}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {t("analytics.chart.day")}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1.5 pe-3 text-end font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day} className="border-b last:border-0" data-day={d.day}>
                  <th scope="row" className="py-1 pe-3 text-start font-normal">
                    {label(d.day)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pe-3 text-end" data-series={s.key}>
                      {number(d[s.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function ChartPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="grid h-full place-items-center rounded-lg bg-muted/50 text-muted-foreground text-sm">
      {t("analytics.chart.loading")}
    </div>
  );
}
