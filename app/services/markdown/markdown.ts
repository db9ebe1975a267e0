import MarkdownIt from "markdown-it";

type Markdown = InstanceType<typeof MarkdownIt>;

/*
 * The one Markdown pipeline (docs/decisions/040-one-translator-one-markdown-pipeline.md):
 * every text written in Markdown — blog articles, help and legal articles, the API docs and
 * the changelog — is parsed by markdown-it, made here. Its tokens are then rendered either
 * to plain JSON blocks drawn by React (blocks.ts, rich-text.tsx: help, legal, docs) or to
 * sanitized HTML (the blog's renderer, app/features/blog/render-markdown.server.ts).
 *
 * What every instance shares:
 *  - `html: false`: HTML typed in a text (`<script>`, `<img onerror>`, `<iframe>`) is
 *    printed as text, never as markup;
 *  - links only to http(s), mailto and this site's addresses (`/…`, `#…`): anything else
 *    (`javascript:`, `data:`, `vbscript:`, `file:`, protocol-relative `//host`) is not a
 *    link but text.
 */

const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Whether `href` may be a link's target (what a browser would ignore stripped first). */
export function isSafeHref(href: string): boolean {
  const value = Array.from(href)
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
  return SAFE_LINK.test(value) && !value.includes("\\");
}

/** The `rel` of a link that leaves the site. */
export const EXTERNAL_REL = "noopener noreferrer nofollow ugc";

export interface MarkdownOptions {
  /** A single line break is a line break (the blog's editor), not a space. */
  breaks?: boolean;
  /** Bare addresses (`https://…`) become links. */
  linkify?: boolean;
}

/** A markdown-it instance with the rules above. */
export function createMarkdown({ breaks = false, linkify = false }: MarkdownOptions = {}): Markdown {
  const md = new MarkdownIt({ html: false, linkify, typographer: false, breaks });
  md.validateLink = isSafeHref;
  return md;
}

export type MarkdownToken = ReturnType<Markdown["parse"]>[number];
