import MarkdownIt from "markdown-it";

/**
 * Article content is Markdown, rendered here on the server (design.md §5: rich text is
 * sanitized on the server). What makes it safe:
 *  - `html: false`: any HTML typed in the content (`<script>`, `<img onerror>`, `<iframe>`)
 *    is printed as text, never as markup;
 *  - links: only http(s), mailto and addresses of this site (`/…`, `#…`); anything else
 *    (`javascript:`, `data:`, `vbscript:`, `file:`, protocol-relative `//host`) is left as
 *    plain text, not a link;
 *  - images: only our media (`/media/…`) and https, lazy-loaded;
 *  - external links open with `rel="noopener noreferrer nofollow ugc"`.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(?:https:\/\/|\/media\/)/i;

md.validateLink = (url: string): boolean => {
  // markdown-it hands over the normalized URL; strip what a browser would ignore.
  const value = Array.from(url)
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
  return SAFE_LINK.test(value) && !value.includes("\\");
};

md.renderer.rules.image = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const src = String(token.attrGet("src") ?? "");
  const alt = self.renderInlineAsText(token.children ?? [], options, _env);
  if (!SAFE_IMAGE.test(src)) return md.utils.escapeHtml(alt);
  token.attrSet("alt", alt);
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return self.renderToken(tokens, idx, options);
};

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) {
    token.attrSet("rel", "noopener noreferrer nofollow ugc");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/**
 * The HTML of an article's content. A text without any blank line (the spec's format:
 * "content split by line into paragraphs") gets one paragraph per line; otherwise the
 * content is Markdown, where a single line break stays a line break.
 */
export function renderArticleContent(content: string): string {
  const text = content.replace(/\r\n?/g, "\n").trim();
  const source = /\n\s*\n/.test(text)
    ? text
    : text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n\n");
  return md.render(source);
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
