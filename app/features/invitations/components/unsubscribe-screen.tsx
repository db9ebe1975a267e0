import { CircleCheckIcon, MailXIcon } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { VisitorShell } from "#app/components/visitor-shell.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** The invitations' unsubscribe page: confirm, done, or a bad link. */
export function UnsubscribeScreen({ state, email }: { state: "ask" | "done" | "invalid"; email: string | null }) {
  const { t } = useTranslation();
  return (
    <VisitorShell>
      <div
        className="rounded-2xl border bg-card p-6 text-center shadow-xs"
        data-testid="unsubscribe"
        data-state={state}
      >
        {state === "done" ? (
          <CircleCheckIcon aria-hidden className="mx-auto size-10 text-primary" />
        ) : (
          <MailXIcon aria-hidden className="mx-auto size-10 text-muted-foreground" />
        )}
        <h1 className="mt-3 text-balance font-bold text-xl tracking-tight">
          {state === "done"
            ? t("invitations.unsubscribe.doneTitle")
            : state === "ask"
              ? t("invitations.unsubscribe.title")
              : t("invitations.unsubscribe.invalidTitle")}
        </h1>
        <p className="mt-2 text-pretty text-muted-foreground text-sm">
          {state === "done"
            ? t("invitations.unsubscribe.doneText", { email: email ?? "" })
            : state === "ask"
              ? t("invitations.unsubscribe.text", { email: email ?? "" })
              : t("invitations.unsubscribe.invalidText")}
        </p>
        {state === "ask" ? (
          <Form method="post" className="mt-5">
            <Button type="submit">{t("invitations.unsubscribe.button")}</Button>
          </Form>
        ) : null}
      </div>
    </VisitorShell>
  );
}
