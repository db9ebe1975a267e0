import { eq } from "drizzle-orm";
import { data } from "react-router";
import { requireUser } from "#app/features/auth/index.server.ts";
import { isLanguage } from "#app/services/i18n/config.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import { type EmbedOptions, optionsFromSearch } from "./embed-options.ts";

export interface EmbedPageData {
  title: string;
  publicUrl: string;
  profile: { slug: string; name: string } | null;
  /** The options of the query string (each wrong one at its default): the page works without JavaScript. */
  options: EmbedOptions;
}

/** /dashboard/embed: the signed-in owner's own profile only, read from the session. */
export async function embedPageData({ request, context }: { request: Request; context: { publicUrl: string } }) {
  const { user, headers } = await requireUser(request);
  const { t, messages } = getI18n(request, ["auth", "account", "integrate"]);
  const [profile] = await getDb()
    .select({ slug: profiles.slug, name: profiles.name, pageLanguage: profiles.pageLanguage })
    .from(profiles)
    .where(eq(profiles.userId, user.id))
    .limit(1);
  const lang = profile && isLanguage(profile.pageLanguage) ? profile.pageLanguage : "fr";
  const page: EmbedPageData = {
    title: t("integrate.metaTitle"),
    publicUrl: context.publicUrl,
    profile: profile ? { slug: profile.slug, name: profile.name } : null,
    options: optionsFromSearch(new URL(request.url).searchParams, lang),
  };
  return data({ messages, ...page }, { headers });
}
