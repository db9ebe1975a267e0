import { CircleHelpIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { IslandTexts } from "#app/services/i18n/island-texts.tsx";
import { FAQ_WIDGET_HASH } from "../faq-items.ts";

// The panel's code is loaded only once the visitor opens the FAQ.
const FaqPanel = lazy(() => import("./faq-panel.tsx"));

/**
 * The floating FAQ widget (docs/product/help-and-legal.md), bottom right above the chat button: closed or open.
 * A link ending in #faq-widget (the chat assistant cites the widget's answers so) opens it.
 * On a page of islands (decision 039) nothing here runs in the browser: the page's script
 * mounts the same panel from `data-faq-launcher` with the texts of `data-island-texts`.
 */
export function FaqLauncher({ host, texts }: { host: string; texts?: IslandTexts }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash === FAQ_WIDGET_HASH) setOpen(true);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-label={t("faqWidget.open")}
        aria-expanded={open}
        data-floating=""
        data-faq-launcher=""
        data-host={host}
        data-island-texts={texts ? JSON.stringify(texts) : undefined}
        className="fixed end-4 bottom-20 z-40 grid size-12 place-items-center rounded-full border bg-background text-primary shadow-lg transition-transform hover:scale-105 focus-visible:outline-offset-2"
      >
        <CircleHelpIcon aria-hidden className="size-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <FaqPanel host={host} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
