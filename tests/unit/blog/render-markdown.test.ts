import { describe, expect, it } from "vitest";
import { renderArticleContent } from "#app/features/blog/render-markdown.server.ts";

describe("article content rendering (sanitized on the server)", () => {
  it("prints HTML typed in the content as text: a <script> never runs", () => {
    const html = renderArticleContent('Bonjour <script>alert("x")</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("leaves javascript:, data: and protocol-relative links inert (no <a>)", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.example",
      "vbscript:x",
    ]) {
      const html = renderArticleContent(`Voir [ce lien](${href}) ici.`);
      expect(html, href).not.toMatch(/<a\b/i);
      expect(html, href).not.toMatch(/href=/i);
    }
    expect(renderArticleContent("[x](java\tscript:alert(1))")).not.toMatch(/<a\b/);
    expect(renderArticleContent("![i](javascript:alert(1))")).not.toMatch(/<img/);
  });

  it("keeps safe Markdown: headings, emphasis, lists, http(s) links with rel, our images lazy", () => {
    const html = renderArticleContent(
      "## Titre\n\n**gras** et *italique*\n\n- un\n- deux\n\n[site](https://example.com) [page](/blog)\n\n![photo](/media/blog-images/2026/01/abcdefghijklmnop.webp)",
    );
    expect(html).toContain("<h2>Titre</h2>");
    expect(html).toContain("<strong>gras</strong>");
    expect(html).toContain("<li>un</li>");
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow ugc" target="_blank">site</a>',
    );
    expect(html).toContain('<a href="/blog">page</a>');
    expect(html).toMatch(/<img src="\/media\/blog-images\/[^"]+" alt="photo" loading="lazy"/);
  });

  it("splits a text without blank lines into one paragraph per line (the spec's format)", () => {
    expect(renderArticleContent("Un\nDeux\n\nTrois".replace("\n\n", "\n"))).toBe(
      "<p>Un</p>\n<p>Deux</p>\n<p>Trois</p>\n",
    );
  });
});
