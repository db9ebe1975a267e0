import { PlusIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { AdminHeader, AdminMain } from "#app/features/admin/index.ts";
import {
  getArticleForEditor,
  handleListAction,
  handleSimpleSave,
  loadCmsList,
  requireBlogAdmin,
} from "#app/features/blog/index.server.ts";
import {
  CmsList,
  EditorLoading,
  SimpleArticleForm,
  useOpeningEditor,
  useSavedFlagToast,
} from "#app/features/blog/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/admin-blog";

// /admin-blog (docs/product/blog.md): the simple CMS — a list (?q, status, language) and a form view
// (?new=1 or ?edit={id}). Gated by the admin session like every admin page.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireBlogAdmin(request);
  const { lang, t, messages } = getI18n(request, ["admin", "blogAdmin", "blog", "language", "theme"]);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  let form: { article: Awaited<ReturnType<typeof getArticleForEditor>> } | null = null;
  if (editId) {
    const article = await getArticleForEditor(editId).catch(() => null);
    if (!article) throw redirect("/admin-blog?error=load");
    form = { article };
  } else if (url.searchParams.get("new") === "1") {
    form = { article: null };
  }
  const page = await loadCmsList(request, admin, t, "simple");
  return data(
    {
      ...page,
      messages,
      defaultLanguage: lang,
      form: form
        ? {
            article: form.article
              ? {
                  id: form.article.id,
                  title: form.article.title,
                  slug: form.article.slug,
                  excerpt: form.article.excerpt,
                  content: form.article.content,
                  coverImage: form.article.coverImage,
                  status: form.article.status,
                  language: form.article.language,
                }
              : null,
          }
        : null,
      title: t("blogAdmin.meta.simpleTitle"),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireBlogAdmin(request);
  const { t } = getI18n(request);
  const formData = await request.formData();
  if (formData.get("intent") === "simple-save") {
    const outcome = await handleSimpleSave(formData, admin, t);
    if (outcome.ok) return redirect(`/admin-blog?saved=${outcome.created ? "created" : "updated"}`);
    return data({ kind: "save" as const, ...outcome.reply, at: Date.now() }, { status: outcome.status });
  }
  const { status, reply } = await handleListAction(formData, t, "simple");
  return data({ kind: "list" as const, ...reply }, { status });
}

/** The form and the list stay when a request fails on its way; a toast says so (app/lib/keep-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (form) => {
    const intent = form.get("intent");
    return {
      kind: intent === "simple-save" ? ("save" as const) : ("list" as const),
      ok: false as const,
      unreachable: true as const,
      intent: typeof intent === "string" ? intent : null,
      at: Date.now(),
    };
  });

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function AdminBlogSimple({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useSavedFlagToast((saved) => (saved === "created" ? t("blogAdmin.toasts.created") : t("blogAdmin.toasts.updated")));
  const saveReply = actionData?.kind === "save" ? actionData : undefined;
  const openingForm = useOpeningEditor((to) => {
    const search = new URLSearchParams(to.search);
    return to.pathname === "/admin-blog" && (search.has("edit") || search.get("new") === "1");
  });
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AdminHeader title={t("blogAdmin.area")} session={loaderData.session} />
      <AdminMain>
        {openingForm ? (
          <EditorLoading />
        ) : loaderData.form ? (
          <SimpleArticleForm
            key={loaderData.form.article?.id ?? "new"}
            article={loaderData.form.article}
            defaultLanguage={loaderData.defaultLanguage}
            lastResult={saveReply && "result" in saveReply ? saveReply.result : undefined}
            toast={
              saveReply
                ? {
                    message: "unreachable" in saveReply ? t("blogAdmin.toasts.saveFailed") : saveReply.toast,
                    at: saveReply.at,
                  }
                : undefined
            }
          />
        ) : (
          <>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <div>
                <Link to="/admin-simple?tab=blog" className="text-muted-foreground text-sm hover:underline">
                  {t("blogAdmin.backToConsole")}
                </Link>
                <h1 className="font-bold text-2xl tracking-tight">{t("blogAdmin.simple.heading")}</h1>
              </div>
              <Button asChild>
                <Link to="/admin-blog?new=1">
                  <PlusIcon aria-hidden />
                  {t("blogAdmin.simple.newArticle")}
                </Link>
              </Button>
            </div>
            <CmsList
              list={loaderData.list}
              filters={loaderData.filters}
              path="/admin-blog"
              variant="simple"
              editHref={(article) => `/admin-blog?edit=${article.id}`}
            />
          </>
        )}
      </AdminMain>
    </div>
  );
}
