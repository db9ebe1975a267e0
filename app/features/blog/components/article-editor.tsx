import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeftIcon, SaveIcon, SendIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ARTICLE_LIMITS, ArticleEditorSchema, type ArticleLanguage, type ArticleStatus } from "../schema.ts";
import { ARTICLE_SLUG_MAX, articleSlug } from "../slug.ts";
import { SELECT_CLASS } from "./cms-list.tsx";
import { useSaveFailureToast } from "./cms-toast.ts";
import { ARTICLE_BODY_CLASS } from "./cover-picture.tsx";
import { CoverUploader } from "./cover-uploader.tsx";

export interface EditorArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  coverImage: string | null;
  status: ArticleStatus;
  language: ArticleLanguage;
}

const ERROR_KEYS = new Set([
  "titleContentRequired",
  "excerptRequired",
  "tooLong",
  "slugFormat",
  "slugTooLong",
  "slugTaken",
  "coverUrl",
  "required",
]);

export function useErrorText() {
  const { t } = useTranslation();
  return (errors: string[] | undefined) => {
    const code = errors?.[0];
    if (!code) return undefined;
    return ERROR_KEYS.has(code) ? t(`blogAdmin.errors.${code as "required"}`) : code;
  };
}

/**
 * /admin/blog/new and /admin/blog/edit/{id} (docs/product/blog.md): general
 * information, cover image, content with a preview tab; Sauvegarder keeps the chosen
 * status, Publier publishes. The server re-checks everything (cms-actions.server.ts).
 */
export function ArticleEditor({
  article,
  defaultLanguage,
  origin,
  lastResult,
  toast,
}: {
  article: EditorArticle | null;
  defaultLanguage: ArticleLanguage;
  origin: string;
  lastResult?: SubmissionResult<string[]>;
  toast?: { message: string; at: number };
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const busy = usePosting();
  const [form, fields] = useForm({
    id: `article-editor-${article?.id ?? "new"}`,
    lastResult: busy ? undefined : lastResult,
    constraint: getZodConstraint(ArticleEditorSchema),
    defaultValue: {
      id: article?.id,
      title: article?.title ?? "",
      slug: article?.slug ?? "",
      language: article?.language ?? defaultLanguage,
      status: article?.status ?? "draft",
      excerpt: article?.excerpt ?? "",
      content: article?.content ?? "",
    },
    // A field is checked when the article is saved, then as it is corrected: leaving an
    // empty field is not a mistake yet. What is wrong is said under the fields, once
    // (ARCHITECTURE.md, "Forms"); the toasts are for what the server did.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ArticleEditorSchema }),
  });

  // The server's failure toast ('Impossible de sauvegarder l'article'…), once per reply.
  useSaveFailureToast(toast);

  // Slug: filled from the title until the admin types one of their own.
  const [slug, setSlug] = useState(article?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(article));
  const [cover, setCover] = useState(article?.coverImage ?? "");
  const slugError = errorText(fields.slug.errors);

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6">
      <input {...getInputProps(fields.id, { type: "hidden" })} key={fields.id.key} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <Link
            to="/admin/blog"
            className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("blogAdmin.editor.back")}
          </Link>
          <h1 className="font-bold text-2xl tracking-tight">
            {article ? t("blogAdmin.editor.editHeading") : t("blogAdmin.editor.newHeading")}
          </h1>
        </div>
        <div className="flex gap-2">
          <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
            <SaveIcon aria-hidden />
            {busy && navigation.formData?.get("intent") === "save"
              ? t("blogAdmin.editor.saving")
              : t("blogAdmin.editor.save")}
          </Button>
          <Button type="submit" name="intent" value="publish" disabled={busy}>
            <SendIcon aria-hidden />
            {busy && navigation.formData?.get("intent") === "publish"
              ? t("blogAdmin.editor.saving")
              : t("blogAdmin.editor.publish")}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
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
                placeholder={t("blogAdmin.editor.titlePlaceholder")}
                onChange={(event) => {
                  if (!slugTouched || slug === "") setSlug(articleSlug(event.target.value));
                }}
              />
            </FormField>
            <FormField
              id={fields.slug.id}
              label={t("blogAdmin.editor.slug")}
              hint={
                slug
                  ? t("blogAdmin.editor.slugHint", { url: `${origin}/blog/${slug}` })
                  : t("blogAdmin.editor.slugAuto")
              }
              error={slugError}
              errorId={fields.slug.errorId}
            >
              <Input
                id={fields.slug.id}
                name={fields.slug.name}
                value={slug}
                onChange={(event) => {
                  setSlugTouched(true);
                  setSlug(event.target.value);
                }}
                onBlur={() => setSlug((value) => articleSlug(value))}
                maxLength={ARTICLE_SLUG_MAX}
                aria-invalid={slugError ? true : undefined}
                aria-describedby={slugError ? fields.slug.errorId : undefined}
                dir="ltr"
                autoCapitalize="off"
                spellCheck={false}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <LanguageField meta={fields.language} />
              <SelectField
                meta={fields.status}
                label={t("blogAdmin.editor.status")}
                options={(["draft", "published", "archived"] as const).map((value) => ({
                  value,
                  label: t(`blogAdmin.status.${value}`),
                }))}
              />
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
                placeholder={t("blogAdmin.editor.excerptPlaceholder")}
                className="field-sizing-fixed"
              />
            </FormField>
          </Card>
          <ContentCard
            field={getTextareaProps(fields.content)}
            fieldKey={fields.content.key}
            error={errorText(fields.content.errors)}
            errorId={fields.content.errorId}
          />
        </div>
        <div className="grid content-start gap-6">
          <Card title={t("blogAdmin.editor.cover")}>
            <CoverUploader name={fields.coverImage.name} value={cover} onChange={setCover} id="article-cover" />
            {errorText(fields.coverImage.errors) ? (
              <p className="text-destructive text-sm">{errorText(fields.coverImage.errors)}</p>
            ) : null}
          </Card>
        </div>
      </div>
    </Form>
  );
}

/** Content, 20 rows, with Écrire / Aperçu; the preview is rendered by the server as the public page will be. */
function ContentCard({
  field,
  fieldKey,
  error,
  errorId,
}: {
  field: ReturnType<typeof getTextareaProps>;
  fieldKey: string | undefined;
  error: string | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const preview = useFetcher<{ html: string }>();
  const [text, setText] = useState(String(field.defaultValue ?? ""));
  const showPreview = () => {
    setTab("preview");
    preview.submit({ content: text }, { method: "post", action: "/admin/blog/preview" });
  };
  const tabClass = (active: boolean) =>
    cn(
      "rounded-md px-3 py-1.5 font-medium text-sm transition-colors",
      active ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <Card
      title={t("blogAdmin.editor.content")}
      actions={
        <div role="tablist" aria-label={t("blogAdmin.editor.content")} className="flex gap-1 rounded-lg bg-muted p-1">
          <button
            type="button"
            role="tab"
            aria-selected={tab === "write"}
            className={tabClass(tab === "write")}
            onClick={() => setTab("write")}
          >
            {t("blogAdmin.editor.write")}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === "preview"}
            className={tabClass(tab === "preview")}
            onClick={showPreview}
          >
            {t("blogAdmin.editor.preview")}
          </button>
        </div>
      }
    >
      <div className={tab === "write" ? "grid gap-1.5" : "hidden"}>
        <Label htmlFor={field.id} className="sr-only">
          {t("blogAdmin.editor.content")}
        </Label>
        <Textarea
          {...field}
          key={fieldKey}
          rows={20}
          maxLength={ARTICLE_LIMITS.content}
          className="field-sizing-fixed font-mono text-sm"
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={errorId} className="text-destructive text-sm">
            {error}
          </p>
        ) : (
          <p className="text-muted-foreground text-xs">{t("blogAdmin.editor.contentHint")}</p>
        )}
      </div>
      {tab === "preview" ? (
        <div role="tabpanel" className="min-h-60 rounded-lg border bg-background p-4" data-testid="editor-preview">
          {preview.state !== "idle" || !preview.data ? (
            <p className="text-muted-foreground">{t("blogAdmin.editor.loading")}</p>
          ) : text.trim() === "" ? (
            <p className="text-muted-foreground">{t("blogAdmin.editor.previewEmpty")}</p>
          ) : (
            <div
              className={ARTICLE_BODY_CLASS}
              // Rendered by the server's sanitizing Markdown renderer (render-markdown.server.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          )}
        </div>
      ) : null}
    </Card>
  );
}

export function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A labelled native select bound to a Conform field (language, status…). */
export function SelectField({
  meta,
  label,
  options,
}: {
  meta: { id: string; name: string; key?: string; errorId: string; initialValue?: string };
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField id={meta.id} label={label} errorId={meta.errorId}>
      <select id={meta.id} name={meta.name} defaultValue={meta.initialValue} key={meta.key} className={SELECT_CLASS}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

type SelectMeta = Parameters<typeof SelectField>[0]["meta"];

/** The article's language (fr, en, ar), in both CMS screens. */
export function LanguageField({ meta }: { meta: SelectMeta }) {
  const { t } = useTranslation();
  return (
    <SelectField
      meta={meta}
      label={t("blogAdmin.editor.language")}
      options={(["fr", "en", "ar"] as const).map((value) => ({
        value,
        label: t(`blogAdmin.languageNames.${value}`),
      }))}
    />
  );
}

/** Whether a form of the page is being posted (its buttons wait, its last reply is set aside). */
export function usePosting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST";
}
