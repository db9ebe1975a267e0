import {
  ActivityIcon,
  ChevronDownIcon,
  FileTextIcon,
  LockIcon,
  MailIcon,
  ShieldCheckIcon,
  ShieldIcon,
} from "lucide-react";
import { Link, NavLink } from "react-router";
import { RichText } from "#app/components/rich-text.tsx";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { canonicalPath, LEGAL_DOCUMENT_IDS, type LegalDocumentId } from "../catalog.ts";
import type { LegalDocument } from "../legal-documents.server.ts";

const BADGES = [
  { key: "legalPages.badges.gdpr", icon: ShieldCheckIcon, to: "/legal/gdpr" },
  { key: "legalPages.badges.tls", icon: LockIcon, to: "/security#encryption" },
  { key: "legalPages.badges.measures", icon: ShieldIcon, to: "/security" },
  { key: "legalPages.badges.status", icon: ActivityIcon, to: "/status" },
] as const;

function TableOfContents({ document, className }: { document: LegalDocument; className?: string }) {
  return (
    <ol className={cn("flex flex-col gap-1 text-sm", className)}>
      {document.toc.map((entry, index) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <span className="w-5 shrink-0 text-end tabular-nums">{index + 1}.</span>
            <span>{entry.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A legal or trust document: title, last update, table of contents (a sidebar on wide
 * screens, a folded list on phones), the anchored sections, the contact details and
 * the other documents. Needs the "legalPages" area.
 */
export function LegalDocumentPage({ document, contactEmail }: { document: LegalDocument; contactEmail: string }) {
  const { t, i18n } = useTranslation();
  const { date } = useFormat();
  const contentLangDiffers = i18n.language !== document.lang;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 font-medium text-brand text-sm">
          <FileTextIcon aria-hidden className="size-4" />
          {t(`legalPages.documents.${document.id}`)}
        </p>
        <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl" lang={document.lang} dir="ltr">
          {document.title}
        </h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground" lang={document.lang} dir="ltr">
          {document.lead}
        </p>
        <p className="mt-4 text-muted-foreground text-sm">
          {t("legalPages.lastUpdated", { date: date(`${document.updated}T12:00:00Z`) })}
        </p>
        {contentLangDiffers ? (
          <p className="mt-2 text-muted-foreground text-sm">{t("legalPages.languageNote")}</p>
        ) : null}
        {document.id === "policy" ? (
          <ul className="mt-6 flex flex-wrap gap-2">
            {BADGES.map(({ key, icon: Icon, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1.5 font-medium text-sm hover:bg-accent"
                >
                  <Icon aria-hidden className="size-4 text-success" />
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:order-none">
          <details className="group rounded-lg border lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-medium text-sm">
              {t("legalPages.toc")}
              <ChevronDownIcon aria-hidden className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <nav aria-label={t("legalPages.toc")} className="border-t px-2 py-2" lang={document.lang} dir="ltr">
              <TableOfContents document={document} />
            </nav>
          </details>
          <nav
            aria-label={t("legalPages.toc")}
            className="sticky top-24 hidden lg:block"
            lang={document.lang}
            dir="ltr"
          >
            <p className="px-2 pb-2 font-semibold text-sm">{t("legalPages.toc")}</p>
            <TableOfContents document={document} />
          </nav>
        </aside>

        <div className="min-w-0 max-w-3xl">
          <article lang={document.lang} dir="ltr">
            <RichText blocks={document.blocks} className="[&>h2:first-child]:mt-0" />
          </article>

          <section className="mt-12 flex flex-col gap-3 rounded-xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">{t("legalPages.contactCta")}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <a
                href={`mailto:${contactEmail}`}
                className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
              >
                <MailIcon aria-hidden className="size-4" />
                {contactEmail}
              </a>
              <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
                {t("legalPages.contactLink")}
              </Link>
            </div>
          </section>

          <nav aria-labelledby="legal-other-documents" className="mt-10">
            <h2 id="legal-other-documents" className="font-semibold text-sm">
              {t("legalPages.otherDocuments")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {LEGAL_DOCUMENT_IDS.filter((id: LegalDocumentId) => id !== document.id).map((id) => (
                <li key={id}>
                  <NavLink
                    to={canonicalPath(id)}
                    className="inline-flex rounded-full border px-3 py-1.5 text-sm hover:bg-accent"
                  >
                    {t(`legalPages.documents.${id}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
