import { MailIcon, MessageSquareTextIcon } from "lucide-react";
import { lazy, Suspense, useContext, useEffect, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { OPEN_CONTACT_DIALOG_EVENT } from "#app/features/contact/index.ts";
import { RenderContext } from "#app/lib/render-mode.ts";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

interface FooterLink {
  to: string;
  key: DictionaryKey<"footer">;
}

// The footer's links (docs/product/landing-and-demo.md), each to real content: the home page's sections (features,
// pricing, who it is for, white label under the premium plan), pages of their own, and
// the contact dialog under Help.
const COLUMNS: { title: DictionaryKey<"footer">; links: FooterLink[] }[] = [
  {
    title: "footer.productTitle",
    links: [
      { to: "/#solution", key: "footer.features" },
      { to: "/#pricing", key: "footer.pricing" },
      { to: "/demo", key: "footer.demo" },
      { to: "/auth", key: "footer.account" },
      { to: "/blog", key: "footer.blog" },
      { to: "/docs/api", key: "footer.apiDocs" },
      { to: "/changelog", key: "footer.changelog" },
    ],
  },
  {
    title: "footer.audiencesTitle",
    links: [
      { to: "/#freelances", key: "footer.freelances" },
      { to: "/#agencies", key: "footer.agencies" },
      { to: "/#creators", key: "footer.creators" },
      { to: "/#enterprise", key: "footer.enterprise" },
      { to: "/#white-label", key: "footer.whiteLabel" },
    ],
  },
  {
    title: "footer.helpTitle",
    links: [
      { to: "/help", key: "footer.helpCenter" },
      { to: "/help/create-profile", key: "footer.createProfile" },
      { to: "/help/custom-domain", key: "footer.customDomain" },
      { to: "/contact", key: "footer.contact" },
      { to: "/status", key: "footer.status" },
    ],
  },
  {
    title: "footer.legalTitle",
    links: [
      { to: "/policy", key: "footer.policy" },
      { to: "/legal/privacy", key: "footer.privacy" },
      { to: "/legal/terms", key: "footer.terms" },
      { to: "/legal/cookies", key: "footer.cookies" },
      { to: "/legal/gdpr", key: "footer.gdpr" },
      { to: "/security", key: "footer.security" },
    ],
  },
];

const linkClass = "rounded-sm text-muted-foreground text-sm hover:text-foreground hover:underline underline-offset-4";
const contactTriggerClass = `${linkClass} inline-flex items-center gap-2 text-start`;

// The dialog's form (Conform, zod, sonner, Radix Dialog) is loaded when first asked for.
const SiteFooterContact = lazy(() => import("./site-footer-contact.tsx"));

/**
 * The footer's "write to the team" button. Until the visitor (or a page, through
 * openContactDialog()) asks for the dialog, it is a plain button that looks like the
 * dialog's trigger; then the dialog's code loads and opens at once. On a page of islands,
 * a link to /contact.
 */
function FooterContact() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const onOpen = (event: Event) => {
      event.preventDefault();
      setWanted(true);
    };
    window.addEventListener(OPEN_CONTACT_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONTACT_DIALOG_EVENT, onOpen);
  }, [wanted]);

  const render = useContext(RenderContext);
  // A page of islands (decision 039) has no dialog: a link to the contact page, same form.
  if (render.mode === "islands") {
    return (
      <a href="/contact" className={contactTriggerClass}>
        <MessageSquareTextIcon aria-hidden className="size-4" />
        {t("contactForms.dialog.trigger")}
      </a>
    );
  }
  const placeholder = (
    <button type="button" className={contactTriggerClass} aria-haspopup="dialog" onClick={() => setWanted(true)}>
      <MessageSquareTextIcon aria-hidden className="size-4" />
      {t("contactForms.dialog.trigger")}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SiteFooterContact triggerClassName={contactTriggerClass} />
    </Suspense>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { contactEmail?: string } | undefined;
  const email = root?.contactEmail;

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 flex flex-col items-start gap-3 md:col-span-4 lg:col-span-1">
          <SiteLogo />
          <p className="max-w-xs text-muted-foreground text-sm">{t("footer.tagline")}</p>
          {email ? (
            <a href={`mailto:${email}`} className={`${linkClass} inline-flex items-center gap-2`}>
              <MailIcon aria-hidden className="size-4" />
              {t("footer.email", { email })}
            </a>
          ) : null}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="font-semibold text-sm">
              {t(column.title)}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
              {column.title === "footer.helpTitle" ? (
                <li>
                  <FooterContact />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-muted-foreground text-xs sm:px-6">
          {t("footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
