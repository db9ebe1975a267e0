import { ArrowLeftIcon, MailCheckIcon } from "lucide-react";
import { Link, useActionData } from "react-router";
import { VisitorShell } from "#app/components/visitor-shell.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ReviewActionResult } from "../schema.ts";
import { ReviewForm } from "./review-form.tsx";

interface Props {
  profile: { slug: string; name: string; title: string | null; avatar: string | null };
  isOwner: boolean;
  /** Through an invitation link (/{slug}/invitation/{token}). */
  invitation?: { token: string; email: string; name: string | null };
}

/**
 * /{slug}/review: the form on its own page, for the owner's "leave me a review" link; and
 * /{slug}/invitation/{token}, the same form for an invited client (their address locked).
 */
export function ReviewFormScreen({ profile, isOwner, invitation }: Props) {
  const { t } = useTranslation();
  const serverResult = useActionData<ReviewActionResult>();
  return (
    <VisitorShell className="py-6">
      <Link
        to={`/${profile.slug}`}
        className="inline-flex items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
        {t("reviews.page.back", { name: profile.name })}
      </Link>
      <div className="mt-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
        <div className="mb-5 flex items-center gap-3">
          {profile.avatar ? (
            <img src={profile.avatar} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
          ) : null}
          <div className="min-w-0">
            <h1 className="text-balance font-bold text-xl tracking-tight">
              {t("reviews.form.title", { name: profile.name })}
            </h1>
            {profile.title ? <p className="truncate text-muted-foreground text-sm">{profile.title}</p> : null}
          </div>
        </div>
        {isOwner ? (
          <p role="alert" className="rounded-lg border bg-secondary/60 p-3 text-sm">
            {t("reviews.errors.ownProfile")}
          </p>
        ) : (
          <>
            {invitation ? (
              <p className="mb-4 flex gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
                <MailCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="text-pretty">{t("reviews.form.invitedBanner", { name: profile.name })}</span>
              </p>
            ) : null}
            <p className="mb-5 text-pretty text-muted-foreground text-sm">
              {t("reviews.form.description")}{" "}
              <Link to="/how-reviews-work" className="underline underline-offset-2 hover:text-foreground">
                {t("reviews.howLink")}
              </Link>
            </p>
            <ReviewForm
              slug={profile.slug}
              profileName={profile.name}
              invitation={invitation}
              serverResult={serverResult}
            />
          </>
        )}
      </div>
    </VisitorShell>
  );
}
