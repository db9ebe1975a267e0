import { describe, expect, it } from "vitest";
import { embedHeightOf, iframeSnippet, iframeSrc, scriptSnippet } from "#app/features/embed/snippet.ts";
import { EmbedOptionsSchema, optionsFromSearch, snippetOptions } from "#app/features/embed-builder/embed-options.ts";

const URL_ = "https://fiable.example";
const options = EmbedOptionsSchema.parse({ layout: "grid", theme: "dark", language: "ar", max: "12" });

describe("the « Intégrer » section's options", () => {
  it("make the widget's own snippets: the script tag exactly as the widget reads it", () => {
    expect(scriptSnippet(URL_, snippetOptions("camille-martin", options))).toBe(
      '<script src="https://fiable.example/embed.js" data-profile="camille-martin" data-layout="grid" data-theme="dark" data-lang="ar" data-max="12" async></script>',
    );
  });

  it("point the iframe at /{slug}/embed with every option, and the parent lines check origin, source and shape", () => {
    expect(iframeSrc("", snippetOptions("camille-martin", options))).toBe(
      "/camille-martin/embed?layout=grid&theme=dark&lang=ar&max=12",
    );
    const html = iframeSnippet(URL_, snippetOptions("camille-martin", options), 'Avis de "Camille" <3');
    expect(html).toContain(
      'src="https://fiable.example/camille-martin/embed?layout=grid&amp;theme=dark&amp;lang=ar&amp;max=12"',
    );
    expect(html).toContain('title="Avis de &quot;Camille&quot; &lt;3"');
    expect(html).toContain('e.origin !== "https://fiable.example"');
    expect(html).toContain("e.source !== f.contentWindow");
    expect(html).toContain('d.type !== "fiable:embed:height"');
  });

  it("fall back to each default on a wrong query value", () => {
    const parsed = optionsFromSearch(new URLSearchParams("layout=slider&theme=dark&max=500&variant=iframe"), "en");
    expect(parsed).toEqual({ layout: "carousel", theme: "dark", language: "en", max: 10, variant: "iframe" });
    expect(EmbedOptionsSchema.safeParse({ max: "0" }).success).toBe(false);
    expect(EmbedOptionsSchema.safeParse({ max: "51" }).success).toBe(false);
    expect(EmbedOptionsSchema.safeParse({ max: "2.5" }).success).toBe(false);
  });

  it("believe a height message only from the right origin, window and shape (the preview)", () => {
    const source = {};
    const ok = { origin: URL_, source, data: { type: "fiable:embed:height", height: 321.2 } } as never;
    expect(embedHeightOf(ok, URL_, source)).toBe(322);
    expect(embedHeightOf({ ...(ok as object), origin: "https://evil.example" } as never, URL_, source)).toBeNull();
    expect(embedHeightOf({ ...(ok as object), source: {} } as never, URL_, source)).toBeNull();
    expect(
      embedHeightOf(
        { origin: URL_, source, data: { type: "fiable:embed:height", height: Infinity } } as never,
        URL_,
        source,
      ),
    ).toBeNull();
    expect(embedHeightOf({ origin: URL_, source, data: "fiable:embed:height" } as never, URL_, source)).toBeNull();
  });
});
