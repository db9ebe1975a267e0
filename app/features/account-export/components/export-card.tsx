import { Download, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ExportLinkProblem, ExportState } from "../export-rules.ts";

export const EXPORT_INTENT = "export-data";

/** What the settings action answered to « Exporter mes données ». */
export type ExportActionData =
  | { intent: typeof EXPORT_INTENT; status: "success"; alreadyBuilding: boolean }
  | { intent: typeof EXPORT_INTENT; status: "error"; message: "auth.errors.tooManyRequests" };

/** While an archive is being built, the card looks again this often. */
const REFRESH_MS = 4000;

function Line({ tone, children }: { tone: "info" | "success" | "error"; children: string }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error" && "border-destructive/40 bg-destructive/5 text-destructive",
        tone === "success" &&
          "border-emerald-600/30 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
        tone === "info" && "border-border bg-muted/50",
      )}
    >
      {children}
    </p>
  );
}

/** « Exporter mes données » (decision 034): ask, wait (the card refreshes itself), download. */
export function ExportCard({
  state,
  problem,
  actionData,
}: {
  state: ExportState;
  problem: ExportLinkProblem | null;
  actionData: ExportActionData | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === EXPORT_INTENT;
  const building = state.status === "building";

  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [building, revalidator]);

  const size = (bytes: number) =>
    bytes >= 1_000_000
      ? format.number(bytes / 1_000_000, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
      : format.number(Math.max(1, Math.round(bytes / 1000)), { style: "unit", unit: "kilobyte" });

  return (
    <Card id="export" data-testid="export-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("account.export.title")}</h2>
        </CardTitle>
        <CardDescription>{t("account.export.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        {problem === "expired" ? <Line tone="error">{t("account.export.expired")}</Line> : null}
        {problem === "other-account" ? <Line tone="error">{t("account.export.otherAccount")}</Line> : null}
        {actionData?.status === "error" ? <Line tone="error">{t(actionData.message)}</Line> : null}
        {building ? (
          <Line tone="info">
            {actionData?.status === "success" ? t("account.export.requested") : t("account.export.building")}
          </Line>
        ) : null}
        {state.status === "failed" ? <Line tone="error">{t("account.export.failed")}</Line> : null}
        {state.status === "ready" ? (
          <>
            <Line tone="success">
              {t("account.export.ready", {
                size: size(state.bytes),
                date: format.date(state.expiresAt, { dateStyle: "long", timeStyle: "short" }),
              })}
            </Line>
            <Button asChild>
              <a href={state.downloadUrl} download>
                <Download aria-hidden />
                {t("account.export.download")}
              </a>
            </Button>
          </>
        ) : null}
        {building ? null : (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value={EXPORT_INTENT}
              variant={state.status === "ready" ? "outline" : "default"}
              disabled={busy}
            >
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {busy ? t("account.export.busy") : t("account.export.submit")}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
