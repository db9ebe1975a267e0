import { data, useActionData, useLoaderData } from "react-router";
import { DeleteAccountCard } from "#app/features/account-deletion/index.ts";
import { exportCardData, handleExportAction, isExportRequest } from "#app/features/account-export/index.server.ts";
import { type ExportActionData, ExportCard } from "#app/features/account-export/index.ts";
import { handleSettingsAction, type SettingsActionData, settingsPageData } from "#app/features/auth/index.server.ts";
import { AccountSettings, privatePageHeaders, settingsUnreachable } from "#app/features/auth/index.ts";
import { DashboardHeader } from "#app/features/dashboard/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/settings";

// /dashboard/settings: the account settings (password, e-mail, other devices, data export).
export async function loader({ request }: Route.LoaderArgs) {
  const { headers, ...page } = await settingsPageData(request);
  const exportCard = await exportCardData(request, page.userId);
  const { t, messages } = getI18n(request, ["auth", "account", "language", "accountDeletion"]);
  return data({ ...page, ...exportCard, messages, title: t("account.meta.settingsTitle") }, { headers });
}

export async function action(args: Route.ActionArgs) {
  if (await isExportRequest(args.request)) return handleExportAction(args.request);
  return handleSettingsAction(args);
}

// A request that fails on its way keeps the form as typed (ARCHITECTURE.md "Forms").
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, settingsUnreachable);

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

export default function AccountSettingsRoute() {
  const { t } = useTranslation();
  const { user, hasPassword, twoFactorEnabled, otherSessions, emailChanged, exportState, exportProblem } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>() as SettingsActionData | ExportActionData | undefined;
  const exportResult = result?.intent === "export-data" ? result : undefined;
  const actionData = result?.intent === "export-data" ? undefined : result;
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("account.settings.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("account.settings.description")}</p>
        <div className="mt-8">
          <AccountSettings
            user={user}
            hasPassword={hasPassword}
            twoFactorEnabled={twoFactorEnabled}
            otherSessions={otherSessions}
            emailChanged={emailChanged}
            actionData={actionData}
          />
          <div className="mt-6">
            <ExportCard state={exportState} problem={exportProblem} actionData={exportResult} />
          </div>
          <div className="mt-6">
            <DeleteAccountCard />
          </div>
        </div>
      </main>
    </div>
  );
}
