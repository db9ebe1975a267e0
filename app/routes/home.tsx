import { data } from "react-router";
import { submitLandingContact } from "#app/features/landing/index.server.ts";
import { LANDING_CONTACT_INTENT, type LandingContactResult, LandingPage } from "#app/features/landing/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n, islandTexts } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/home";

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

export const loader = islandsLoader(async function load({ request, context }: Route.LoaderArgs) {
  const { lang, t, messages } = getI18n(request, ["landing", "faqWidget"]);
  return {
    messages,
    faqTexts: islandTexts(lang, ["faqWidget"]),
    host: new URL(context.publicUrl).host,
    title: t("meta.home.title"),
    description: t("meta.home.description"),
  };
});

/** The landing page's contact form (the hero form posts to /auth). */
export async function action({ request, context }: Route.ActionArgs) {
  const { t } = getI18n(request);
  const form = await request.formData();
  if (form.get("intent") !== LANDING_CONTACT_INTENT) throw data(null, { status: 400 });
  const outcome = await submitLandingContact(form, { clientIp: context.clientIp, t });
  return data(outcome.data, { status: outcome.status, headers: outcome.headers });
}

/** The contact form keeps what was typed when its request fails (app/lib/keep-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(
    request,
    serverAction,
    (): LandingContactResult => ({
      intent: LANDING_CONTACT_INTENT,
      status: "failed",
    }),
  );

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage host={loaderData.host} faqTexts={loaderData.faqTexts} />;
}
