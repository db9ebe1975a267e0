import { data, redirect } from "react-router";
import { sessionInfo } from "#app/features/admin/index.server.ts";
import { AdminHeader, AdminMain } from "#app/features/admin/index.ts";
import { getArticleForEditor, handleEditorSave, requireBlogAdmin } from "#app/features/blog/index.server.ts";
import { ArticleEditor } from "#app/features/blog/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/editor";

// /admin/blog/new and /admin/blog/edit/{id} (docs/product/blog.md), admin only.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireBlogAdmin(request);
  const { lang, t, messages } = getI18n(request, ["admin", "blogAdmin", "language", "theme"]);
  let article = null;
  if (params.id) {
    try {
      article = await getArticleForEditor(params.id);
    } catch (error) {
      console.error("[blog] editor load:", error);
    }
    // 'Impossible de charger l'article', back to /admin/blog.
    if (!article) throw redirect("/admin/blog?error=load");
  }
  return data(
    {
      messages,
      session: sessionInfo(admin),
      article: article
        ? {
            id: article.id,
            title: article.title,
            slug: article.slug,
            excerpt: article.excerpt,
            content: article.content,
            coverImage: article.coverImage,
            status: article.status,
            language: article.language,
          }
        : null,
      defaultLanguage: lang,
      origin: context.publicUrl,
      title: article ? t("blogAdmin.meta.editTitle") : t("blogAdmin.meta.newTitle"),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireBlogAdmin(request);
  const { t } = getI18n(request);
  const formData = await request.formData();
  // The address names the article; a posted id must match it.
  if (params.id) formData.set("id", params.id);
  else formData.delete("id");
  const outcome = await handleEditorSave(formData, admin, t);
  if (outcome.ok) {
    return redirect(`/admin/blog?saved=${outcome.article.status === "published" ? "published" : "draft"}`);
  }
  return data({ ...outcome.reply, at: Date.now() }, { status: outcome.status });
}

/** The article stays in the editor when the request fails on its way (app/lib/keep-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, () => ({ unreachable: true as const, at: Date.now() }));

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ArticleEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AdminHeader title={t("blogAdmin.area")} session={loaderData.session} />
      <AdminMain>
        <ArticleEditor
          key={loaderData.article?.id ?? "new"}
          article={loaderData.article}
          defaultLanguage={loaderData.defaultLanguage}
          origin={loaderData.origin}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          toast={
            actionData
              ? {
                  message: "unreachable" in actionData ? t("blogAdmin.toasts.saveFailed") : actionData.toast,
                  at: actionData.at,
                }
              : undefined
          }
        />
      </AdminMain>
    </div>
  );
}
