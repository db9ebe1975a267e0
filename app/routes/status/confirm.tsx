import { LinkOutcome } from "#app/components/link-outcome.tsx";
import { confirmStatusSubscription } from "#app/features/status/index.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/confirm";

/** The link of the confirmation mail: following it activates the subscription. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["statusPage"]);
  const confirmed = await confirmStatusSubscription(params.token);
  return { messages, confirmed, title: t("staticMeta.statusConfirm.title"), noindex: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function StatusConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { confirmed } = loaderData;
  return (
    <LinkOutcome
      ok={confirmed}
      title={confirmed ? t("statusPage.confirm.title") : t("statusPage.confirm.invalidTitle")}
      body={confirmed ? t("statusPage.confirm.body") : t("statusPage.confirm.invalidBody")}
      back={{ to: "/status", label: t("statusPage.confirm.back") }}
    />
  );
}
