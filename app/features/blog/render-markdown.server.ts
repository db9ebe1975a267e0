import sharp from "sharp";
import { logError } from "#app/lib/log-error.server.ts";
import { createMarkdown, EXTERNAL_REL, type MarkdownToken } from "#app/services/markdown/markdown.ts";
import { mediaKeyFromUrl, mediaUrl } from "#app/services/media/media-objects.server.ts";
import { getMediaStore } from "#app/services/media/media-store.server.ts";
import { blogImageSources, uploadedImageKey } from "./cover.ts";

/**
 * Article content is Markdown, rendered here on the server to sanitized HTML by the one
 * Markdown pipeline (app/services/markdown/markdown.ts: HTML typed in the content printed as
 * text, links only to http(s), mailto and this site). What the blog adds:
 *  - images: only files of our media store (`/media/<key>`, or its public URL), lazy-loaded,
 *    their URL made from the key by the store (decision 030: with S3_PUBLIC_URL set, the
 *    public address). The CSP (server/http.ts) allows images from this site only, so an
 *    external image would never show: it becomes a link to the image instead. An uploaded blog image (its variants,
 *    upload-cover.server.ts) becomes a `<picture>` with its AVIF and WebP sources and its
 *    width and height (read once from the stored file);
 *  - external links open in a new tab with `rel="noopener noreferrer nofollow ugc"`;
 *  - bare addresses become links, and a single line break stays a line break.
 */
const md = createMarkdown({ breaks: true, linkify: true });

/** The article column is at most 48rem wide (app/routes/blog/article.tsx). */
const CONTENT_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

export interface ImageSize {
  width: number;
  height: number;
}

type Token = MarkdownToken;

/** What the image rule knows while rendering: the sizes of our images, by key. */
type RenderEnv = { sizes?: ReadonlyMap<string, ImageSize> } & Record<string, unknown>;

const escapeHtml = (value: string) => md.utils.escapeHtml(value);

md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = String(token.attrGet("src") ?? "");
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const title = token.attrGet("title");
  const titleAttr = title ? ` title="${escapeHtml(String(title))}"` : "";
  const key = mediaKeyFromUrl(src);
  if (!key && /^https?:\/\//i.test(src)) {
    // Inside a link already (`[![alt](…)](…)`): the alt text, not a link in a link.
    const depth = tokens
      .slice(0, idx)
      .reduce((n, t) => n + (t.type === "link_open" ? 1 : t.type === "link_close" ? -1 : 0), 0);
    if (depth > 0) return escapeHtml(alt);
    return `<a href="${escapeHtml(src)}" rel="${EXTERNAL_REL}" target="_blank"${titleAttr}>${escapeHtml(alt || src)}</a>`;
  }
  const url = mediaUrl(key);
  if (!key || !url) return escapeHtml(alt);
  const sources = blogImageSources(key, mediaUrl);
  if (!sources) {
    return `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"${titleAttr} loading="lazy" decoding="async">`;
  }
  const size = (env as RenderEnv | undefined)?.sizes?.get(uploadedImageKey(key) ?? key);
  const dimensions = size ? ` width="${size.width}" height="${size.height}"` : "";
  return [
    "<picture>",
    `<source type="image/avif" srcset="${escapeHtml(sources.avif ?? "")}" sizes="${CONTENT_IMAGE_SIZES}">`,
    `<source type="image/webp" srcset="${escapeHtml(sources.webp ?? "")}" sizes="${CONTENT_IMAGE_SIZES}">`,
    `<img src="${escapeHtml(sources.src)}" alt="${escapeHtml(alt)}"${titleAttr}${dimensions} loading="lazy" decoding="async">`,
    "</picture>",
  ].join("");
};

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) {
    token.attrSet("rel", EXTERNAL_REL);
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** A text without any blank line (the first articles' format) is one paragraph per line. */
function markdownSource(content: string): string {
  const text = content.replace(/\r\n?/g, "\n").trim();
  if (/\n\s*\n/.test(text)) return text;
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n\n");
}

/** The keys of the uploads a parsed content shows (the 1600-pixel WebP of each). */
function uploadedImages(tokens: Token[]): string[] {
  const found = new Set<string>();
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (child.type !== "image") continue;
      const key = uploadedImageKey(mediaKeyFromUrl(String(child.attrGet("src") ?? "")) ?? "");
      if (key) found.add(key);
    }
  }
  return [...found];
}

/** The width and height of the stored image `key`. */
export type ImageSizeLookup = (key: string) => Promise<ImageSize | null>;

/** Stored files never change (their keys are random): each size is read once per process. */
const knownSizes = new Map<string, ImageSize | null>();
const KNOWN_SIZES_MAX = 2000;

/** The width and height of one of our stored images, from its header (sharp). */
export const storedImageSize: ImageSizeLookup = async (key) => {
  if (knownSizes.has(key)) return knownSizes.get(key) ?? null;
  let size: ImageSize | null = null;
  try {
    const file = await getMediaStore().get(key);
    const meta = file ? await sharp(file.body).metadata() : null;
    if (meta?.width && meta.height) size = { width: meta.width, height: meta.height };
  } catch (error) {
    // Not remembered: a store that failed once may answer next time.
    logError("[blog] image size:", error);
    return null;
  }
  if (knownSizes.size >= KNOWN_SIZES_MAX) knownSizes.delete(knownSizes.keys().next().value!);
  knownSizes.set(key, size);
  return size;
};

/**
 * The HTML of an article's content. A text without any blank line (the first articles' format:
 * "content split by line into paragraphs") gets one paragraph per line; otherwise the
 * content is Markdown, where a single line break stays a line break. `imageSize` gives the
 * width and height of uploaded images (tests pass their own).
 */
export async function renderArticleContent(
  content: string,
  imageSize: ImageSizeLookup = storedImageSize,
): Promise<string> {
  const env: RenderEnv = {};
  const tokens = md.parse(markdownSource(content), env);
  const sizes = new Map<string, ImageSize>();
  await Promise.all(
    uploadedImages(tokens).map(async (key) => {
      const size = await imageSize(key);
      if (size) sizes.set(key, size);
    }),
  );
  env.sizes = sizes;
  return md.renderer.render(tokens, md.options, env);
}

/** The content as plain text (reading time, feeds' summaries, search snippets). */
export function articlePlainText(content: string): string {
  return content
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
