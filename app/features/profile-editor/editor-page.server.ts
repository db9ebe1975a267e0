import { data } from "react-router";
import { isSameSiteRequest } from "#app/features/auth/auth-call.server.ts";
import { requireUser } from "#app/features/auth/guards.server.ts";
import { getI18n } from "#app/features/i18n/i18n.server.ts";
import { emptyDraft, type ProfileDraft } from "./draft.ts";
import { currentSlug, loadDraft, saveProfile } from "./save-profile.server.ts";

export interface EditorPageArgs {
  request: Request;
  context: { publicUrl: string };
}

export type EditorActionData =
  | { status: "saved"; slug: string; publicAddress: string; message: string }
  | { status: "error"; field: string; message: string };

/** /dashboard: the signed-in owner's draft (or a new one prefilled from the account). */
export async function editorPageData({ request, context }: EditorPageArgs) {
  const { user, headers } = await requireUser(request);
  const { t, messages } = getI18n(request, ["auth", "account", "language", "editor", "platforms"]);
  const stored = await loadDraft(user.id);
  const draft: ProfileDraft = stored ?? emptyDraft(user);
  const slug = stored ? await currentSlug(user.id) : null;
  return data(
    {
      draft,
      slug,
      publicUrl: context.publicUrl,
      user: { name: user.name, email: user.email, image: user.image ?? null },
      messages,
      title: t("editor.meta.title"),
    },
    { headers },
  );
}

/** The Save button: the draft travels as JSON in the `draft` field; every rule is checked here. */
export async function handleEditorAction({ request, context }: EditorPageArgs) {
  const { user } = await requireUser(request);
  const { t } = getI18n(request, ["editor"]);
  if (!isSameSiteRequest(request)) {
    return data<EditorActionData>({ status: "error", field: "", message: t("editor.saveFailed") }, { status: 403 });
  }
  const form = await request.formData();
  let input: unknown;
  try {
    input = JSON.parse(String(form.get("draft") ?? ""));
  } catch {
    return data<EditorActionData>({ status: "error", field: "", message: t("editor.saveFailed") }, { status: 400 });
  }
  try {
    const result = await saveProfile(user.id, input);
    if (!result.ok) {
      return data<EditorActionData>(
        { status: "error", field: result.field, message: t(result.message) },
        { status: 400 },
      );
    }
    const publicAddress = `${context.publicUrl}/${result.slug}`;
    return data<EditorActionData>({
      status: "saved",
      slug: result.slug,
      publicAddress,
      message: t("editor.saved"),
    });
  } catch (error) {
    console.error("[editor] save failed:", error);
    return data<EditorActionData>({ status: "error", field: "", message: t("editor.saveFailed") }, { status: 500 });
  }
}
