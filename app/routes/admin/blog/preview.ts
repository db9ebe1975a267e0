import { data } from "react-router";
import { renderArticleContent, requireBlogAdmin } from "#app/features/blog/index.server.ts";
import { ARTICLE_LIMITS } from "#app/features/blog/index.ts";
import type { Route } from "./+types/preview";

// POST /admin/blog/preview: the editor's preview tab, rendered exactly as /blog/{slug} will.
export async function action({ request }: Route.ActionArgs) {
  await requireBlogAdmin(request);
  const content = String((await request.formData()).get("content") ?? "").slice(0, ARTICLE_LIMITS.content);
  return data({ html: await renderArticleContent(content) }, { headers: { "Cache-Control": "no-store" } });
}
