import { foldText } from "#app/lib/fold-text.ts";
import { createMarkdown, type MarkdownToken } from "./markdown.ts";

/**
 * Markdown parsed on the server into plain JSON blocks that travel in loader data and are
 * drawn as React elements (rich-text.tsx) — never as HTML strings. The help and legal
 * articles, the API docs and the changelog are written in this subset:
 *
 *   ## Heading {#anchor}     ### Sub-heading (# is drawn as ##, #### and below as ###)
 *   paragraph lines (joined until a blank line)
 *   - bullet                 1. step
 *   > note (a highlighted paragraph)
 *   | table | header |  followed by  | --- | --- |  and rows
 *   ```json … ``` (a block of code, kept as written)
 *   inline: **bold**, *emphasis*, `code`, [label](/internal/path or https://… or mailto:…)
 *
 * Not in the subset (markdown-it's rules switched off): HTML, images, indented code,
 * underlined headings, rules, entities and backslash escapes (typed as they are meant).
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; text: string }
  | { type: "em"; text: string }
  | { type: "code"; text: string }
  | { type: "link"; text: string; href: string };

export type Block =
  | { type: "heading"; level: 2 | 3; id: string; content: Inline[] }
  | { type: "paragraph"; content: Inline[] }
  | { type: "note"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "table"; head: Inline[][]; rows: Inline[][][] }
  | { type: "code"; text: string };

const md = createMarkdown().disable([
  "image",
  "code",
  "lheading",
  "hr",
  "html_block",
  "html_inline",
  "entity",
  "escape",
  "strikethrough",
  "reference",
]);

/** Lower-case, accent-free, hyphenated: "Données & sécurité" → "donnees-securite". */
export function slugifyHeading(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Adjacent texts joined, so that "a", " ", "b" read as one text. */
function push(out: Inline[], part: Inline): void {
  const last = out[out.length - 1];
  if (part.type === "text" && last?.type === "text") last.text += part.text;
  else if (part.text !== "" || part.type !== "text") out.push(part);
}

/** The inline children of one `inline` token, flattened to our four kinds. */
function inlineOf(children: readonly MarkdownToken[] | null): Inline[] {
  const out: Inline[] = [];
  // The open mark (strong, em, link) the text belongs to: the outermost one wins.
  let mark: Inline | null = null;
  let depth = 0;
  for (const token of children ?? []) {
    const text =
      token.type === "text" || token.type === "code_inline"
        ? token.content
        : token.type === "softbreak" || token.type === "hardbreak"
          ? " "
          : null;
    if (token.nesting === 1) {
      depth++;
      if (depth > 1 || mark) continue;
      if (token.type === "strong_open") mark = { type: "strong", text: "" };
      else if (token.type === "em_open") mark = { type: "em", text: "" };
      else if (token.type === "link_open") mark = { type: "link", text: "", href: String(token.attrGet("href")) };
    } else if (token.nesting === -1) {
      depth--;
      if (depth === 0 && mark) {
        push(out, mark);
        mark = null;
      }
    } else if (text !== null) {
      if (mark) mark.text += text;
      else if (token.type === "code_inline") push(out, { type: "code", text });
      else push(out, { type: "text", text });
    }
  }
  return out;
}

/** The inline content of the tokens between `start` and its closing token, paragraphs joined by a space. */
function contentUntilClose(tokens: readonly MarkdownToken[], start: number): { content: Inline[]; end: number } {
  const content: Inline[] = [];
  let level = 0;
  let i = start;
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    level += token.nesting;
    if (token.type === "inline") {
      if (content.length > 0) push(content, { type: "text", text: " " });
      for (const part of inlineOf(token.children)) push(content, part);
    }
    if (level === 0) break;
  }
  return { content, end: i };
}

const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

export function parseRichText(source: string): Block[] {
  const tokens = md.parse(source, {});
  const blocks: Block[] = [];
  const usedIds = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base || "section";
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case "heading_open": {
        const inline = tokens[i + 1]!;
        const written = HEADING_ID.exec(inline.content);
        const content = inlineOf(inline.children);
        const last = content[content.length - 1];
        if (written && last?.type === "text") {
          last.text = last.text.replace(HEADING_ID, "");
          if (last.text === "") content.pop();
        }
        const level = Number(token.tag.slice(1)) <= 2 ? 2 : 3;
        blocks.push({
          type: "heading",
          level,
          id: uniqueId(written?.[1] ?? slugifyHeading(inlineToText(content))),
          content,
        });
        i += 2;
        break;
      }
      case "paragraph_open": {
        const { content, end } = contentUntilClose(tokens, i);
        blocks.push({ type: "paragraph", content });
        i = end;
        break;
      }
      case "blockquote_open": {
        const { content, end } = contentUntilClose(tokens, i);
        blocks.push({ type: "note", content });
        i = end;
        break;
      }
      case "bullet_list_open":
      case "ordered_list_open": {
        const items: Inline[][] = [];
        let level = 0;
        for (; i < tokens.length; i++) {
          const current = tokens[i]!;
          if (level === 1 && current.type === "list_item_open") {
            const { content, end } = contentUntilClose(tokens, i);
            items.push(content);
            i = end;
            continue;
          }
          level += current.nesting;
          if (level === 0) break;
        }
        blocks.push({ type: "list", ordered: token.type === "ordered_list_open", items });
        break;
      }
      case "table_open": {
        const head: Inline[][] = [];
        const rows: Inline[][][] = [];
        for (i++; i < tokens.length && tokens[i]!.type !== "table_close"; i++) {
          const current = tokens[i]!;
          if (current.type === "tr_open") rows.push([]);
          else if (current.type === "inline") {
            const cell = inlineOf(current.children);
            if (tokens[i - 1]!.type === "th_open") head.push(cell);
            else rows[rows.length - 1]!.push(cell);
          }
        }
        // The header's row was counted as a row: it is not one.
        rows.shift();
        blocks.push({ type: "table", head, rows });
        break;
      }
      case "fence":
        blocks.push({ type: "code", text: token.content.replace(/\n$/, "") });
        break;
      default:
        break;
    }
  }
  return blocks;
}

export function inlineToText(content: Inline[]): string {
  return content.map((part) => part.text).join("");
}

/** The plain text of blocks (search indexes, passages for the chat assistant). */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case "heading":
        case "paragraph":
        case "note":
          return inlineToText(block.content);
        case "list":
          return block.items.map((item) => `- ${inlineToText(item)}`).join("\n");
        case "code":
          return block.text;
        default:
          return [block.head, ...block.rows].map((row) => row.map(inlineToText).join(" | ")).join("\n");
      }
    })
    .join("\n\n");
}
