/**
 * The small Markdown subset the help articles and legal texts are written in, parsed on
 * the server into plain JSON blocks that travel in loader data and render as React
 * elements (app/components/rich-text.tsx) — never as HTML strings.
 *
 *   ## Heading {#anchor}     ### Sub-heading
 *   paragraph lines (joined until a blank line)
 *   - bullet                 1. step
 *   > note (a highlighted paragraph)
 *   | table | header |  followed by  | --- | --- |  and rows
 *   ```json … ``` (a block of code, kept as written)
 *   inline: **bold**, `code`, [label](/internal/path or https://… or mailto:…)
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; text: string }
  | { type: "code"; text: string }
  | { type: "link"; text: string; href: string };

export type Block =
  | { type: "heading"; level: 2 | 3; id: string; content: Inline[] }
  | { type: "paragraph"; content: Inline[] }
  | { type: "note"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "table"; head: Inline[][]; rows: Inline[][][] }
  | { type: "code"; text: string };

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only these link targets are ever rendered. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https:\/\/|mailto:)/.test(href);
}

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ type: "text", text: source.slice(last, index) });
    if (match[1] !== undefined) out.push({ type: "strong", text: match[1] });
    else if (match[2] !== undefined) out.push({ type: "code", text: match[2] });
    else if (match[3] !== undefined && match[4] !== undefined) {
      out.push(
        isSafeHref(match[4]) ? { type: "link", text: match[3], href: match[4] } : { type: "text", text: match[3] },
      );
    }
    last = index + match[0].length;
  }
  if (last < source.length) out.push({ type: "text", text: source.slice(last) });
  return out;
}

/** Lower-case, accent-free, hyphenated: "Données & sécurité" → "donnees-securite". */
export function slugifyHeading(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Lower case without diacritics, for accent-insensitive comparisons ("Été" → "ete"). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae");
}

const HEADING = /^(#{2,3})\s+(.+?)(?:\s+\{#([a-z0-9-]+)\})?\s*$/;
const BULLET = /^[-*]\s+(.*)$/;
const ORDERED = /^\d+[.)]\s+(.*)$/;
const TABLE_ROW = /^\|(.*)\|\s*$/;
const FENCE = /^```/;
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function cells(line: string): string[] {
  const match = TABLE_ROW.exec(line.trim());
  return (match?.[1] ?? "").split("|").map((cell) => cell.trim());
}

export function parseRichText(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  const usedIds = new Set<string>();
  let i = 0;

  const uniqueId = (base: string) => {
    let id = base || "section";
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };

  while (i < lines.length) {
    const line = lines[i]!.trim();
    if (line === "") {
      i++;
      continue;
    }

    if (FENCE.test(line)) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i]!.trim())) {
        code.push(lines[i]!);
        i++;
      }
      i++;
      blocks.push({ type: "code", text: code.join("\n") });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const text = heading[2]!;
      blocks.push({
        type: "heading",
        level: heading[1]!.length === 2 ? 2 : 3,
        id: uniqueId(heading[3] ?? slugifyHeading(text)),
        content: parseInline(text),
      });
      i++;
      continue;
    }

    if (BULLET.test(line) || ORDERED.test(line)) {
      const ordered = ORDERED.test(line);
      const pattern = ordered ? ORDERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length) {
        const current = lines[i]!.trim();
        const item = pattern.exec(current);
        if (item) {
          items.push(parseInline(item[1]!));
        } else if (current !== "" && items.length > 0 && /^\s{2,}/.test(lines[i]!)) {
          // An indented continuation line belongs to the previous item.
          const previous = items[items.length - 1]!;
          previous.push({ type: "text", text: " " }, ...parseInline(current));
        } else {
          break;
        }
        i++;
      }
      blocks.push({ type: "list", ordered, items });
      continue;
    }

    if (line.startsWith(">")) {
      const parts: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith(">")) {
        parts.push(lines[i]!.trim().replace(/^>\s?/, ""));
        i++;
      }
      blocks.push({ type: "note", content: parseInline(parts.join(" ")) });
      continue;
    }

    if (TABLE_ROW.test(line) && i + 1 < lines.length && TABLE_RULE.test(lines[i + 1]!.trim())) {
      const head = cells(line).map(parseInline);
      i += 2;
      const rows: Inline[][][] = [];
      while (i < lines.length && TABLE_ROW.test(lines[i]!.trim())) {
        rows.push(cells(lines[i]!).map(parseInline));
        i++;
      }
      blocks.push({ type: "table", head, rows });
      continue;
    }

    const parts: string[] = [];
    while (i < lines.length) {
      const current = lines[i]!.trim();
      if (
        current === "" ||
        HEADING.test(current) ||
        BULLET.test(current) ||
        ORDERED.test(current) ||
        current.startsWith(">") ||
        TABLE_ROW.test(current) ||
        FENCE.test(current)
      ) {
        break;
      }
      parts.push(current);
      i++;
    }
    blocks.push({ type: "paragraph", content: parseInline(parts.join(" ")) });
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
