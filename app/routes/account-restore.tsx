import { ArchiveRestoreIcon, CircleCheckIcon, CircleXIcon, TrashIcon } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { handleRestoreAction, restorePageData } from "#app/features/account-deletion/index.server.ts";
import { clearClientState, SignOutButton } from "#app/features/auth/index.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/account-restore";

// /account/restore: a deleted account's way back within 30 days (decision 036).
export async function loader({ request }: Route.LoaderArgs) {
  return restorePageData(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleRestoreAction(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

function Shell({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-20">
      {icon}
      <h1 className="mt-4 font-bold text-2xl tracking-tight">{title}</h1>
      <div className="mt-4 grid w-full justify-items-center gap-3 text-muted-foreground">{children}</div>
    </div>
  );
}

export default function AccountRestore({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const { state, years } = loaderData;
  const deletedNow = state.view === "signed-out" && state.deletedNow;

  // Just deleted: what this browser kept of the signed-in screens (drafts) goes too.
  useEffect(() => {
    if (deletedNow) clearClientState();
  }, [deletedNow]);

  if (state.view === "signed-out") {
    return (
      <Shell
        icon={<TrashIcon aria-hidden className="size-10 text-muted-foreground" />}
        title={t("accountDeletion.restore.signedOutTitle")}
      >
        <p>{t("accountDeletion.restore.signedOutText")}</p>
        <p>{t("accountDeletion.restore.signedOutAfter")}</p>
        <Button asChild className="mt-4">
          <Link to="/auth?redirectTo=%2Faccount%2Frestore">{t("accountDeletion.restore.signIn")}</Link>
        </Button>
      </Shell>
    );
  }

  if (state.view === "restored") {
    return (
      <Shell
        icon={<CircleCheckIcon aria-hidden className="size-10 text-success" />}
        title={t("accountDeletion.restore.restoredTitle")}
      >
        <p role="status">{t("accountDeletion.restore.restoredText")}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {state.slug ? (
            <Button asChild>
              <a href={`/${state.slug}`}>{t("accountDeletion.restore.viewPage")}</a>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/dashboard">{t("accountDeletion.restore.dashboard")}</Link>
          </Button>
        </div>
      </Shell>
    );
  }

  const date = (iso: string) => format.date(iso, { dateStyle: "long" });
  if (state.view === "expired" || actionData?.status === "expired") {
    return (
      <Shell
        icon={<CircleXIcon aria-hidden className="size-10 text-destructive" />}
        title={t("accountDeletion.restore.expiredTitle")}
      >
        <p role="alert">{t("accountDeletion.restore.expiredText")}</p>
        <SignOutButton variant="outline" size="default" className="mt-4" />
      </Shell>
    );
  }

  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Shell
      icon={<ArchiveRestoreIcon aria-hidden className="size-10 text-primary" />}
      title={t("accountDeletion.restore.title")}
    >
      <p>
        {state.cause === "inactive"
          ? t("accountDeletion.restore.byInactivity", { date: date(state.requestedAt), years })
          : t("accountDeletion.restore.byOwner", { date: date(state.requestedAt) })}
      </p>
      <p>{t("accountDeletion.restore.until", { date: date(state.purgeAfter) })}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Form method="post">
          <Button type="submit" disabled={busy}>
            {busy ? t("accountDeletion.restore.busy") : t("accountDeletion.restore.button")}
          </Button>
        </Form>
        <SignOutButton variant="outline" size="default" />
      </div>
    </Shell>
  );
}
