import { data } from "react-router";
import { requireBlogAdmin, uploadCoverImage } from "#app/features/blog/index.server.ts";
import type { Route } from "./+types/upload";

// POST /admin/blog/upload: a cover image (raw body) for the editor and /admin-blog.
export async function action({ request }: Route.ActionArgs) {
  await requireBlogAdmin(request);
  const result = await uploadCoverImage(request);
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  return data({ ok: true as const, url: result.url });
}
