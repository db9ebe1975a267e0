import { data } from "react-router";
import {
  defaultProbeChecks,
  handleStatusSubscribe,
  loadStatusPage,
  notifyStatusSubscribers,
  selfOrigin,
} from "#app/features/status/index.server.ts";
import { StatusSubscribeForm, StatusView } from "#app/features/status/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["statusPage"]);
  // The probes reach this process where it listens (the request's own origin when the
  // port was picked at random).
  const origin = context.env.PORT ? selfOrigin(context.env.HOST, context.env.PORT) : new URL(request.url).origin;
  const overview = await loadStatusPage({
    checks: defaultProbeChecks(origin),
    onIncident: (change) => void notifyStatusSubscribers(change, context.publicUrl),
  });
  return data(
    {
      messages,
      overview,
      title: t("staticMeta.status.title"),
      description: t("staticMeta.status.description"),
      canonical: `${context.publicUrl}/status`,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, t } = getI18n(request);
  const outcome = await handleStatusSubscribe(await request.formData(), {
    clientIp: context.clientIp,
    lang,
    publicUrl: context.publicUrl,
    t,
  });
  return data(outcome.data, { status: outcome.status, headers: outcome.headers });
}

/** The subscription keeps the address typed when its request fails on its way (app/lib/keep-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, () => ({ outcome: "unreachable" as const, result: undefined }));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function StatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <p className="font-medium text-brand text-sm">{t("statusPage.eyebrow")}</p>
        <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl">{t("statusPage.title")}</h1>
        <p className="mt-4 text-pretty text-muted-foreground">{t("statusPage.lead")}</p>
      </header>
      <div className="mt-8">
        <StatusView overview={loaderData.overview} />
      </div>
      <div className="mt-10">
        <StatusSubscribeForm
          lastResult={actionData?.result}
          sent={actionData?.outcome === "sent"}
          unreachable={actionData?.outcome === "unreachable"}
        />
      </div>
    </div>
  );
}
