import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** 'Profil non trouvé' / 'Ce profil de démonstration n'existe pas.' with a way back (docs/product/landing-and-demo.md). */
export function DemoNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="font-semibold text-brand text-sm">{t("demo.notFound.code")}</p>
      <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl">{t("demo.notFound.title")}</h1>
      <p className="mt-4 text-pretty text-muted-foreground">{t("demo.notFound.description")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/demo">
          <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
          {t("demo.notFound.back")}
        </Link>
      </Button>
    </div>
  );
}
