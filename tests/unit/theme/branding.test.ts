import { wcagContrast } from "culori";
import { describe, expect, it } from "vitest";
import {
  brandingAttributes,
  checkAccent,
  DEFAULT_BRANDING,
  darkVariant,
  FONT_PAIRS,
  fontStacks,
  labelOn,
  MIN_CONTRAST,
  normalizeHex,
  pageBranding,
  SURFACES,
} from "#app/services/theme/branding.ts";

/*
 * The branding rules of decision 045 (app/services/theme/branding.ts): the accent colour's
 * WCAG AA check in the schemes a page can show, the dark variant, the label colour, the font
 * stacks and the custom properties a theme yields.
 */

const auto = { colorScheme: "auto", background: "plain" } as const;

describe("the accent colour rule", () => {
  it("refuses #ffffff on a page that can be light, with the measured ratio rounded down", () => {
    const check = checkAccent("#ffffff", auto);
    expect(check).toMatchObject({ ok: false, reason: "contrast", use: "text", scheme: "light" });
    if (check.ok || check.reason !== "contrast") throw new Error("refused expected");
    // White on the light page background is about 1.03:1.
    expect(check.ratio).toBe(1);
  });

  it("accepts #1d4ed8 (white label) and gives the dark scheme a lighter variant that reads at 4.5:1", () => {
    const check = checkAccent("#1d4ed8", auto);
    if (!check.ok) throw new Error(`refused: ${JSON.stringify(check)}`);
    expect(check.colors.light).toEqual({ accent: "#1d4ed8", label: "#ffffff" });
    const dark = check.colors.dark!;
    expect(dark.accent).not.toBe("#1d4ed8");
    for (const surface of [SURFACES.dark.background, SURFACES.dark.card, ...SURFACES.dark.widget]) {
      expect(wcagContrast(dark.accent, surface)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    expect(wcagContrast(dark.label, dark.accent)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(check.ratio).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it("checks a forced scheme with the colour as picked: #1d4ed8 is refused on a dark page, #ffffff accepted", () => {
    const dark = checkAccent("#1d4ed8", { colorScheme: "dark", background: "plain" });
    expect(dark).toMatchObject({ ok: false, reason: "contrast", scheme: "dark" });
    if (dark.ok || dark.reason !== "contrast") throw new Error("refused expected");
    expect(dark.ratio).toBeGreaterThan(2);
    expect(dark.ratio).toBeLessThan(MIN_CONTRAST);
    expect(checkAccent("#ffffff", { colorScheme: "dark", background: "plain" })).toMatchObject({
      ok: true,
      colors: { light: null, dark: { accent: "#ffffff", label: "#000000" } },
    });
  });

  it("never shows a refused ratio as the minimum (4.46 is 4.4, not 4.5)", () => {
    // #767676 on white is the classic 4.54:1; on the warm page background it falls just short.
    const check = checkAccent("#777777", { colorScheme: "light", background: "plain" });
    if (check.ok || check.reason !== "contrast") throw new Error("refused expected");
    expect(check.ratio).toBeLessThan(MIN_CONTRAST);
  });

  it("counts the gradient's tinted top as a surface", () => {
    const plain = checkAccent("#0f766e", { colorScheme: "light", background: "plain" });
    const gradient = checkAccent("#0f766e", { colorScheme: "light", background: "gradient" });
    if (!plain.ok || !gradient.ok) throw new Error("accepted expected");
    expect(gradient.ratio).toBeLessThanOrEqual(plain.ratio);
  });

  it("refuses what is not a colour, and reads #ABC, abc and #AABBCC", () => {
    expect(checkAccent("blue", auto)).toEqual({ ok: false, reason: "format" });
    expect(checkAccent("#12345", auto)).toEqual({ ok: false, reason: "format" });
    expect(normalizeHex("#ABC")).toBe("#aabbcc");
    expect(normalizeHex("1D4ED8")).toBe("#1d4ed8");
    expect(normalizeHex("#1d4ed8 ")).toBe("#1d4ed8");
  });

  it("picks the label that reads: white on dark blue, black on yellow", () => {
    expect(labelOn("#1d4ed8").color).toBe("#ffffff");
    expect(labelOn("#facc15").color).toBe("#000000");
  });

  it("keeps a dark variant that already passes", () => {
    expect(darkVariant("#facc15", "plain")).toBe("#facc15");
  });
});

describe("fonts", () => {
  it("offers a short list, each pair falling back to an Arabic family before the system's", () => {
    expect(FONT_PAIRS.length).toBeGreaterThanOrEqual(4);
    expect(FONT_PAIRS.length).toBeLessThanOrEqual(5);
    for (const pair of FONT_PAIRS.filter((p) => p.key !== "system")) {
      const stacks = fontStacks(pair.key)!;
      expect(stacks.body.startsWith(`"${pair.body}", "${pair.arabic}"`)).toBe(true);
      expect(stacks.heading.startsWith(`"${pair.heading}", "${pair.arabic}"`)).toBe(true);
      expect(stacks.arabic.startsWith(`"${pair.arabic}"`)).toBe(true);
    }
    expect(fontStacks("system")).toBeNull();
  });
});

describe("the page's theme", () => {
  it("yields custom properties and data attributes, nothing for the defaults", () => {
    const none = brandingAttributes(pageBranding(DEFAULT_BRANDING, { hasCover: false }));
    expect(none.style).toEqual({});
    expect(none["data-brand-accent"]).toBeUndefined();

    const themed = brandingAttributes(
      pageBranding(
        { accentColor: "#1d4ed8", background: "gradient", fontPair: "modern", corners: "square", colorScheme: "light" },
        { hasCover: false },
      ),
    );
    expect(themed.style).toMatchObject({
      "--brand-accent": "#1d4ed8",
      "--brand-on-accent": "#ffffff",
      "--radius": "0px",
      "--brand-font-heading": expect.stringContaining('"Montserrat Variable"'),
    });
    expect(themed).toMatchObject({ "data-brand-accent": "", "data-brand-background": "gradient" });
  });

  it("shows « cover » only with a photo, and never a stored colour that no longer passes", () => {
    const settings = { ...DEFAULT_BRANDING, background: "cover" as const, accentColor: "#ffffff" };
    expect(pageBranding(settings, { hasCover: false })).toMatchObject({ background: "plain", accent: null });
    expect(pageBranding(settings, { hasCover: true }).background).toBe("cover");
  });
});
