import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ARTICLE_LIMITS, type ArticleLanguage, SimpleArticleSchema } from "../schema.ts";
import { Card, type EditorArticle, LanguageField, SelectField, useErrorText, usePosting } from "./article-editor.tsx";
import { useSaveFailureToast } from "./cms-toast.ts";
import { CoverUploader } from "./cover-uploader.tsx";

/**
 * The form view of /admin-blog (docs/product/blog.md): title, cover by URL or by upload, excerpt,
 * content, status, language; 'Créer l'article' / 'Mettre à jour'.
 */
export function SimpleArticleForm({
  article,
  defaultLanguage,
  lastResult,
  toast,
}: {
  article: EditorArticle | null;
  defaultLanguage: ArticleLanguage;
  lastResult?: SubmissionResult<string[]>;
  toast?: { message: string; at: number };
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const busy = usePosting();
  const [form, fields] = useForm({
    id: `simple-article-${article?.id ?? "new"}`,
    lastResult: busy ? undefined : lastResult,
    constraint: getZodConstraint(SimpleArticleSchema),
    defaultValue: {
      id: article?.id,
      title: article?.title ?? "",
      excerpt: article?.excerpt ?? "",
      content: article?.content ?? "",
      status: article?.status === "published" ? "published" : "draft",
      language: article?.language ?? defaultLanguage,
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SimpleArticleSchema }),
  });
  useSaveFailureToast(toast);
  const [coverMode, setCoverMode] = useState<"url" | "upload">(
    article?.coverImage?.startsWith("/media/") ? "upload" : "url",
  );
  const [cover, setCover] = useState(article?.coverImage ?? "");
  const tabClass = (active: boolean) =>
    cn(
      "rounded-md px-3 py-1.5 font-medium text-sm transition-colors",
      active ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
    );

  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-6">
      <input type="hidden" name="intent" value="simple-save" />
      <input {...getInputProps(fields.id, { type: "hidden" })} key={fields.id.key} />
      <div className="grid gap-1">
        <Link
          to="/admin-blog"
          className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("blogAdmin.simple.backToList")}
        </Link>
        <h1 className="font-bold text-2xl tracking-tight">
          {article ? t("blogAdmin.simple.formEdit") : t("blogAdmin.simple.formNew")}
        </h1>
      </div>
      <Card title={t("blogAdmin.editor.general")}>
        <FormField
          id={fields.title.id}
          label={t("blogAdmin.editor.title")}
          error={errorText(fields.title.errors)}
          errorId={fields.title.errorId}
        >
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            key={fields.title.key}
            maxLength={ARTICLE_LIMITS.title}
          />
        </FormField>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-sm">{t("blogAdmin.editor.cover")}</span>
            <div role="tablist" aria-label={t("blogAdmin.editor.cover")} className="flex gap-1 rounded-lg bg-muted p-1">
              <button
                type="button"
                role="tab"
                aria-selected={coverMode === "url"}
                className={tabClass(coverMode === "url")}
                onClick={() => setCoverMode("url")}
              >
                {t("blogAdmin.simple.coverUrlTab")}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={coverMode === "upload"}
                className={tabClass(coverMode === "upload")}
                onClick={() => setCoverMode("upload")}
              >
                {t("blogAdmin.simple.coverUploadTab")}
              </button>
            </div>
          </div>
          {coverMode === "url" ? (
            <FormField
              id="simple-cover-url"
              label={t("blogAdmin.simple.coverUrl")}
              error={errorText(fields.coverImage.errors)}
              errorId={fields.coverImage.errorId}
            >
              <Input
                id="simple-cover-url"
                name={fields.coverImage.name}
                type="url"
                value={cover}
                onChange={(event) => setCover(event.target.value)}
                placeholder={t("blogAdmin.simple.coverUrlPlaceholder")}
                maxLength={ARTICLE_LIMITS.coverUrl}
                dir="ltr"
              />
            </FormField>
          ) : (
            <>
              <CoverUploader name={fields.coverImage.name} value={cover} onChange={setCover} id="simple-cover-file" />
              {errorText(fields.coverImage.errors) ? (
                <p className="text-destructive text-sm">{errorText(fields.coverImage.errors)}</p>
              ) : null}
            </>
          )}
        </div>
        <FormField
          id={fields.excerpt.id}
          label={t("blogAdmin.editor.excerpt")}
          error={errorText(fields.excerpt.errors)}
          errorId={fields.excerpt.errorId}
        >
          <Textarea
            {...getTextareaProps(fields.excerpt)}
            key={fields.excerpt.key}
            rows={3}
            maxLength={ARTICLE_LIMITS.excerpt}
            className="field-sizing-fixed"
          />
        </FormField>
        <FormField
          id={fields.content.id}
          label={t("blogAdmin.editor.content")}
          error={errorText(fields.content.errors)}
          errorId={fields.content.errorId}
        >
          <Textarea
            {...getTextareaProps(fields.content)}
            key={fields.content.key}
            rows={14}
            maxLength={ARTICLE_LIMITS.content}
            className="field-sizing-fixed"
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={fields.status}
            label={t("blogAdmin.editor.status")}
            options={(["draft", "published"] as const).map((value) => ({
              value,
              label: t(`blogAdmin.status.${value}`),
            }))}
          />
          <LanguageField meta={fields.language} />
        </div>
      </Card>
      <div className="flex justify-end gap-2">
        <Button asChild variant="ghost">
          <Link to="/admin-blog">{t("blogAdmin.deleteDialog.cancel")}</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("blogAdmin.editor.saving") : article ? t("blogAdmin.simple.update") : t("blogAdmin.simple.create")}
        </Button>
      </div>
    </Form>
  );
}
