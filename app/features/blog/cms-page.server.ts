import type { TFunction } from "i18next";
import { data } from "react-router";
import type { AdminIdentity } from "#app/features/admin/index.server.ts";
import { sessionInfo } from "#app/features/admin/index.server.ts";
import { pageParam } from "#app/features/admin/index.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { type CmsFilters, listCmsArticles } from "./manage-articles.server.ts";
import { ARTICLE_LANGUAGES, ARTICLE_STATUSES } from "./schema.ts";

/** The filters of a CMS list from its address (`?q=&status=&language=&page=`). */
export function cmsFiltersOf(url: URL, variant: "full" | "simple"): CmsFilters {
  const status = url.searchParams.get("status");
  const language = url.searchParams.get("language");
  const statuses: readonly string[] = variant === "full" ? ARTICLE_STATUSES : ["draft", "published"];
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    status: status && statuses.includes(status) ? (status as CmsFilters["status"]) : "all",
    language: ARTICLE_LANGUAGES.find((l) => l === language) ?? "all",
  };
}

/** What the list pages show; a failure is 'Impossible de charger les articles'. */
export async function loadCmsList(request: Request, admin: AdminIdentity, t: TFunction, variant: "full" | "simple") {
  const url = new URL(request.url);
  const filters = cmsFiltersOf(url, variant);
  try {
    const list = await listCmsArticles(filters, pageParam(url.searchParams.get("page")));
    return { session: sessionInfo(admin), filters, list };
  } catch (error) {
    logError("[blog] cms list:", error);
    throw data({ message: t("blogAdmin.toasts.loadListFailed") }, { status: 503 });
  }
}
