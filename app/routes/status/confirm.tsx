import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
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
  const Icon = loaderData.confirmed ? CircleCheckIcon : CircleXIcon;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon aria-hidden className={loaderData.confirmed ? "size-10 text-success" : "size-10 text-destructive"} />
      <h1 className="mt-4 font-bold text-2xl tracking-tight">
        {loaderData.confirmed ? t("statusPage.confirm.title") : t("statusPage.confirm.invalidTitle")}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {loaderData.confirmed ? t("statusPage.confirm.body") : t("statusPage.confirm.invalidBody")}
      </p>
      <Button asChild className="mt-8">
        <Link to="/status">{t("statusPage.confirm.back")}</Link>
      </Button>
    </div>
  );
}
