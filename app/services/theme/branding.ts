import { clampChroma, formatHex, interpolate, type Oklch, oklch, parse, wcagContrast } from "culori";

/*
 * A trust page's branding (decision 045, docs/product/public-page.md « Apparence »): the
 * rules every screen shares — the editor's live readout, the server's refusal, the rendered
 * page, the wall and the widget — in one pure module (no React, no server code).
 */

export const BRAND_BACKGROUNDS = ["plain", "gradient", "cover"] as const;
export const BRAND_CORNERS = ["rounded", "square"] as const;
export const BRAND_COLOR_SCHEMES = ["auto", "light", "dark"] as const;
export type BrandBackground = (typeof BRAND_BACKGROUNDS)[number];
export type BrandCorners = (typeof BRAND_CORNERS)[number];
export type BrandColorScheme = (typeof BRAND_COLOR_SCHEMES)[number];

/** What the owner chose: one `profile_branding` row (db/schema.ts), or the defaults. */
export interface BrandingSettings {
  /** `#rrggbb`, lower case; null: the product's accent. */
  accentColor: string | null;
  background: BrandBackground;
  fontPair: FontPairKey;
  corners: BrandCorners;
  colorScheme: BrandColorScheme;
}

export const DEFAULT_BRANDING: BrandingSettings = {
  accentColor: null,
  background: "plain",
  fontPair: "system",
  corners: "rounded",
  colorScheme: "auto",
};

// ─── fonts ───────────────────────────────────────────────────────────────────────────────

const SYSTEM_SANS = `ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif`;
const SYSTEM_SERIF = `Georgia, Cambria, "Times New Roman", serif`;
/** The product's Arabic stack (app/app.css `--font-arabic`), last resort of every pair. */
const ARABIC_FALLBACK = `"Noto Sans Arabic", "Segoe UI", "Geeza Pro", "Arabic UI Text", Tahoma`;
const EMOJI = `"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"`;

export interface FontPair {
  key: string;
  /** Family names as their @fontsource-variable package declares them; null: the system's. */
  heading: string | null;
  body: string | null;
  /** The family Arabic letters fall back to (the Latin families have no Arabic glyphs). */
  arabic: string | null;
  serifHeading?: boolean;
}

/**
 * The short list (self-hosted: app/services/theme/fonts/*.css, bundled into /assets by Vite,
 * no third-party request). Each pair carries an Arabic family so an Arabic page stays readable.
 */
export const FONT_PAIRS = [
  { key: "system", heading: null, body: null, arabic: null },
  { key: "modern", heading: "Montserrat Variable", body: "Inter Variable", arabic: "Cairo Variable" },
  {
    key: "elegant",
    heading: "Playfair Display Variable",
    body: "Source Sans 3 Variable",
    arabic: "Noto Naskh Arabic Variable",
    serifHeading: true,
  },
  { key: "friendly", heading: "Nunito Variable", body: "Nunito Variable", arabic: "Noto Kufi Arabic Variable" },
] as const satisfies readonly FontPair[];

export type FontPairKey = (typeof FONT_PAIRS)[number]["key"];
export const FONT_PAIR_KEYS = FONT_PAIRS.map((p) => p.key) as [FontPairKey, ...FontPairKey[]];

export function isFontPairKey(value: unknown): value is FontPairKey {
  return typeof value === "string" && (FONT_PAIR_KEYS as readonly string[]).includes(value);
}

export function fontPair(key: FontPairKey): FontPair {
  return FONT_PAIRS.find((p) => p.key === key) ?? FONT_PAIRS[0];
}

const quoted = (family: string) => `"${family}"`;

/** The CSS font stacks of a pair: body, heading, and the one `:lang(ar)` text uses. */
export function fontStacks(key: FontPairKey): { body: string; heading: string; arabic: string } | null {
  const pair = fontPair(key);
  if (!pair.body || !pair.heading || !pair.arabic) return null;
  const arabic = quoted(pair.arabic);
  return {
    body: `${quoted(pair.body)}, ${arabic}, ${SYSTEM_SANS}, ${ARABIC_FALLBACK}, ${EMOJI}`,
    heading: `${quoted(pair.heading)}, ${arabic}, ${pair.serifHeading ? SYSTEM_SERIF : SYSTEM_SANS}, ${ARABIC_FALLBACK}`,
    arabic: `${arabic}, ${quoted(pair.body)}, ${ARABIC_FALLBACK}, ${SYSTEM_SANS}, ${EMOJI}`,
  };
}

// ─── colours ─────────────────────────────────────────────────────────────────────────────

/** WCAG 2.x AA, normal text: links, the accent as text, and a button's label on the accent. */
export const MIN_CONTRAST = 4.5;

/**
 * The surfaces the accent is read on, per colour scheme: the page background and the cards
 * (app/app.css `--background` and `--card`, the same oklch values), and the reviews widget's
 * background and cards (app/features/embed/styles.ts `--bg`, `--cd`), which take the accent too.
 */
export const SURFACES = {
  light: { background: "oklch(0.988 0.004 85)", card: "oklch(1 0 0)", widget: ["#ffffff", "#fafaf9"] },
  dark: { background: "oklch(0.17 0.02 268)", card: "oklch(0.21 0.024 268)", widget: ["#1c1917", "#292524"] },
} as const;

type Scheme = keyof typeof SURFACES;

/** How much of the accent the soft gradient mixes into the background, at its top (app/app.css). */
export const GRADIENT_MIX = 0.1;

const HEX = /^#[0-9a-f]{6}$/;
const WHITE = "#ffffff";
const BLACK = "#000000";

/** `#RGB`, `#rrggbb`, with or without `#`, any case → `#rrggbb`; null when it is not a hex colour. */
export function normalizeHex(value: string): string | null {
  let v = value.trim().toLowerCase();
  if (!v.startsWith("#")) v = `#${v}`;
  if (/^#[0-9a-f]{3}$/.test(v)) v = `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return HEX.test(v) ? v : null;
}

function schemesOf(colorScheme: BrandColorScheme): Scheme[] {
  return colorScheme === "auto" ? ["light", "dark"] : [colorScheme];
}

/** Every surface the accent is text on, in one scheme (with the gradient's tinted top). */
function surfacesFor(scheme: Scheme, background: BrandBackground, accent: string): string[] {
  const { background: page, card, widget } = SURFACES[scheme];
  const list: string[] = [page, card, ...widget];
  if (background === "gradient") list.push(formatHex(interpolate([page, accent], "oklab")(GRADIENT_MIX)) ?? page);
  return list;
}

const minContrast = (color: string, surfaces: string[]) =>
  Math.min(...surfaces.map((surface) => wcagContrast(color, surface)));

/**
 * The dark variant of an accent for a page that follows the visitor's scheme: the same hue,
 * lighter (OKLCH lightness raised by steps of 0.01) until it reads at 4.5:1 on the dark
 * surfaces. A colour that already does is kept as it is.
 */
export function darkVariant(accent: string, background: BrandBackground): string {
  const start = oklch(parse(accent)) as Oklch;
  for (let l = start.l; l <= 1.0001; l += 0.01) {
    const candidate = formatHex(clampChroma({ ...start, l: Math.min(l, 1) }, "oklch")) ?? WHITE;
    if (minContrast(candidate, surfacesFor("dark", background, candidate)) >= MIN_CONTRAST) return candidate;
  }
  return WHITE;
}

/** The label colour (white or black) that reads best on a fill, and its ratio. */
export function labelOn(fill: string): { color: string; ratio: number } {
  const white = wcagContrast(WHITE, fill);
  const black = wcagContrast(BLACK, fill);
  return white >= black ? { color: WHITE, ratio: white } : { color: BLACK, ratio: black };
}

/** The accent's colours as a page uses them, per scheme it can show. */
export interface AccentColors {
  light: { accent: string; label: string } | null;
  dark: { accent: string; label: string } | null;
}

export type AccentCheck =
  | {
      ok: true;
      colors: AccentColors;
      /** The lowest ratio met (text or label, any scheme), rounded down to one decimal. */
      ratio: number;
    }
  | {
      ok: false;
      reason: "format";
    }
  | {
      ok: false;
      reason: "contrast";
      /** The measured ratio, rounded down to one decimal (4.46 is « 4,4:1 », never « 4,5:1 »). */
      ratio: number;
      /** Where it fails: the accent as text on the page, or the label on an accent button. */
      use: "text" | "label";
      scheme: Scheme;
    };

/** A ratio as shown: one decimal, rounded down so that a refused ratio never reads as the minimum. */
export const shownRatio = (ratio: number) => Math.floor(ratio * 10) / 10;

/**
 * The accent colour rule (WCAG AA): in every scheme the page can show, the accent reads at
 * 4.5:1 as text on the page's surfaces, and a button's label (white or black, whichever
 * passes) reads at 4.5:1 on it. With « auto », the light scheme uses the colour as picked and
 * the dark scheme its dark variant (`darkVariant`); a forced scheme uses the colour as picked.
 */
export function checkAccent(
  value: string,
  { colorScheme, background }: { colorScheme: BrandColorScheme; background: BrandBackground },
): AccentCheck {
  const hex = normalizeHex(value);
  if (!hex) return { ok: false, reason: "format" };
  const colors: AccentColors = { light: null, dark: null };
  let lowest = Number.POSITIVE_INFINITY;
  for (const scheme of schemesOf(colorScheme)) {
    const accent = colorScheme === "auto" && scheme === "dark" ? darkVariant(hex, background) : hex;
    const text = minContrast(accent, surfacesFor(scheme, background, accent));
    if (text < MIN_CONTRAST) return { ok: false, reason: "contrast", ratio: shownRatio(text), use: "text", scheme };
    const label = labelOn(accent);
    if (label.ratio < MIN_CONTRAST) {
      return { ok: false, reason: "contrast", ratio: shownRatio(label.ratio), use: "label", scheme };
    }
    colors[scheme] = { accent, label: label.color };
    lowest = Math.min(lowest, text, label.ratio);
  }
  return { ok: true, colors, ratio: shownRatio(lowest) };
}

// ─── what a page renders ─────────────────────────────────────────────────────────────────

/** The branding a page renders: the settings as they apply (cover only with a photo), and the accent's colours. */
export interface PageBranding {
  colorScheme: BrandColorScheme;
  background: BrandBackground;
  corners: BrandCorners;
  fontPair: FontPairKey;
  /** The colours of the accent per scheme; null: the product's palette. */
  accent: AccentColors | null;
}

export const DEFAULT_PAGE_BRANDING: PageBranding = {
  colorScheme: "auto",
  background: "plain",
  corners: "rounded",
  fontPair: "system",
  accent: null,
};

/**
 * The page's branding from stored settings. A colour stored before a rule changed and that
 * no longer passes falls back to the product's accent: a page never shows an unreadable one.
 * « cover » without a photo to show is « plain ».
 */
export function pageBranding(settings: BrandingSettings, { hasCover }: { hasCover: boolean }): PageBranding {
  const background = settings.background === "cover" && !hasCover ? "plain" : settings.background;
  const check = settings.accentColor
    ? checkAccent(settings.accentColor, { colorScheme: settings.colorScheme, background })
    : null;
  return {
    colorScheme: settings.colorScheme,
    background,
    corners: settings.corners,
    fontPair: isFontPairKey(settings.fontPair) ? settings.fontPair : "system",
    accent: check?.ok ? check.colors : null,
  };
}

/**
 * The CSS custom properties of a theme, for the inline `style` of the page's root element
 * (app/app.css maps them onto the design tokens under `[data-brand]`). No per-owner CSS file:
 * the theme is part of the page's HTML, which the page cache shares (decision 037).
 */
export function brandingProperties(branding: PageBranding): Record<string, string> {
  const properties: Record<string, string> = {};
  const accent = branding.accent;
  // A forced scheme shows one set; « auto » carries both and the `.dark` rule picks.
  const light = accent?.light ?? accent?.dark;
  const dark = accent?.dark ?? accent?.light;
  if (light && dark) {
    properties["--brand-accent"] = light.accent;
    properties["--brand-on-accent"] = light.label;
    properties["--brand-accent-dark"] = dark.accent;
    properties["--brand-on-accent-dark"] = dark.label;
  }
  if (branding.corners === "square") properties["--radius"] = "0px";
  const fonts = fontStacks(branding.fontPair);
  if (fonts) {
    properties["--font-sans"] = fonts.body;
    properties["--font-arabic"] = fonts.arabic;
    properties["--brand-font-heading"] = fonts.heading;
  }
  return properties;
}

/** The root element's attributes: `data-brand*` for app/app.css, and the custom properties. */
export function brandingAttributes(branding: PageBranding): {
  "data-brand": string;
  "data-brand-accent"?: string;
  "data-brand-background": BrandBackground;
  "data-brand-font"?: string;
  style: Record<string, string>;
} {
  const style = brandingProperties(branding);
  return {
    "data-brand": "",
    ...(branding.accent ? { "data-brand-accent": "" } : {}),
    "data-brand-background": branding.background,
    ...(branding.fontPair !== "system" ? { "data-brand-font": branding.fontPair } : {}),
    style,
  };
}
