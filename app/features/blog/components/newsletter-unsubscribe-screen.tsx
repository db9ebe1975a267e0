import { CircleCheckIcon, MailXIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { VisitorShell } from "#app/components/visitor-shell.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** The newsletter's unsubscribe page: confirm, done, or a bad link; one column that fits 320 px. */
export function NewsletterUnsubscribeScreen({
  state,
  email,
}: {
  state: "ask" | "done" | "invalid";
  email: string | null;
}) {
  const { t } = useTranslation();
  const Icon = state === "done" ? CircleCheckIcon : MailXIcon;
  return (
    <VisitorShell>
      <div
        className="rounded-2xl border bg-card p-6 text-center shadow-xs"
        data-testid="newsletter-unsubscribe"
        data-state={state}
      >
        <Icon
          aria-hidden
          className={state === "done" ? "mx-auto size-10 text-primary" : "mx-auto size-10 text-muted-foreground"}
        />
        <h1 className="mt-3 text-balance font-bold text-xl tracking-tight">
          {state === "done"
            ? t("blog.newsletterUnsubscribe.doneTitle")
            : state === "ask"
              ? t("blog.newsletterUnsubscribe.title")
              : t("blog.newsletterUnsubscribe.invalidTitle")}
        </h1>
        <p className="mt-2 text-pretty break-words text-muted-foreground text-sm">
          {state === "done"
            ? t("blog.newsletterUnsubscribe.doneText", { email: email ?? "" })
            : state === "ask"
              ? t("blog.newsletterUnsubscribe.text", { email: email ?? "" })
              : t("blog.newsletterUnsubscribe.invalidText")}
        </p>
        {state === "ask" ? (
          <Form method="post" className="mt-5">
            <Button type="submit" className="w-full sm:w-auto">
              {t("blog.newsletterUnsubscribe.button")}
            </Button>
          </Form>
        ) : (
          <Button asChild variant="outline" className="mt-5 w-full sm:w-auto">
            <Link to="/blog">{t("blog.newsletterUnsubscribe.backToBlog")}</Link>
          </Button>
        )}
      </div>
    </VisitorShell>
  );
}
