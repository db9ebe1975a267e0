import { ArrowLeftIcon, CircleHelpIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

const QUESTIONS = ["q1", "q2", "q3", "q4", "q5", "q6"] as const;
const SHORTCUTS = ["k1", "k2", "k3"] as const;

/** Floating help button and its quick-help panel (600 px, 6 questions, searchable). */
export function HelpPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<(typeof QUESTIONS)[number] | null>(null);
  const needle = query.trim().toLowerCase();
  // The questions are searched (their answers repeat the same words and would match everywhere).
  const items = QUESTIONS.filter((id) => needle === "" || t(`editor.help.${id}.q`).toLowerCase().includes(needle));
  return (
    <>
      <Button
        type="button"
        size="icon"
        className="fixed end-4 bottom-4 z-40 size-12 rounded-full shadow-lg"
        data-floating=""
        aria-label={t("editor.help.open")}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <CircleHelpIcon aria-hidden className="size-6" />
      </Button>
      {open ? (
        <section
          role="dialog"
          aria-label={t("editor.help.title")}
          className="fixed end-4 bottom-20 z-40 flex h-[600px] max-h-[calc(100dvh-6rem)] w-[min(360px,calc(100vw-2rem))] flex-col rounded-xl border bg-background shadow-2xl"
        >
          <header className="flex items-center justify-between border-b px-4 py-3">
            <h2 className="font-semibold">{t("editor.help.title")}</h2>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("editor.help.close")}
              onClick={() => setOpen(false)}
            >
              <XIcon aria-hidden />
            </Button>
          </header>
          {selected ? (
            <div className="flex-1 overflow-y-auto p-4">
              <Button type="button" variant="link" className="px-0" onClick={() => setSelected(null)}>
                <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
                {t("editor.help.back")}
              </Button>
              <h3 className="mt-2 font-semibold">{t(`editor.help.${selected}.q`)}</h3>
              <p className="mt-2 text-muted-foreground text-sm">{t(`editor.help.${selected}.a`)}</p>
            </div>
          ) : (
            <div className="flex flex-1 flex-col overflow-hidden p-4">
              <Input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t("editor.help.search")}
                aria-label={t("editor.help.search")}
              />
              <p className="mt-3 text-muted-foreground text-xs">{t("editor.help.shortcuts")}</p>
              <div className="mt-1 flex flex-wrap gap-2">
                {SHORTCUTS.map((k) => (
                  <Button
                    key={k}
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setQuery(t(`editor.help.${k}`))}
                  >
                    {t(`editor.help.${k}`)}
                  </Button>
                ))}
              </div>
              <ul className="mt-3 flex-1 space-y-1 overflow-y-auto">
                {items.map((id) => (
                  <li key={id}>
                    <button
                      type="button"
                      className="w-full rounded-md px-2 py-2 text-start text-sm hover:bg-accent"
                      onClick={() => setSelected(id)}
                    >
                      {t(`editor.help.${id}.q`)}
                    </button>
                  </li>
                ))}
                {items.length === 0 ? <li className="text-muted-foreground text-sm">{t("editor.help.none")}</li> : null}
              </ul>
            </div>
          )}
        </section>
      ) : null}
    </>
  );
}
