import { ChevronDownIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/translation-context.ts";
import { type FaqWidgetCategory as Category, FAQ_WIDGET_CATEGORIES } from "../faq-items.ts";

/**
 * The open FAQ widget (docs/product/help-and-legal.md): categories of questions, one category expanded at a time,
 * one question open at a time; opening a category closes the open question.
 */
export default function FaqPanel({ host, onClose }: { host: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category | null>("start");
  const [question, setQuestion] = useState<string | null>(null);

  return (
    <section
      aria-label={t("faqWidget.title")}
      className="fixed end-4 bottom-36 z-40 flex max-h-[min(480px,calc(100dvh-10rem))] w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl"
    >
      <header className="flex items-center justify-between border-b px-4 py-2">
        <h2 className="font-semibold">{t("faqWidget.title")}</h2>
        <Button size="icon" variant="ghost" className="size-8" aria-label={t("faqWidget.close")} onClick={onClose}>
          <XIcon aria-hidden />
        </Button>
      </header>
      <div className="overflow-y-auto p-2">
        {(Object.keys(FAQ_WIDGET_CATEGORIES) as Category[]).map((id) => {
          const expanded = category === id;
          return (
            <div key={id} className="border-b last:border-b-0">
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => {
                    setCategory(expanded ? null : id);
                    setQuestion(null);
                  }}
                  className="flex w-full items-center justify-between px-2 py-2.5 text-start font-medium text-sm"
                >
                  {t(`faqWidget.categories.${id}.title`)}
                  <ChevronDownIcon
                    aria-hidden
                    className={cn("size-4 transition-transform", expanded && "rotate-180")}
                  />
                </button>
              </h3>
              {expanded && (
                <ul className="pb-2">
                  {FAQ_WIDGET_CATEGORIES[id].map((item) => {
                    const key = `${id}.${item}`;
                    const open = question === key;
                    return (
                      <li key={key}>
                        <button
                          type="button"
                          aria-expanded={open}
                          onClick={() => setQuestion(open ? null : key)}
                          className="w-full rounded-md px-3 py-1.5 text-start text-primary text-sm hover:bg-accent"
                        >
                          {t(`faqWidget.categories.${id}.items.${item}.q` as "faqWidget.categories.start.items.free.q")}
                        </button>
                        {open && (
                          <p className="px-3 pb-2 text-muted-foreground text-sm">
                            {t(
                              `faqWidget.categories.${id}.items.${item}.a` as "faqWidget.categories.start.items.free.a",
                              { host },
                            )}
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
