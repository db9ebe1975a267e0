import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DayPoint } from "../ranges.ts";
import type { ChartSeries } from "./traffic-chart.tsx";

/**
 * The recharts drawing of TrafficChart, in its own module so that it is loaded in the
 * browser only (React.lazy), after the page is shown.
 */
export default function TrafficLines({
  days,
  series,
  formatDay,
  formatNumber,
}: {
  days: DayPoint[];
  series: ChartSeries[];
  formatDay: (day: string) => string;
  formatNumber: (n: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={formatDay}
          tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
          stroke="var(--border)"
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={formatNumber}
          tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
          stroke="var(--border)"
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value, name) => [formatNumber(Number(value)), name]}
          contentStyle={{
            background: "var(--popover)",
            color: "var(--popover-foreground)",
            border: "1px solid var(--border)",
            borderRadius: 8,
          }}
          labelStyle={{ color: "var(--popover-foreground)" }}
        />
        {series.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2.5}
            strokeDasharray={s.dashed ? "6 4" : undefined}
            dot={days.length <= 31 ? { r: 3, fill: s.color } : false}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
