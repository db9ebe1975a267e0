import { CircleAlertIcon, CircleCheckIcon, CircleXIcon, RefreshCwIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import {
  type CheckStatus,
  type DiagnosticCheck,
  runDiagnostics,
  sampleProfileSlugs,
} from "#app/features/diagnostic/index.server.ts";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/diagnostic";

export async function loader({ request }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["diagnostic"]);
  const samples = await sampleProfileSlugs().catch(() => []);
  const lookup = new URL(request.url).searchParams.get("profile") ?? samples[0] ?? "";
  const checks = await runDiagnostics(request, lookup);
  return {
    messages,
    checks,
    lookup,
    samples,
    ranAt: new Date().toISOString(),
    title: t("meta.diagnostic.title"),
    description: t("meta.diagnostic.description"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
  { name: "robots", content: "noindex" },
];

const STATUS_STYLE: Record<
  CheckStatus,
  { icon: typeof CircleCheckIcon; badge: "success" | "destructive" | "warning" }
> = {
  success: { icon: CircleCheckIcon, badge: "success" },
  error: { icon: CircleXIcon, badge: "destructive" },
  warning: { icon: CircleAlertIcon, badge: "warning" },
};

function CheckRow({ check }: { check: DiagnosticCheck }) {
  const { t } = useTranslation();
  const style = STATUS_STYLE[check.status];
  const Icon = style.icon;
  return (
    <li className="flex gap-3 py-4" data-check={check.id} data-status={check.status}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-medium">{t(`diagnostic.checks.${check.id}`)}</h2>
          <Badge variant={style.badge}>{t(`diagnostic.status.${check.status}`)}</Badge>
          <span className="text-muted-foreground text-xs">{t("diagnostic.duration", { ms: check.durationMs })}</span>
        </div>
        <p className="mt-1 text-sm">
          {t(check.message as DictionaryKey<"diagnostic">, { count: check.details.count })}
        </p>
        {Object.keys(check.details).length > 0 && (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground text-xs">
            {Object.entries(check.details).map(([key, value]) => (
              <div key={key} className="contents">
                <dt>{t(`diagnostic.details.${key}` as DictionaryKey<"diagnostic">)}</dt>
                <dd className="break-all font-mono">{String(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}

export default function Diagnostic({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigation = useNavigation();
  const running = navigation.state !== "idle" && navigation.location?.pathname === "/diagnostic";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-3xl tracking-tight">{t("diagnostic.heading")}</h1>
      <p className="mt-2 text-muted-foreground">{t("diagnostic.lead")}</p>

      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="profile">{t("diagnostic.lookupLabel")}</Label>
          <Input id="profile" name="profile" defaultValue={loaderData.lookup} className="mt-1.5" />
        </div>
        <Button type="submit" disabled={running}>
          <RefreshCwIcon aria-hidden className={running ? "animate-spin" : undefined} />
          {running ? t("diagnostic.running") : t("diagnostic.rerun")}
        </Button>
      </Form>

      <Card className="mt-6">
        <CardContent>
          <ul className="divide-y" aria-busy={running}>
            {loaderData.checks.map((check) => (
              <CheckRow key={check.id} check={check} />
            ))}
          </ul>
          <p className="pt-2 text-muted-foreground text-xs">
            {t("diagnostic.ranAt", {
              time: format.date(loaderData.ranAt, { dateStyle: "medium", timeStyle: "medium" }),
            })}
          </p>
        </CardContent>
      </Card>

      {loaderData.samples.length > 0 && (
        <section className="mt-8">
          <h2 className="font-semibold text-lg">{t("diagnostic.testLinks")}</h2>
          <p className="mt-1 text-muted-foreground text-sm">{t("diagnostic.testLinksHelp")}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {loaderData.samples.map((slug) => (
              <li key={slug}>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/${slug}`}>/{slug}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8 text-sm">
        {t("diagnostic.createHelp")}{" "}
        <Link to="/dashboard" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("diagnostic.createLink")}
        </Link>
      </p>
    </div>
  );
}
