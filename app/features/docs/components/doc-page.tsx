import { RichText } from "#app/components/rich-text.tsx";
import { type Block, inlineToText } from "#app/lib/rich-text.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * A documentation page (/docs/api, /changelog): title, lead, a table of contents of its
 * sections, the text. `lang` is the language the text is written in: on a page of another
 * language it is marked so (screen readers switch voice) and a note says it.
 */
export function DocPage({
  lang,
  title,
  summary,
  blocks,
  titleInTextLanguage = false,
}: {
  lang: "fr" | "en";
  title: string;
  summary: string;
  blocks: Block[];
  /** The title and lead are the text's own (else they are in the page's language). */
  titleInTextLanguage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const sections = blocks.filter(
    (block): block is Extract<Block, { type: "heading" }> => block.type === "heading" && block.level === 2,
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div lang={titleInTextLanguage ? lang : undefined}>
        <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">{summary}</p>
      </div>
      {i18n.language !== lang ? (
        <p className="mt-2 text-muted-foreground text-sm">
          {lang === "en" ? t("docsPages.writtenInEnglish") : t("docsPages.writtenInFrench")}
        </p>
      ) : null}
      {sections.length > 1 ? (
        <nav aria-labelledby="doc-toc" className="mt-8 rounded-xl border p-5">
          <h2 id="doc-toc" className="font-semibold text-sm">
            {t("docsPages.onThisPage")}
          </h2>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2" lang={lang} dir="ltr">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary hover:underline">
                  {inlineToText(section.content)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <article lang={lang} dir="ltr" className="mt-10">
        <RichText blocks={blocks} />
      </article>
    </div>
  );
}
