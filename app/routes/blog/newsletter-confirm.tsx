import { LinkOutcome } from "#app/components/link-outcome.tsx";
import { confirmNewsletter } from "#app/features/blog/index.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/newsletter-confirm";

/** The link of the newsletter's confirmation mail: following it activates the subscription. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["blog"]);
  const confirmed = await confirmNewsletter(params.token);
  return { messages, confirmed, title: t("blog.meta.confirmTitle"), noindex: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { confirmed } = loaderData;
  return (
    <LinkOutcome
      ok={confirmed}
      title={confirmed ? t("blog.newsletter.confirmedTitle") : t("blog.newsletter.invalidTitle")}
      body={confirmed ? t("blog.newsletter.confirmedBody") : t("blog.newsletter.invalidBody")}
      back={{ to: "/blog", label: t("blog.newsletter.backToBlog") }}
    />
  );
}
