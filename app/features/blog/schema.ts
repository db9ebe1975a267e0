import { z } from "zod";
import { ARTICLE_SLUG_MAX, SLUG_PATTERN } from "./slug.ts";

/*
 * Forms of the blog CMS, shared by the browser (Conform) and the server. Error messages
 * are keys under `blogAdmin.errors.*`.
 */

export const ARTICLE_LIMITS = { title: 200, excerpt: 500, content: 100_000, coverUrl: 2000 } as const;
export const ARTICLE_STATUSES = ["draft", "published", "archived"] as const;
export const ARTICLE_LANGUAGES = ["fr", "en", "ar"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

const requiredText = (max: number) =>
  z.string({ error: "titleContentRequired" }).trim().min(1, "titleContentRequired").max(max, "tooLong");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => value || null);

/** A cover as stored: one of our media (`/media/blog-images/…`) or an https URL. */
const coverField = z
  .string()
  .trim()
  .max(ARTICLE_LIMITS.coverUrl, "tooLong")
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || value.startsWith("/media/blog-images/") || /^https:\/\/[^\s]+$/i.test(value), {
    message: "coverUrl",
  });

/** /admin/blog/new and /admin/blog/edit/{id} (docs/product/blog.md). */
export const ArticleEditorSchema = z.object({
  id: z.string().uuid().optional(),
  title: requiredText(ARTICLE_LIMITS.title),
  /** Empty: made from the title. */
  slug: z
    .string()
    .trim()
    .max(ARTICLE_SLUG_MAX, "slugTooLong")
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || SLUG_PATTERN.test(value), { message: "slugFormat" }),
  language: z.enum(ARTICLE_LANGUAGES, { error: "required" }),
  status: z.enum(ARTICLE_STATUSES, { error: "required" }),
  excerpt: optionalText(ARTICLE_LIMITS.excerpt),
  coverImage: coverField,
  content: requiredText(ARTICLE_LIMITS.content),
});
export type ArticleEditorInput = z.infer<typeof ArticleEditorSchema>;

/** /admin-blog's form (title, excerpt and content required). */
export const SimpleArticleSchema = z.object({
  id: z.string().uuid().optional(),
  title: requiredText(ARTICLE_LIMITS.title),
  excerpt: z
    .string({ error: "excerptRequired" })
    .trim()
    .min(1, "excerptRequired")
    .max(ARTICLE_LIMITS.excerpt, "tooLong"),
  content: requiredText(ARTICLE_LIMITS.content),
  coverImage: coverField,
  status: z.enum(["draft", "published"], { error: "required" }),
  language: z.enum(ARTICLE_LANGUAGES, { error: "required" }),
});
export type SimpleArticleInput = z.infer<typeof SimpleArticleSchema>;

export const NewsletterSchema = z.object({
  email: z.string({ error: "emailRequired" }).trim().email("emailInvalid").max(254, "emailInvalid"),
  /** Honeypot: people leave it empty. */
  website: z.string().max(0).optional(),
});
