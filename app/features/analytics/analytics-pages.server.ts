import { data } from "react-router";
import { requireAdmin, sessionInfo } from "#app/features/admin/index.server.ts";
import { isSameSiteRequest, requireUser } from "#app/features/auth/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { findOwnProfile, getOwnerAnalytics, resetOwnerStatistics } from "./owner-stats.server.ts";
import { parseRange, RESET_INTENT } from "./ranges.ts";
import { getSiteAnalytics } from "./site-stats.server.ts";

/** Longest page path accepted as the `?page=` filter of /analytics. */
const MAX_PAGE_FILTER = 300;

/** /analytics: admin only (requireAdmin), `?range=7|30|90` and an optional `?page=` filter. */
export async function siteAnalyticsPage(request: Request) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const range = parseRange(url.searchParams.get("range"));
  const page = url.searchParams.get("page")?.slice(0, MAX_PAGE_FILTER) || null;
  const { t, messages } = getI18n(request, ["admin", "analytics", "language", "theme"]);
  const stats = await getSiteAnalytics(range, { page });
  return data(
    { stats, session: sessionInfo(admin), messages, title: t("analytics.meta.siteTitle") },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** /dashboard/analytics: the signed-in owner's own profile only. */
export async function ownerAnalyticsPage(request: Request) {
  const { user, headers } = await requireUser(request);
  const range = parseRange(new URL(request.url).searchParams.get("range"));
  const { t, messages } = getI18n(request, ["auth", "account", "analytics", "language", "reviews"]);
  const profile = await findOwnProfile(user.id);
  const stats = profile ? await getOwnerAnalytics(profile.id, range) : null;
  return data({ stats, slug: profile?.slug ?? null, messages, title: t("analytics.meta.ownerTitle") }, { headers });
}

/** "Réinitialiser les statistiques" (confirmed in the page): the owner's profile's events deleted. */
export async function ownerAnalyticsAction(request: Request) {
  if (!isSameSiteRequest(request)) throw data({ message: "Forbidden" }, { status: 403 });
  const { user } = await requireUser(request);
  const { t } = getI18n(request);
  const form = await request.formData();
  const profile = await findOwnProfile(user.id);
  if (form.get("intent") !== RESET_INTENT || !profile) {
    return data({ ok: false, toast: t("analytics.owner.reset.failed") }, { status: 400 });
  }
  try {
    await resetOwnerStatistics(profile.id);
  } catch (error) {
    logError("[analytics] reset:", error);
    return data({ ok: false, toast: t("analytics.owner.reset.failed") }, { status: 500 });
  }
  return data({ ok: true, toast: t("analytics.owner.reset.done") });
}
