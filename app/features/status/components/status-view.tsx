import type { TFunction } from "i18next";
import {
  ActivityIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  CircleHelpIcon,
  CircleXIcon,
  ClockIcon,
  DatabaseIcon,
  GlobeIcon,
  KeyRoundIcon,
  ServerIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { DisplayState, StatusIncident, StatusOverview } from "../get-status-overview.server.ts";
import type { ServiceId } from "../probes.server.ts";

const SERVICE_ICONS: Record<ServiceId, typeof ServerIcon> = {
  api: ServerIcon,
  website: GlobeIcon,
  database: DatabaseIcon,
  auth: KeyRoundIcon,
};

const STATE_STYLES: Record<DisplayState, { icon: typeof CircleCheckIcon; text: string; surface: string; dot: string }> =
  {
    operational: {
      icon: CircleCheckIcon,
      text: "text-success",
      surface: "border-success/40 bg-success/10",
      dot: "bg-success",
    },
    degraded: {
      icon: TriangleAlertIcon,
      text: "text-warning-foreground dark:text-warning",
      surface: "border-warning/50 bg-warning/15",
      dot: "bg-warning",
    },
    outage: {
      icon: CircleXIcon,
      text: "text-destructive",
      surface: "border-destructive/40 bg-destructive/10",
      dot: "bg-destructive",
    },
    unknown: {
      icon: CircleHelpIcon,
      text: "text-muted-foreground",
      surface: "border-border bg-muted/50",
      dot: "bg-muted-foreground",
    },
  };

export function formatDuration(t: TFunction, minutes: number): string {
  if (minutes < 60) return t("statusPage.duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t("statusPage.duration.hours", { hours })
    : t("statusPage.duration.hoursMinutes", { hours, minutes: String(rest).padStart(2, "0") });
}

function StateLabel({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  const style = STATE_STYLES[state];
  return (
    <span className={cn("inline-flex items-center gap-1.5 whitespace-nowrap font-medium text-sm", style.text)}>
      <span aria-hidden className={cn("size-2 rounded-full", style.dot)} />
      {t(`statusPage.states.${state}`)}
    </span>
  );
}

/** One figure; `null` shows a dash and says the figure is not available. */
function Metric({ label, value, note }: { label: string; value: string | null; note?: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border bg-card p-5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-2xl tabular-nums tracking-tight">{value ?? "—"}</dd>
      {value === null ? (
        <dd className="mt-1 text-muted-foreground text-xs">{t("statusPage.metrics.unavailable")}</dd>
      ) : note ? (
        <dd className="mt-1 text-muted-foreground text-xs">{note}</dd>
      ) : null}
    </div>
  );
}

function IncidentItem({ incident }: { incident: StatusIncident }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const service = t(`statusPage.services.${incident.service}.name`);
  const title = incident.seedKey
    ? t(`statusPage.incidents.history.${incident.seedKey}.title` as DictionaryKey<"statusPage">)
    : t(`statusPage.incidents.probe.${incident.severity}.title`, { service });
  const body = incident.seedKey
    ? t(`statusPage.incidents.history.${incident.seedKey}.body` as DictionaryKey<"statusPage">)
    : t(`statusPage.incidents.probe.${incident.severity}.body`);
  const resolved = incident.resolvedAt !== null;
  // Seeded history (SEED_DEMO) is demo content on a page of real measurements: say so.
  const example = incident.seedKey !== null;
  return (
    <li className="rounded-xl border bg-card p-5" data-testid="status-incident" data-example={example || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <span className="flex flex-wrap gap-1.5">
          {example ? (
            <span className="rounded-full border border-dashed px-2.5 py-0.5 font-medium text-muted-foreground text-xs">
              {t("statusPage.incidents.example")}
            </span>
          ) : null}
          <span
            className={cn(
              "rounded-full px-2.5 py-0.5 font-medium text-xs",
              resolved ? "bg-success/10 text-success" : "bg-destructive/10 text-destructive",
            )}
          >
            {resolved ? t("statusPage.incidents.resolved") : t("statusPage.incidents.ongoing")}
          </span>
        </span>
      </div>
      <p className="mt-1 text-muted-foreground text-sm">
        {service} · <StateLabelInline state={incident.severity} />
      </p>
      {example ? (
        <p className="mt-2 text-muted-foreground text-xs italic">{t("statusPage.incidents.exampleNote")}</p>
      ) : null}
      <p className="mt-3 text-sm leading-6">{body}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <span>
          {t("statusPage.incidents.startedAt", {
            date: date(incident.startedAt, { dateStyle: "long", timeStyle: "short" }),
          })}
        </span>
        {incident.durationMinutes !== null ? (
          <span>{t("statusPage.incidents.duration", { duration: formatDuration(t, incident.durationMinutes) })}</span>
        ) : null}
      </p>
    </li>
  );
}

function StateLabelInline({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  return <span className={STATE_STYLES[state].text}>{t(`statusPage.states.${state}`)}</span>;
}

/** The body of /status: headline, figures, the four services and the incidents. Needs the "statusPage" area. */
export function StatusView({ overview }: { overview: StatusOverview }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const headline = STATE_STYLES[overview.overall];
  const HeadlineIcon = headline.icon;
  const percent = (value: number | null) =>
    value === null
      ? t("statusPage.metrics.unavailable")
      : number(value / 100, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <>
      <div
        role="status"
        data-testid="status-overall"
        data-state={overview.overall}
        className={cn("flex items-start gap-3 rounded-2xl border p-5 sm:items-center", headline.surface)}
      >
        <HeadlineIcon aria-hidden className={cn("size-6 shrink-0", headline.text)} />
        <div className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="font-semibold text-lg">{t(`statusPage.overall.${overview.overall}`)}</p>
          {overview.checkedAt ? (
            <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <ClockIcon aria-hidden className="size-4" />
              {t("statusPage.checkedAt", { time: date(overview.checkedAt, { timeStyle: "medium" }) })}
            </p>
          ) : null}
        </div>
      </div>

      {!overview.historyAvailable ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("statusPage.historyUnavailable")}
        </p>
      ) : null}

      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Metric
          label={t("statusPage.metrics.uptime")}
          value={overview.uptime === null ? null : percent(overview.uptime)}
          note={
            overview.measuredSince
              ? t("statusPage.metrics.since", { date: date(overview.measuredSince, { dateStyle: "long" }) })
              : undefined
          }
        />
        <Metric
          label={t("statusPage.metrics.response")}
          value={
            overview.averageResponseMs === null
              ? null
              : t("statusPage.latency", { value: number(overview.averageResponseMs) })
          }
        />
        <Metric
          label={t("statusPage.metrics.requests")}
          value={
            overview.requests === null
              ? null
              : number(overview.requests, { notation: overview.requests >= 100_000 ? "compact" : "standard" })
          }
        />
      </dl>

      <section aria-labelledby="status-services-title" className="mt-10">
        <h2 id="status-services-title" className="flex items-center gap-2 font-semibold text-xl tracking-tight">
          <ActivityIcon aria-hidden className="size-5 text-primary" />
          {t("statusPage.services.title")}
        </h2>
        <ul className="mt-4 divide-y rounded-2xl border bg-card">
          {overview.services.map((service) => {
            const Icon = SERVICE_ICONS[service.id];
            return (
              <li
                key={service.id}
                data-testid={`status-service-${service.id}`}
                data-state={service.state}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
              >
                <div className="flex flex-1 items-start gap-3">
                  <span className="rounded-lg bg-muted p-2">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  <div>
                    <h3 className="font-medium">{t(`statusPage.services.${service.id}.name`)}</h3>
                    <p className="text-muted-foreground text-sm">
                      {t(`statusPage.services.${service.id}.description`)}
                    </p>
                  </div>
                </div>
                <div className="flex items-center justify-between gap-4 ps-11 sm:flex-col sm:items-end sm:gap-0.5 sm:ps-0">
                  <StateLabel state={service.state} />
                  <span className="text-muted-foreground text-xs tabular-nums">
                    {service.uptime === null
                      ? service.latencyMs !== null
                        ? t("statusPage.latency", { value: number(service.latencyMs) })
                        : ""
                      : t("statusPage.serviceUptime", { value: percent(service.uptime) })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {overview.historyAvailable ? (
        <section aria-labelledby="status-incidents-title" className="mt-10">
          <h2 id="status-incidents-title" className="font-semibold text-xl tracking-tight">
            {t("statusPage.incidents.title")}
          </h2>
          {overview.incidents.length > 0 ? (
            <ul className="mt-4 flex flex-col gap-3">
              {overview.incidents.map((incident) => (
                <IncidentItem key={incident.id} incident={incident} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
              {t("statusPage.incidents.none")}
            </p>
          )}
        </section>
      ) : null}
    </>
  );
}
