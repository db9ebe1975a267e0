import { data } from "react-router";
import { isSameSiteRequest, requireUser } from "#app/features/auth/index.server.ts";
import { uploadEditorImage } from "#app/features/profile-editor/index.server.ts";
import type { Route } from "./+types/upload";

// POST /dashboard/upload?kind=avatar|portfolio: the editor's image uploads (raw body).
export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  if (request.method !== "POST" || !isSameSiteRequest(request)) {
    return data({ ok: false as const, error: "uploadFailed" as const }, { status: 403 });
  }
  const kind = new URL(request.url).searchParams.get("kind") === "portfolio" ? "portfolio" : "avatar";
  const result = await uploadEditorImage(request, kind, user.id);
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.status });
  return data({ ok: true as const, url: result.url });
}
