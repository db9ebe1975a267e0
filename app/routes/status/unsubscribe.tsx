import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { findStatusSubscription, unsubscribeFromStatus } from "#app/features/status/index.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/unsubscribe";

/** The link of every notice mail. Asks first: mail scanners follow links, only a person posts the form. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["statusPage"]);
  const subscription = await findStatusSubscription(params.token);
  return {
    messages,
    email: subscription?.email ?? null,
    title: t("staticMeta.statusUnsubscribe.title"),
    noindex: true,
  };
}

export async function action({ params }: Route.ActionArgs) {
  return { done: await unsubscribeFromStatus(params.token) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function StatusUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const done = actionData?.done === true;
  const invalid = !done && loaderData.email === null;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {done ? (
        <CircleCheckIcon aria-hidden className="size-10 text-success" />
      ) : invalid ? (
        <CircleXIcon aria-hidden className="size-10 text-destructive" />
      ) : null}
      <h1 className="mt-4 font-bold text-2xl tracking-tight">
        {done
          ? t("statusPage.unsubscribe.doneTitle")
          : invalid
            ? t("statusPage.unsubscribe.invalidTitle")
            : t("statusPage.unsubscribe.title")}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {done
          ? t("statusPage.unsubscribe.doneBody")
          : invalid
            ? t("statusPage.unsubscribe.invalidBody")
            : t("statusPage.unsubscribe.body", { email: loaderData.email })}
      </p>
      {!done && !invalid ? (
        <Form method="post" className="mt-8">
          <Button type="submit" variant="destructive">
            {t("statusPage.unsubscribe.button")}
          </Button>
        </Form>
      ) : (
        <Button asChild variant="outline" className="mt-8">
          <Link to="/status">{t("statusPage.confirm.back")}</Link>
        </Button>
      )}
    </div>
  );
}
