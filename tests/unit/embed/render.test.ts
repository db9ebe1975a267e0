import { describe, expect, it } from "vitest";
import type { EmbedProfile, EmbedReview, EmbedTexts } from "#app/features/embed/contract.ts";
import { DEFAULT_MAX, parseEmbedOptions } from "#app/features/embed/options.ts";
import { CLAMP_AFTER, duration, renderWidget } from "#app/features/embed/render.ts";
import { iframeSnippet, scriptSnippet } from "#app/features/embed/snippet.ts";
import { embedTextsOf, translator } from "#app/features/embed/texts.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import profileFixture from "#tests/fixtures/embed/profile.json";
import reviewsFixture from "#tests/fixtures/embed/reviews.json";

// The widget's one renderer (decision 032), against read-API answers of the documented shape
// (decision 031) and the real texts of the messages endpoint.

const profile = profileFixture as EmbedProfile;
const reviews = reviewsFixture.reviews as EmbedReview[];

function textsFor(lang: "fr" | "en" | "ar"): EmbedTexts {
  const { messages } = getI18n(new Request(`https://fiable.example/api/v1/messages?areas=embed&lang=${lang}`), [
    "embed",
  ]);
  return embedTextsOf(messages);
}

function render(
  layout: "carousel" | "grid" | "list" | "badge",
  lang: "fr" | "en" | "ar" = "fr",
  over: Partial<EmbedProfile> = {},
  list = reviews,
) {
  return renderWidget({
    profile: { ...profile, ...over },
    reviews: list,
    layout,
    theme: "light",
    lang,
    t: translator(textsFor(lang), lang),
  });
}

describe("parseEmbedOptions", () => {
  it("reads well-formed attributes", () => {
    const values: Record<string, string> = {
      profile: "Claire-Martin",
      layout: "grid",
      theme: "dark",
      lang: "ar",
      max: "12",
    };
    expect(parseEmbedOptions((name) => values[name])).toEqual({
      profile: "claire-martin",
      layout: "grid",
      theme: "dark",
      lang: "ar",
      max: 12,
    });
  });

  it("falls back to the defaults on anything malformed", () => {
    const values: Record<string, string> = {
      profile: "../admin",
      layout: "masonry",
      theme: "purple",
      lang: "de",
      max: "500",
    };
    expect(parseEmbedOptions((name) => values[name])).toEqual({
      profile: null,
      layout: "carousel",
      theme: "light",
      lang: null,
      max: DEFAULT_MAX,
    });
    for (const max of ["0", "-3", "2.5", "abc", ""])
      expect(parseEmbedOptions((name) => (name === "max" ? max : null)).max).toBe(DEFAULT_MAX);
    expect(parseEmbedOptions(() => null).profile).toBeNull();
  });
});

describe("renderWidget", () => {
  it("shows every review with its name, rating, provenance label, date and the owner's reply", () => {
    const html = render("list");
    expect(html).toContain("Invité par e-mail");
    expect(html).toContain("E-mail vérifié");
    expect(html).toContain("Spontané");
    expect(html).toContain("Relation : collègue");
    expect(html).toContain('aria-label="5 étoiles sur 5"');
    expect(html).toContain("Réponse de Claire Martin");
    expect(html).toContain("Merci Jeanne, ravie de vous avoir aidée.");
    expect(html).toContain('datetime="2026-10-02T09:30:00.000Z"');
    expect(html).toContain("Modifié par son auteur");
  });

  it("escapes what reviewers wrote", () => {
    const html = render("grid");
    expect(html).toContain("Jeanne &lt;b&gt;Dupont&lt;/b&gt;");
    expect(html).not.toContain("<b>Dupont</b>");
  });

  it("clamps long texts behind « Lire la suite », not short ones", () => {
    const html = render("grid");
    expect(reviews[0]!.text.length).toBeGreaterThan(CLAMP_AFTER);
    expect(html.match(/class="more"/g)).toHaveLength(1);
    expect(html).toContain('aria-expanded="false" aria-controls="t0"');
    expect(html).toContain(">Lire la suite</button>");
  });

  it("plays audio and video inline with their duration, the video with its poster and captions", () => {
    const html = render("carousel");
    expect(html).toContain('<audio controls preload="none" src="https://fiable.example/media/reviews/marc.m4a"');
    expect(html).toContain("Durée : 1:23");
    expect(html).toContain('poster="https://fiable.example/media/reviews/salma.webp"');
    expect(html).toMatch(
      /<track kind="captions" src="https:\/\/fiable\.example\/claire-martin\/reviews\/[^"]+\/captions\.vtt" srclang="ar"/,
    );
    expect(html).toContain('crossorigin="anonymous"');
  });

  it("opens photos in a lightbox", () => {
    const photo: EmbedReview = {
      ...reviews[1]!,
      media: {
        type: "photo",
        url: "https://fiable.example/media/reviews/p.webp",
        poster: null,
        duration: null,
        captions: null,
        transcript: null,
      },
    };
    const html = render("grid", "fr", {}, [photo]);
    expect(html).toContain(
      '<button type="button" class="ph" data-src="https://fiable.example/media/reviews/p.webp" aria-label="Agrandir la photo">',
    );
    expect(html).toContain('<dialog class="box"');
  });

  it("links to the trust page, the wall and the notice", () => {
    const html = render("carousel");
    expect(html).toContain('href="https://fiable.example/claire-martin" target="_blank" rel="noopener" data-k="page"');
    expect(html).toContain(
      'href="https://fiable.example/claire-martin/wall" target="_blank" rel="noopener" data-k="wall"',
    );
    expect(html).toContain('data-k="notice">Comment fonctionnent les avis</a>');
  });

  it("gives the carousel accessible buttons and a focusable region", () => {
    const html = render("carousel");
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('aria-label="Avis précédent"');
    expect(html).toContain('aria-label="Avis suivant"');
    expect(html).toContain('aria-label="Avis 2 sur 3"');
  });

  it("renders the badge: average, count, link; and says when there is no review", () => {
    expect(render("badge")).toContain("<strong>4,7</strong>");
    expect(render("badge")).toContain("3 avis");
    expect(render("badge", "en")).toContain("<strong>4.7</strong>");
    const empty = render("badge", "fr", { rating: { average: null, count: 0 } }, []);
    expect(empty).toContain("Pas encore d&#39;avis publié");
    expect(empty).toContain('data-k="page"');
  });

  it("writes Arabic right to left, with Arabic texts", () => {
    const html = render("list", "ar");
    expect(html).toContain('dir="rtl" lang="ar"');
    expect(html).toContain("مدعو عبر البريد");
    expect(html).toContain("كيف تعمل التقييمات");
    expect(render("badge", "ar")).toContain("3 تقييمات");
    expect(render("list", "en")).toContain('dir="ltr" lang="en"');
  });

  it("never puts a URL other than http(s) in a link or source", () => {
    const html = render("list", "fr", { url: "javascript:alert(1)" });
    expect(html).not.toContain("javascript:");
  });

  it("formats durations as m:ss", () => {
    expect(duration(5)).toBe("0:05");
    expect(duration(83.4)).toBe("1:23");
    expect(duration(600)).toBe("10:00");
  });
});

describe("the owner's snippets", () => {
  const options = { profile: "claire-martin", layout: "grid" as const, theme: "auto" as const, lang: "fr", max: 6 };

  it("script: the documented data attributes", () => {
    expect(scriptSnippet("https://fiable.example/", options)).toBe(
      '<script src="https://fiable.example/embed.js" data-profile="claire-martin" data-layout="grid" data-theme="auto" data-lang="fr" data-max="6" async></script>',
    );
  });

  it("iframe: the parent's lines check origin, source and shape", () => {
    const html = iframeSnippet("https://fiable.example", options, "Avis");
    expect(html).toContain(
      'src="https://fiable.example/claire-martin/embed?layout=grid&amp;theme=auto&amp;lang=fr&amp;max=6"',
    );
    expect(html).toContain('e.origin !== "https://fiable.example"');
    expect(html).toContain("e.source !== f.contentWindow");
    expect(html).toContain('d.type !== "fiable:embed:height"');
    expect(html).toContain('typeof d.height !== "number"');
  });
});
