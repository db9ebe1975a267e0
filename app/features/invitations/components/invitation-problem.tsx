import { LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { VisitorShell } from "#app/components/visitor-shell.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { InvitationProblem as Problem } from "../redeem-invitation.server.ts";

/** An invitation link that cannot be used: why, and the spontaneous review form instead. */
export function InvitationProblem({ problem, slug }: { problem: Problem; slug: string }) {
  const { t } = useTranslation();
  return (
    <VisitorShell>
      <div
        className="rounded-2xl border bg-card p-6 text-center shadow-xs"
        data-testid="invitation-problem"
        data-problem={problem}
      >
        <LinkIcon aria-hidden className="mx-auto size-10 text-muted-foreground" />
        <h1 className="mt-3 text-balance font-bold text-xl tracking-tight">
          {t(`invitations.landing.${problem}.title`)}
        </h1>
        <p className="mt-2 text-pretty text-muted-foreground text-sm">{t(`invitations.landing.${problem}.text`)}</p>
        <Link to={`/${slug}/review`} className={buttonVariants({ className: "mt-5" })}>
          {t("invitations.landing.spontaneous")}
        </Link>
      </div>
    </VisitorShell>
  );
}
