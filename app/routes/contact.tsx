import { ClockIcon, LifeBuoyIcon, MailIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion.tsx";
import { handleContactForm, supportHours } from "#app/features/contact/index.server.ts";
import { ContactPageForm, contactUnreachable } from "#app/features/contact/index.ts";
import { FaqLauncher } from "#app/features/faq-widget/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/contact";

const FAQ = ["delay", "account", "review", "data"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  // faqWidget: the floating FAQ of the page ("FAQ widget bottom right").
  const { lang, t, messages } = getI18n(request, ["contactPage", "faqWidget"]);
  return {
    messages,
    host: new URL(context.publicUrl).host,
    contactEmail: `contact@${new URL(context.publicUrl).hostname}`,
    hours: supportHours(lang),
    title: t("staticMeta.contact.title"),
    description: t("staticMeta.contact.description"),
    canonical: `${context.publicUrl}/contact`,
  };
}

/** Both contact forms post here: the page's and the footer's dialog. */
export async function action({ request, context }: Route.ActionArgs) {
  const { t } = getI18n(request);
  const outcome = await handleContactForm(await request.formData(), { clientIp: context.clientIp, t });
  return data(outcome.data, { status: outcome.status, headers: outcome.headers });
}

/** Both forms keep what was typed when their request fails (app/lib/keep-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (form) => contactUnreachable(form));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contactEmail, hours, host } = loaderData;
  const pageResult = actionData?.form === "page" ? actionData : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <p className="font-medium text-brand text-sm">{t("contactPage.eyebrow")}</p>
        <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl">{t("contactPage.title")}</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">{t("contactPage.lead")}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="contact-form-title"
          className="self-start rounded-2xl border bg-card p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 font-semibold text-xl tracking-tight">
            {t("contactPage.form.title")}
          </h2>
          <ContactPageForm
            lastResult={pageResult?.result}
            sent={pageResult?.outcome === "sent"}
            unreachable={pageResult?.outcome === "unreachable"}
          />
        </section>

        <div className="flex flex-col gap-4">
          <section aria-labelledby="contact-email-title" className="rounded-2xl border p-5">
            <h2 id="contact-email-title" className="flex items-center gap-2 font-semibold">
              <MailIcon aria-hidden className="size-4 text-primary" />
              {t("contactPage.email.title")}
            </h2>
            <p className="mt-2 text-muted-foreground text-sm">{t("contactPage.email.body")}</p>
            <a
              href={`mailto:${contactEmail}`}
              className="mt-2 inline-block break-all font-medium text-primary underline-offset-4 hover:underline"
            >
              {contactEmail}
            </a>
            <p className="mt-3 inline-flex rounded-full bg-success/10 px-3 py-1 font-medium text-sm text-success">
              {t("contactPage.email.reply")}
            </p>
          </section>

          <section aria-labelledby="contact-hours-title" className="rounded-2xl border p-5">
            <h2 id="contact-hours-title" className="flex items-center gap-2 font-semibold">
              <ClockIcon aria-hidden className="size-4 text-primary" />
              {t("contactPage.hours.title")}
            </h2>
            <p className="mt-2 text-muted-foreground text-sm">{t("contactPage.hours.body")}</p>
            <dl className="mt-3 divide-y rounded-lg border text-sm">
              {hours.map((city) => (
                <div key={city.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <dt className="font-medium">{t(`contactPage.hours.${city.id}`)}</dt>
                  <dd className="text-muted-foreground tabular-nums" dir="ltr">
                    {city.from} – {city.to}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="contact-help-title" className="rounded-2xl border bg-muted/40 p-5">
            <h2 id="contact-help-title" className="flex items-center gap-2 font-semibold">
              <LifeBuoyIcon aria-hidden className="size-4 text-primary" />
              {t("contactPage.help.title")}
            </h2>
            <p className="mt-2 text-muted-foreground text-sm">{t("contactPage.help.body")}</p>
            <Link to="/help" className="mt-2 inline-block font-medium text-primary text-sm hover:underline">
              {t("contactPage.help.link")}
            </Link>
          </section>
        </div>
      </div>

      <section aria-labelledby="contact-faq-title" className="mt-14 max-w-3xl">
        <h2 id="contact-faq-title" className="font-semibold text-xl tracking-tight">
          {t("contactPage.faq.title")}
        </h2>
        <Accordion type="single" collapsible className="mt-3">
          {FAQ.map((item) => (
            <AccordionItem key={item} value={item}>
              <AccordionTrigger className="text-base">{t(`contactPage.faq.${item}.question`)}</AccordionTrigger>
              <AccordionContent className="text-muted-foreground leading-6">
                {t(`contactPage.faq.${item}.answer`)}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
      <FaqLauncher host={host} />
    </div>
  );
}
