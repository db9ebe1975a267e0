import { CircleCheckIcon, CircleXIcon, LoaderCircleIcon, RefreshCwIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { sampleProfileSlugs } from "#app/features/diagnostic/index.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Health } from "#server/health.ts";
import type { Route } from "./+types/connection-test";

export async function loader({ request }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["connectionTest"]);
  const [sample] = await sampleProfileSlugs().catch(() => []);
  return { messages, sample, title: t("meta.connectionTest.title"), description: t("meta.connectionTest.description") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
  { name: "robots", content: "noindex" },
];

type TestState =
  | { kind: "testing" }
  | { kind: "success"; roundTripMs: number; health: Health }
  | { kind: "error"; detail: string };

/** Pings the backend (/healthz) from the browser, as a quick connection test. */
function useConnectionTest() {
  const [state, setState] = useState<TestState>({ kind: "testing" });
  const run = useCallback(async () => {
    setState({ kind: "testing" });
    const started = performance.now();
    try {
      const response = await fetch("/healthz", { cache: "no-store" });
      const health = (await response.json()) as Health;
      const roundTripMs = Math.round(performance.now() - started);
      if (response.ok && health.status === "ok") setState({ kind: "success", roundTripMs, health });
      else setState({ kind: "error", detail: health.database.error ?? `HTTP ${response.status}` });
    } catch (error) {
      setState({ kind: "error", detail: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  useEffect(() => {
    void run();
  }, [run]);
  return { state, run };
}

export default function ConnectionTest({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, run } = useConnectionTest();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-3xl tracking-tight">{t("connectionTest.heading")}</h1>
      <p className="mt-2 text-muted-foreground">{t("connectionTest.lead")}</p>
      <Card className="mt-6">
        <CardContent>
          <output aria-live="polite" className="flex items-start gap-3" data-state={state.kind}>
            {state.kind === "testing" && <LoaderCircleIcon aria-hidden className="size-6 animate-spin" />}
            {state.kind === "success" && <CircleCheckIcon aria-hidden className="size-6 text-success" />}
            {state.kind === "error" && <CircleXIcon aria-hidden className="size-6 text-destructive" />}
            <div>
              <p className="font-semibold">{t(`connectionTest.${state.kind}`)}</p>
              {state.kind === "success" && (
                <ul className="mt-1 text-muted-foreground text-sm">
                  <li>{t("connectionTest.roundTrip", { ms: state.roundTripMs })}</li>
                  <li>{t("connectionTest.database", { ms: state.health.database.roundTripMs ?? "?" })}</li>
                  <li>{t("connectionTest.version", { version: state.health.version })}</li>
                </ul>
              )}
              {state.kind === "error" && (
                <>
                  <p className="mt-1 break-all font-mono text-muted-foreground text-xs">{state.detail}</p>
                  <p className="mt-3 font-medium text-sm">{t("connectionTest.hintsTitle")}</p>
                  <ul className="mt-1 list-disc ps-5 text-muted-foreground text-sm">
                    <li>{t("connectionTest.hintEnv")}</li>
                    <li>{t("connectionTest.hintRestart")}</li>
                    <li>{t("connectionTest.hintLogs")}</li>
                  </ul>
                </>
              )}
            </div>
          </output>
          <noscript>
            <p className="mt-3 text-sm">{t("connectionTest.noscript")}</p>
          </noscript>
          <Button className="mt-5" variant="outline" onClick={() => void run()} disabled={state.kind === "testing"}>
            <RefreshCwIcon aria-hidden />
            {t("connectionTest.retry")}
          </Button>
        </CardContent>
      </Card>
      <nav className="mt-8" aria-labelledby="continue-heading">
        <h2 id="continue-heading" className="font-semibold">
          {t("connectionTest.linksTitle")}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          <li>
            <Button asChild variant="outline" size="sm">
              <Link to="/auth">{t("connectionTest.linkAuth")}</Link>
            </Button>
          </li>
          <li>
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard">{t("connectionTest.linkDashboard")}</Link>
            </Button>
          </li>
          {loaderData.sample && (
            <li>
              <Button asChild variant="outline" size="sm">
                <Link to={`/${loaderData.sample}`}>
                  {t("connectionTest.linkProfile")} (/{loaderData.sample})
                </Link>
              </Button>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
