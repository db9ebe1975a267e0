import { CircleCheckIcon, FlagIcon } from "lucide-react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { VisitorShell } from "#app/components/visitor-shell.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ReportActionData } from "../report-page.server.ts";
import { REJECTION_REASONS, REPORT_DETAILS_MAX } from "../schema.ts";

interface Props {
  profile: { slug: string; name: string };
  review: { id: string; reviewerName: string; excerpt: string } | null;
}

/** « Signaler »: the reason (from the fixed list), optional details, then a thank-you. */
export function ReportScreen({ profile, review }: Props) {
  const { t } = useTranslation();
  const action = useActionData<ReportActionData>();
  const busy = useNavigation().state !== "idle";
  const back = (
    <Link to={`/${profile.slug}#reviews`} className={buttonVariants({ variant: "outline", className: "mt-5" })}>
      {t("reviews.report.back", { name: profile.name })}
    </Link>
  );
  return (
    <VisitorShell>
      <div className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
        {action?.ok ? (
          <div className="text-center" role="status" data-testid="report-sent">
            <CircleCheckIcon aria-hidden className="mx-auto size-10 text-primary" />
            <h1 className="mt-3 font-bold text-xl">{t("reviews.report.sentTitle")}</h1>
            <p className="mt-2 text-muted-foreground text-sm">{t("reviews.report.sentText")}</p>
            {back}
          </div>
        ) : !review ? (
          <div className="text-center">
            <h1 className="font-bold text-xl">{t("reviews.report.title")}</h1>
            <p className="mt-2 text-muted-foreground text-sm">{t("reviews.report.notFound")}</p>
            {back}
          </div>
        ) : (
          <>
            <h1 className="flex items-center gap-2 font-bold text-xl tracking-tight">
              <FlagIcon aria-hidden className="size-5" />
              {t("reviews.report.title")}
            </h1>
            <p className="mt-2 text-pretty text-muted-foreground text-sm">{t("reviews.report.intro")}</p>
            <blockquote className="mt-4 rounded-lg border-s-2 bg-secondary/60 px-3 py-2 text-sm">
              <p className="font-medium text-xs" dir="auto">
                {t("reviews.report.reviewBy", { name: review.reviewerName })}
              </p>
              <p className="mt-1 line-clamp-4 whitespace-pre-line" dir="auto">
                {review.excerpt}
              </p>
            </blockquote>
            <Form method="post" className="mt-5 grid gap-4" data-testid="report-form">
              {action && !action.ok && !action.field ? (
                <p role="alert" className="font-medium text-destructive text-sm">
                  {action.message || t("reviews.report.failed")}
                </p>
              ) : null}
              <fieldset className="grid gap-2">
                <legend className="mb-1 font-medium text-sm">{t("reviews.report.reason")}</legend>
                {REJECTION_REASONS.map((reason) => (
                  <label key={reason} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="reason" value={reason} required className="accent-primary" />
                    <span className="first-letter:uppercase">{t(`reviews.reasons.${reason}`)}</span>
                  </label>
                ))}
                {action && !action.ok && action.field === "reason" ? (
                  <p role="alert" className="font-medium text-destructive text-sm">
                    {action.message}
                  </p>
                ) : null}
              </fieldset>
              <div className="grid gap-2">
                <Label htmlFor="report-details">{t("reviews.report.details")}</Label>
                <Textarea id="report-details" name="details" rows={3} maxLength={REPORT_DETAILS_MAX} />
              </div>
              <div aria-hidden className="-start-[10000px] absolute top-auto size-px overflow-hidden">
                <label>
                  {t("reviews.form.honeypot")}
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              <Button type="submit" disabled={busy} data-testid="report-submit">
                {t("reviews.report.submit")}
              </Button>
            </Form>
          </>
        )}
      </div>
    </VisitorShell>
  );
}
