import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { RANGES, type RangeDays } from "../ranges.ts";

/** 7 / 30 / 90 days: links (`?range=`), so the choice is in the address and works without JavaScript. */
export function RangeSelector({ value }: { value: RangeDays }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const href = (range: RangeDays) => {
    const params = new URLSearchParams(search);
    params.set("range", String(range));
    return `?${params}`;
  };
  return (
    <nav aria-label={t("analytics.range.label")} className="inline-flex rounded-lg border bg-card p-1">
      {RANGES.map((range) => (
        <Link
          key={range}
          to={href(range)}
          preventScrollReset
          aria-current={range === value ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 font-medium text-sm tabular-nums transition-colors",
            range === value
              ? "bg-primary text-primary-foreground"
              : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
          )}
        >
          {t("analytics.range.days", { count: range })}
        </Link>
      ))}
    </nav>
  );
}

/** A figure of the statistics pages. */
export function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs" data-testid={testId}>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-2xl tabular-nums tracking-tight" data-value>
        {value}
      </dd>
      {hint ? <dd className="mt-0.5 text-muted-foreground text-xs">{hint}</dd> : null}
    </div>
  );
}
