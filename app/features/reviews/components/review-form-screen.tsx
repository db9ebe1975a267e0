import { ArrowLeftIcon } from "lucide-react";
import { Link, useActionData } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";
import type { ReviewActionResult } from "../schema.ts";
import { ReviewForm } from "./review-form.tsx";

interface Props {
  profile: { slug: string; name: string; title: string | null; avatar: string | null };
  isOwner: boolean;
}

/** /{slug}/review: the form on its own page, for the owner's "leave me a review" link. */
export function ReviewFormScreen({ profile, isOwner }: Props) {
  const { t } = useTranslation();
  const serverResult = useActionData<ReviewActionResult>();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 max-w-lg items-center px-4">
          <SiteLogo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-lg flex-1 px-4 py-6 outline-none">
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
              <p className="mb-5 text-muted-foreground text-sm">{t("reviews.form.description")}</p>
              <ReviewForm slug={profile.slug} serverResult={serverResult} />
            </>
          )}
        </div>
      </main>
    </div>
  );
}
