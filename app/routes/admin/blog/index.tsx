import { PlusIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { AdminHeader, AdminMain } from "#app/features/admin/index.ts";
import { handleListAction, loadCmsList, requireBlogAdmin } from "#app/features/blog/index.server.ts";
import { CmsList, EditorLoading, useOpeningEditor, useSavedFlagToast } from "#app/features/blog/index.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/index";

// /admin/blog (docs/product/blog.md): the articles, filtered; publish, unpublish, archive, delete.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireBlogAdmin(request);
  const { t, messages } = getI18n(request, ["admin", "blogAdmin", "blog", "language", "theme"]);
  const page = await loadCmsList(request, admin, t, "full");
  return data(
    { ...page, messages, title: t("blogAdmin.meta.listTitle") },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  await requireBlogAdmin(request);
  const { t } = getI18n(request);
  const { status, reply } = await handleListAction(await request.formData(), t);
  return data(reply, { status });
}

/** The screen stays when a request fails on its way; a toast says so (app/lib/keep-form.ts). */
export const clientAction = keepFetcherOnFailure;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function AdminBlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // After the editor saved: 'Article publié avec succès'…
  useSavedFlagToast((saved) =>
    saved === "published" ? t("blogAdmin.toasts.savedPublished") : t("blogAdmin.toasts.savedDraft"),
  );
  const openingEditor = useOpeningEditor((to) => /^\/admin\/blog\/(?:new$|edit\/)/.test(to.pathname));
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AdminHeader title={t("blogAdmin.area")} session={loaderData.session} />
      <AdminMain>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div>
            <Link to="/admin?tab=blog" className="text-muted-foreground text-sm hover:underline">
              {t("blogAdmin.backToConsole")}
            </Link>
            <h1 className="font-bold text-2xl tracking-tight">{t("blogAdmin.heading")}</h1>
          </div>
          <Button asChild>
            <Link to="/admin/blog/new">
              <PlusIcon aria-hidden />
              {t("blogAdmin.newArticle")}
            </Link>
          </Button>
        </div>
        {openingEditor ? (
          <EditorLoading />
        ) : (
          <CmsList
            list={loaderData.list}
            filters={loaderData.filters}
            path="/admin/blog"
            variant="full"
            editHref={(article) => `/admin/blog/edit/${article.id}`}
          />
        )}
      </AdminMain>
    </div>
  );
}
