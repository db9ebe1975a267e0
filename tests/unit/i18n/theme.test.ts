import { describe, expect, it } from "vitest";
import { isTheme, parseThemeCookie, themeCookie } from "#app/services/theme/theme.ts";

describe("parseThemeCookie", () => {
  it("reads light, dark and system", () => {
    expect(parseThemeCookie("theme=light")).toBe("light");
    expect(parseThemeCookie("lang=en; theme=dark")).toBe("dark");
    expect(parseThemeCookie("theme=system; other=1")).toBe("system");
  });

  it("follows the device without a valid choice", () => {
    expect(parseThemeCookie(null)).toBe("system");
    expect(parseThemeCookie("")).toBe("system");
    expect(parseThemeCookie("theme=purple")).toBe("system");
    expect(parseThemeCookie("theme=DARK")).toBe("system");
    expect(parseThemeCookie("mytheme=dark")).toBe("system");
  });
});

describe("themeCookie", () => {
  it("keeps the choice a year on every path, Secure on https", () => {
    expect(themeCookie("dark", { secure: false })).toBe("theme=dark; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(themeCookie("light", { secure: true })).toBe("theme=light; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("round-trips through parseThemeCookie", () => {
    for (const theme of ["light", "dark", "system"] as const) {
      const pair = themeCookie(theme, { secure: false }).split(";")[0];
      expect(parseThemeCookie(pair)).toBe(theme);
    }
  });
});

describe("isTheme", () => {
  it("accepts only the three themes", () => {
    expect(["light", "dark", "system", "auto", "", null, 1].map(isTheme)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
