// The Markdown subset of help, legal and docs pages (app/services/markdown/blocks.ts) and its
// React rendering (rich-text.tsx): what a text may produce, and what it never may.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type Block, blocksToText, type Inline, parseRichText } from "#app/services/markdown/blocks.ts";
import { RichText } from "#app/services/markdown/rich-text.tsx";

function html(source: string): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(RichText, { blocks: parseRichText(source) })),
  );
}

function inlines(blocks: Block[]): Inline[] {
  return blocks.flatMap((block) =>
    block.type === "list"
      ? block.items.flat()
      : block.type === "table"
        ? [...block.head.flat(), ...block.rows.flat(2)]
        : block.type === "code"
          ? []
          : block.content,
  );
}

describe("parseRichText", () => {
  it("reads headings, their written or derived anchors, paragraphs, lists, notes and tables", () => {
    const blocks = parseRichText(
      [
        "## Données & sécurité",
        "",
        "### Choisir {#choose}",
        "",
        "One line",
        "and the next, **bold**, *said*, `code`.",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "> Careful.",
        "",
        "| A | B |",
        "| --- | --- |",
        "| 1 | [x](/help) |",
        "",
        "## Données & sécurité",
      ].join("\n"),
    );
    expect(blocks).toEqual([
      { type: "heading", level: 2, id: "donnees-securite", content: [{ type: "text", text: "Données & sécurité" }] },
      { type: "heading", level: 3, id: "choose", content: [{ type: "text", text: "Choisir" }] },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "One line and the next, " },
          { type: "strong", text: "bold" },
          { type: "text", text: ", " },
          { type: "em", text: "said" },
          { type: "text", text: ", " },
          { type: "code", text: "code" },
          { type: "text", text: "." },
        ],
      },
      { type: "list", ordered: false, items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]] },
      { type: "list", ordered: true, items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]] },
      { type: "note", content: [{ type: "text", text: "Careful." }] },
      {
        type: "table",
        head: [[{ type: "text", text: "A" }], [{ type: "text", text: "B" }]],
        rows: [[[{ type: "text", text: "1" }], [{ type: "link", text: "x", href: "/help" }]]],
      },
      // The same heading twice: its anchor is made unique.
      { type: "heading", level: 2, id: "donnees-securite-2", content: [{ type: "text", text: "Données & sécurité" }] },
    ]);
    expect(blocksToText(blocks)).toContain("- first\n- second");
  });

  it("keeps only links to this site, https, http and mailto", () => {
    const links = (source: string) =>
      inlines(parseRichText(source)).flatMap((part) => (part.type === "link" ? [part.href] : []));
    expect(links("[a](/help) [b](#top) [c](https://x.fr) [d](mailto:a@b.fr)")).toEqual([
      "/help",
      "#top",
      "https://x.fr",
      "mailto:a@b.fr",
    ]);
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example",
      "file:///etc/passwd",
    ]) {
      expect(links(`[click](${href})`), href).toEqual([]);
    }
    // A backslash a browser would read as a slash ("/\\host" = "//host") is encoded: a path of this site.
    expect(links("[click](/\\evil.example)")).toEqual(["/%5Cevil.example"]);
  });
});

describe("RichText", () => {
  it("prints typed HTML as text, never as markup", () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n**<b>x</b>**');
    expect(out).not.toMatch(/<script|<img|<b>/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;b&gt;x&lt;/b&gt;");
  });

  it("draws no image, and no link to a script", () => {
    const out = html("![alt](https://evil.example/x.png) [click](javascript:alert(1))");
    expect(out).not.toContain("<img");
    expect(out).not.toContain('href="javascript');
  });

  it("opens external links with rel=noopener noreferrer, and internal ones as links of the app", () => {
    const out = html("[site](https://example.org) and [help](/help#start)");
    expect(out).toMatch(/<a href="https:\/\/example.org"[^>]* rel="noopener noreferrer">site<\/a>/);
    expect(out).toMatch(/<a [^>]*href="\/help#start"[^>]*>help<\/a>/);
  });

  it("gives headings their anchors", () => {
    expect(html("## Compte {#account}")).toMatch(/<h2 id="account"[^>]*>Compte<\/h2>/);
  });
});
