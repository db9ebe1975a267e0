import { data } from "react-router";
import { submitLandingContact } from "#app/features/landing/index.server.ts";
import { LANDING_CONTACT_INTENT, type LandingContactResult, LandingPage } from "#app/features/landing/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { SCRIPTS_AFTER_PAINT } from "#app/lib/scripts-after-paint.tsx";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/home";

/** The landing paints before its hydration code is fetched (decision 015). */
export const handle = SCRIPTS_AFTER_PAINT;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["landing", "faqWidget"]);
  return {
    messages,
    host: new URL(context.publicUrl).host,
    title: t("meta.home.title"),
    description: t("meta.home.description"),
  };
}

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
  return <LandingPage host={loaderData.host} />;
}
