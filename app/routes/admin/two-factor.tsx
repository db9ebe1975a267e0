import { SettingsIcon, ShieldAlertIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { getAdmin, needsTwoFactorForConsole } from "#app/features/admin/index.server.ts";
import { ACCOUNT_SETTINGS_PATH, ADMIN_HOME, ADMIN_LOGIN_PATH, AdminGate } from "#app/features/admin/index.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/two-factor";

// /admin/two-factor: where requireAdmin sends an account with the admin role that
// has not turned two-factor sign-in on. It answers 403 with the way to the settings; an
// administrator goes on to the console, anybody else to the sign-in.
export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdmin(request)) throw redirect(ADMIN_HOME);
  if (!(await needsTwoFactorForConsole(request))) throw redirect(ADMIN_LOGIN_PATH);
  const { t, messages } = getI18n(request, ["admin", "language", "theme"]);
  return data(
    { messages, title: t("admin.twoFactor.required") },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function AdminTwoFactorRequired() {
  const { t } = useTranslation();
  return (
    <AdminGate
      icon={<ShieldAlertIcon className="size-6" />}
      title={t("admin.twoFactor.required")}
      description={t("admin.twoFactor.description")}
      wide
    >
      <Button asChild size="lg" className="w-full">
        <Link to={ACCOUNT_SETTINGS_PATH}>
          <SettingsIcon aria-hidden />
          {t("admin.twoFactor.openSettings")}
        </Link>
      </Button>
    </AdminGate>
  );
}
