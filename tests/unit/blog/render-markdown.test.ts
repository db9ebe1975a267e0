import { describe, expect, it } from "vitest";
import { type ImageSizeLookup, renderArticleContent } from "#app/features/blog/render-markdown.server.ts";

describe("article content rendering (sanitized on the server)", () => {
  it("prints HTML typed in the content as text: a <script> never runs", async () => {
    const html = await renderArticleContent('Bonjour <script>alert("x")</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("leaves javascript:, data: and protocol-relative links inert (no <a>)", async () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.example",
      "vbscript:x",
    ]) {
      const html = await renderArticleContent(`Voir [ce lien](${href}) ici.`);
      expect(html, href).not.toMatch(/<a\b/i);
      expect(html, href).not.toMatch(/href=/i);
    }
    expect(await renderArticleContent("[x](java\tscript:alert(1))")).not.toMatch(/<a\b/);
    expect(await renderArticleContent("![i](javascript:alert(1))")).not.toMatch(/<img/);
  });

  it("keeps safe Markdown: headings, emphasis, lists, http(s) links with rel, our images lazy", async () => {
    const html = await renderArticleContent(
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

  it("splits a text without blank lines into one paragraph per line (the first articles' format)", async () => {
    expect(await renderArticleContent("Un\nDeux\n\nTrois".replace("\n\n", "\n"))).toBe(
      "<p>Un</p>\n<p>Deux</p>\n<p>Trois</p>\n",
    );
  });

  describe("images", () => {
    const base = "/media/blog-images/2026/03/Zq3xW9aBcDeFgHiJkLmNoP";
    const key = base.slice("/media/".length);
    const sizes: ImageSizeLookup = async (k) => (k === `${key}-c1600.webp` ? { width: 1600, height: 900 } : null);

    it("an uploaded blog image becomes a <picture>: AVIF and WebP sources, lazy, with its width and height", async () => {
      // Any of the four variants pasted in the content gives the whole set.
      for (const pasted of [`${base}-c1600.webp`, `${base}-c800.avif`]) {
        const html = await renderArticleContent(`Avant.\n\n![Un atelier](${pasted} "Atelier")`, sizes);
        expect(html, pasted).toContain(
          `<picture><source type="image/avif" srcset="${base}-c800.avif 800w, ${base}-c1600.avif 1600w" sizes="(min-width: 48rem) 48rem, 100vw">` +
            `<source type="image/webp" srcset="${base}-c800.webp 800w, ${base}-c1600.webp 1600w" sizes="(min-width: 48rem) 48rem, 100vw">` +
            `<img src="${base}-c1600.webp" alt="Un atelier" title="Atelier" width="1600" height="900" loading="lazy" decoding="async"></picture>`,
        );
      }
    });

    it("leaves width and height out when the size is unknown (file missing from the store)", async () => {
      const html = await renderArticleContent(`![x](${base}-c1600.webp)`, async () => null);
      expect(html).toContain("<picture>");
      expect(html).toMatch(/<img src="[^"]+" alt="x" loading="lazy" decoding="async">/);
      expect(html).not.toMatch(/width=/);
    });

    it("looks each uploaded image up once per rendering, and only ours", async () => {
      const asked: string[] = [];
      await renderArticleContent(
        `![a](${base}-c1600.webp) ![b](${base}-c800.webp)\n\n![c](/media/avatars/2026/03/abcdefghijklmnopqr.webp) ![d](https://example.com/d.png)`,
        async (k) => {
          asked.push(k);
          return null;
        },
      );
      expect(asked).toEqual([`${key}-c1600.webp`]);
    });

    it("another image of ours stays a plain lazy <img>; an external image, blocked by the CSP, becomes a link", async () => {
      const own = await renderArticleContent("![avatar](/media/avatars/2026/03/abcdefghijklmnopqr.webp)", sizes);
      expect(own).toContain(
        '<img src="/media/avatars/2026/03/abcdefghijklmnopqr.webp" alt="avatar" loading="lazy" decoding="async">',
      );
      expect(own).not.toContain("<picture>");

      const external = await renderArticleContent('![Le schéma](https://example.com/s.png "<b>")', sizes);
      expect(external).not.toMatch(/<img/);
      expect(external).toContain(
        '<a href="https://example.com/s.png" rel="noopener noreferrer nofollow ugc" target="_blank" title="&lt;b&gt;">Le schéma</a>',
      );
      // Already inside a link: no link in a link, the alt text stays.
      const linked = await renderArticleContent("[![Logo](https://example.com/l.png)](https://example.com)", sizes);
      expect(linked).toContain(
        '<a href="https://example.com" rel="noopener noreferrer nofollow ugc" target="_blank">Logo</a>',
      );
    });

    it("refuses images outside our media keys: other paths, traversal, data: (only the alt text stays)", async () => {
      for (const src of [
        "/admin/blog",
        "/media/../etc/passwd",
        "/media/blog-images/x.webp",
        "data:image/png;base64,AAAA",
      ]) {
        const html = await renderArticleContent(`![texte](${src})`, sizes);
        expect(html, src).not.toMatch(/<img|<picture|<a /);
        expect(html, src).toContain("texte");
      }
    });
  });
});
