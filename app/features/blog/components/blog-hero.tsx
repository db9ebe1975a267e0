import type { ReactNode } from "react";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** Title, subtitle and static marketing figures (500K+ readers, 95% satisfaction, 24/7 support). */
export function BlogHero({ children, title, subtitle }: { children?: ReactNode; title?: string; subtitle?: string }) {
  const { t } = useTranslation();
  const stats = [
    { value: "500K+", label: t("blog.hero.readers") },
    { value: "95%", label: t("blog.hero.satisfaction") },
    { value: "24/7", label: t("blog.hero.support") },
  ];
  return (
    <section className="border-b bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">{t("blog.hero.eyebrow")}</p>
        <h1 className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-5xl">
          {title ?? t("blog.hero.title")}
        </h1>
        <p className="max-w-2xl text-pretty text-lg text-muted-foreground">{subtitle ?? t("blog.hero.subtitle")}</p>
        {children}
        <dl className="mt-2 grid w-full max-w-lg grid-cols-3 gap-4" aria-label={t("blog.hero.statsLabel")}>
          {stats.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse items-center">
              <dt className="text-muted-foreground text-sm">{stat.label}</dt>
              <dd className="font-bold text-2xl text-foreground">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
