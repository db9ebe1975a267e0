import { MapPinIcon, StarIcon } from "lucide-react";
import type { RatingSummary } from "#app/features/reviews/index.ts";
import { initialsOf } from "#app/lib/user-text.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { languageCountry } from "#app/services/languages/catalogue.ts";
import { Flag } from "#app/services/languages/flags.tsx";
import { getPlatform, isGenericPlatform } from "#app/services/platforms/catalogue.ts";
import { PlatformBadge } from "#app/services/platforms/platform-icon.tsx";
import type { ProfileDraft } from "../draft.ts";

const ICON_ROW = new Set(["instagram", "tiktok", "x", "twitter", "snapchat"]);

/** What the preview shows at most (docs/product/profile-editor.md). */
export const PREVIEW_LIMITS = { languages: 3, linkCards: 3, portfolio: 4, skills: 6 } as const;

/**
 * The live phone-style preview, drawn from the unsaved draft; the reviews block
 * shows the profile's approved reviews (`rating`), or the review kinds while there are none.
 */
export function PhonePreview({ draft, rating }: { draft: ProfileDraft; rating: RatingSummary }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const name = [draft.firstName, draft.lastName].filter(Boolean).join(" ");
  const links = draft.platforms.filter((p) => p.url !== "");
  const iconLinks = links.filter((p) => ICON_ROW.has(p.platform));
  const cards = links.filter((p) => !ICON_ROW.has(p.platform)).slice(0, PREVIEW_LIMITS.linkCards);
  const skills = [...draft.skills, ...draft.tools].filter(Boolean);
  const portfolio = draft.portfolio.filter((p) => p.title || p.image).slice(0, PREVIEW_LIMITS.portfolio);
  const faqs = draft.faqs.filter((f) => f.question);
  const platformName = (id: string) => (isGenericPlatform(id) ? t(`platforms.names.${id}`) : getPlatform(id).name);

  return (
    <div
      data-testid="phone-preview"
      className="mx-auto h-[580px] w-[280px] overflow-hidden rounded-[2.5rem] border-8 border-foreground/90 bg-background shadow-xl"
    >
      <div className="h-full overflow-y-auto px-4 pt-6 pb-8 text-center">
        <div className="mx-auto flex size-20 items-center justify-center overflow-hidden rounded-full bg-primary/10 font-semibold text-2xl text-primary">
          {draft.profileImage ? (
            <img src={draft.profileImage} alt="" className="size-full object-cover" />
          ) : (
            initialsOf(name || "?")
          )}
        </div>
        <p className="mt-3 break-words font-bold text-lg" data-testid="preview-name">
          {name || t("editor.preview.yourName")}
        </p>
        {draft.jobTitle ? <p className="break-words text-muted-foreground text-sm">{draft.jobTitle}</p> : null}
        {draft.location ? (
          <p className="mt-1 inline-flex items-center gap-1 text-muted-foreground text-xs">
            <MapPinIcon aria-hidden className="size-3" />
            {draft.location}
          </p>
        ) : null}
        {draft.languages.length > 0 ? (
          <p
            className="mt-1 space-x-1 text-base"
            title={draft.languages.map((l) => l.name).join(", ")}
            data-testid="preview-languages"
          >
            {draft.languages.slice(0, PREVIEW_LIMITS.languages).map((l) => (
              <Flag key={l.name} country={languageCountry({ code: l.code, name: l.name })} />
            ))}
          </p>
        ) : null}
        {draft.bio ? <p className="mt-3 whitespace-pre-line break-words text-start text-xs">{draft.bio}</p> : null}
        {iconLinks.length > 0 ? (
          <div className="mt-3 flex justify-center gap-2">
            {iconLinks.map((l) => (
              <PlatformBadge
                key={l.platform}
                platform={l.platform}
                color={getPlatform(l.platform).color}
                className="size-8"
              />
            ))}
          </div>
        ) : null}
        {cards.length > 0 ? (
          <ul className="mt-3 space-y-2" data-testid="preview-links">
            {cards.map((l, i) => (
              <li
                key={`${l.platform}-${i}`}
                className="flex items-center gap-2 rounded-lg border p-2 text-start text-xs"
              >
                <PlatformBadge platform={l.platform} color={getPlatform(l.platform).color} className="size-6" />
                <span className="truncate font-medium">{l.title || platformName(l.platform)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {portfolio.length > 0 ? (
          <section className="mt-4 text-start">
            <h3 className="font-semibold text-xs">{t("editor.preview.portfolio")}</h3>
            <div className="mt-2 grid grid-cols-2 gap-2" data-testid="preview-portfolio">
              {portfolio.map((p, i) => (
                <div key={p.id || i} className="overflow-hidden rounded-md border">
                  {p.image ? (
                    <img src={p.image} alt="" className="aspect-video w-full object-cover" />
                  ) : (
                    <div className="aspect-video w-full bg-muted" />
                  )}
                  <p className="truncate px-1 py-0.5 text-[10px]">{p.title}</p>
                </div>
              ))}
            </div>
          </section>
        ) : null}
        <section className="mt-4 rounded-lg border p-3 text-start" data-testid="preview-reviews">
          <h3 className="font-semibold text-xs">{t("editor.preview.reviews")}</h3>
          <p className="mt-1 flex items-center gap-1 text-xs">
            <StarIcon aria-hidden className="size-3 fill-warning text-warning" />
            {rating.count > 0 && rating.average !== null ? (
              <>
                <span className="font-semibold">
                  {t("editor.preview.average", {
                    value: number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  })}
                </span>
                <span aria-hidden>·</span>
                {t("editor.preview.reviewCount", { count: rating.count })}
              </>
            ) : (
              t("editor.preview.noReviews")
            )}
          </p>
          {rating.count === 0 ? (
            <p className="text-[10px] text-muted-foreground">{t("editor.preview.reviewKinds")}</p>
          ) : null}
        </section>
        {skills.length > 0 ? (
          <section className="mt-4 text-start">
            <h3 className="font-semibold text-xs">{t("editor.preview.skills")}</h3>
            <div className="mt-2 flex flex-wrap gap-1" data-testid="preview-skills">
              {skills.slice(0, PREVIEW_LIMITS.skills).map((s, i) => (
                <span key={`${s}-${i}`} className="rounded-full bg-primary/10 px-2 py-0.5 text-[10px] text-primary">
                  {s}
                </span>
              ))}
              {skills.length > PREVIEW_LIMITS.skills ? (
                <span className="rounded-full bg-muted px-2 py-0.5 text-[10px]">
                  +{skills.length - PREVIEW_LIMITS.skills}
                </span>
              ) : null}
            </div>
          </section>
        ) : null}
        {faqs.length > 0 ? (
          <section className="mt-4 text-start">
            <h3 className="font-semibold text-xs">{t("editor.preview.faq")}</h3>
            <ul className="mt-1 space-y-1">
              {faqs.map((f, i) => (
                <li key={f.id || i} className="rounded border px-2 py-1 text-[10px]">
                  {f.question}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
