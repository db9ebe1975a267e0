import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import type { AdminIdentity } from "#app/features/admin/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import {
  type ArticleFields,
  createArticle,
  deleteArticle,
  type SaveOutcome,
  setArticleStatus,
  updateArticle,
} from "./manage-articles.server.ts";
import { ArticleEditorSchema, type ArticleStatus, SimpleArticleSchema } from "./schema.ts";
import { articleSlug } from "./slug.ts";
import { coverKeyFromUrl } from "./upload-cover.server.ts";

/*
 * The actions of the blog CMS (docs/product/blog.md). The route checked the
 * admin session (requireBlogAdmin) before calling these.
 */

export const LIST_INTENTS = ["publish", "unpublish", "archive", "delete"] as const;
type ListIntent = (typeof LIST_INTENTS)[number];

export interface ListActionReply {
  intent: ListIntent | "unknown";
  ok: boolean;
  id: string | null;
  toast: string;
}

const STATUS_OF: Record<Exclude<ListIntent, "delete">, ArticleStatus> = {
  publish: "published",
  unpublish: "draft",
  archive: "archived",
};

/**
 * Publier / Dépublier / Archiver / Supprimer on a card of /admin/blog or /admin-blog. The product
 * has two wordings of the status failure: /admin/blog says 'Impossible de changer le statut',
 * /admin-blog 'Impossible de modifier le statut'.
 */
export async function handleListAction(
  formData: FormData,
  t: TFunction,
  screen: "full" | "simple" = "full",
): Promise<{ status: number; reply: ListActionReply }> {
  const statusFailed =
    screen === "simple" ? t("blogAdmin.toasts.statusUpdateFailed") : t("blogAdmin.toasts.statusFailed");
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  // /admin-blog knows drafts and published articles only: no archiving from there.
  const allowed: readonly unknown[] = screen === "simple" ? LIST_INTENTS.filter((i) => i !== "archive") : LIST_INTENTS;
  if (!allowed.includes(intent) || !/^[0-9a-f-]{36}$/i.test(id)) {
    return {
      status: 400,
      reply: { intent: "unknown", ok: false, id: null, toast: statusFailed },
    };
  }
  const action = intent as ListIntent;
  try {
    if (action === "delete") {
      const done = await deleteArticle(id);
      return done
        ? { status: 200, reply: { intent: action, ok: true, id, toast: t("blogAdmin.toasts.deleted") } }
        : { status: 404, reply: { intent: action, ok: false, id, toast: t("blogAdmin.toasts.deleteFailed") } };
    }
    const article = await setArticleStatus(id, STATUS_OF[action]);
    if (!article) {
      return { status: 404, reply: { intent: action, ok: false, id, toast: statusFailed } };
    }
    const toast =
      action === "publish"
        ? t("blogAdmin.toasts.published")
        : action === "unpublish"
          ? t("blogAdmin.toasts.unpublished")
          : t("blogAdmin.toasts.archived");
    return { status: 200, reply: { intent: action, ok: true, id, toast } };
  } catch (error) {
    logError("[blog] list action:", error);
    const toast = action === "delete" ? t("blogAdmin.toasts.deleteFailed") : statusFailed;
    return { status: 500, reply: { intent: action, ok: false, id, toast } };
  }
}

export interface SaveActionReply {
  ok: false;
  toast: string;
  result: SubmissionResult<string[]>;
}

export type SaveActionOutcome =
  | { ok: true; article: { id: string; slug: string; status: ArticleStatus }; publishedNow: boolean; created: boolean }
  | { ok: false; status: number; reply: SaveActionReply };

function failure(
  status: number,
  toast: string,
  submission: {
    reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
  },
  fieldErrors?: Record<string, string[]>,
): SaveActionOutcome {
  return { ok: false, status, reply: { ok: false, toast, result: submission.reply({ fieldErrors }) } };
}

async function save(
  id: string | undefined,
  fields: ArticleFields,
  admin: AdminIdentity,
  rule: "editor" | "simple",
): Promise<SaveOutcome & { created: boolean }> {
  if (id) return { ...(await updateArticle(id, fields)), created: false };
  return { ...(await createArticle(fields, admin.userId, rule)), created: true };
}

/**
 * The editor's Sauvegarder (keeps the chosen status) and Publier (status published,
 * published_at now).
 */
export async function handleEditorSave(
  formData: FormData,
  admin: AdminIdentity,
  t: TFunction,
): Promise<SaveActionOutcome> {
  const submission = parseWithZod(formData, { schema: ArticleEditorSchema });
  if (submission.status !== "success") {
    const missing = Object.values(submission.error ?? {}).some((errors) => errors?.includes("titleContentRequired"));
    return {
      ok: false,
      status: 422,
      reply: {
        ok: false,
        toast: missing ? t("blogAdmin.toasts.required") : t("blogAdmin.toasts.saveFailed"),
        result: submission.reply(),
      },
    };
  }
  const value = submission.value;
  const coverKey = await coverKeyFromUrl(value.coverImage);
  if (coverKey === undefined) {
    return failure(422, t("blogAdmin.toasts.saveFailed"), submission, { coverImage: ["coverUrl"] });
  }
  const publish = formData.get("intent") === "publish";
  // A slug the browser filled from the title gets a suffix when taken; one typed by hand must be free.
  const derived = value.slug === null || value.slug === articleSlug(value.title);
  const fields: ArticleFields = {
    title: value.title,
    slug: derived && !value.id ? null : value.slug,
    excerpt: value.excerpt,
    content: value.content,
    coverKey,
    status: publish ? "published" : value.status,
    language: value.language,
  };
  try {
    const outcome = await save(value.id, fields, admin, "editor");
    if (!outcome.ok) {
      if (outcome.reason === "slugTaken") {
        return failure(409, t("blogAdmin.toasts.saveFailed"), submission, { slug: ["slugTaken"] });
      }
      return failure(404, t("blogAdmin.toasts.loadFailed"), submission);
    }
    return {
      ok: true,
      article: outcome.article,
      publishedNow: fields.status === "published",
      created: outcome.created,
    };
  } catch (error) {
    logError("[blog] editor save:", error);
    return failure(500, t("blogAdmin.toasts.saveFailed"), submission);
  }
}

/** /admin-blog's 'Créer l'article' / 'Mettre à jour'. */
export async function handleSimpleSave(
  formData: FormData,
  admin: AdminIdentity,
  t: TFunction,
): Promise<SaveActionOutcome> {
  const submission = parseWithZod(formData, { schema: SimpleArticleSchema });
  if (submission.status !== "success") {
    return {
      ok: false,
      status: 422,
      reply: { ok: false, toast: t("blogAdmin.toasts.saveFailed"), result: submission.reply() },
    };
  }
  const value = submission.value;
  const coverKey = await coverKeyFromUrl(value.coverImage);
  if (coverKey === undefined) {
    return failure(422, t("blogAdmin.toasts.saveFailed"), submission, { coverImage: ["coverUrl"] });
  }
  const fields: ArticleFields = {
    title: value.title,
    // New: made from the title with the simple rule; existing: kept.
    slug: null,
    excerpt: value.excerpt,
    content: value.content,
    coverKey,
    status: value.status,
    language: value.language,
  };
  try {
    const outcome = await save(value.id, fields, admin, "simple");
    if (!outcome.ok) return failure(404, t("blogAdmin.toasts.saveFailed"), submission);
    return {
      ok: true,
      article: outcome.article,
      publishedNow: fields.status === "published",
      created: outcome.created,
    };
  } catch (error) {
    logError("[blog] simple save:", error);
    return failure(500, t("blogAdmin.toasts.saveFailed"), submission);
  }
}
