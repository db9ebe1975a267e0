// The initials of a name (app/lib/user-text.ts): whole graphemes, whatever the script — the
// quick path for a plain first letter and the segmenter for everything else agree.
import { describe, expect, it } from "vitest";
import { initialsOf } from "#app/lib/user-text.ts";

describe("initialsOf", () => {
  it.each([
    ["Amélie Durand", "AD"],
    ["  léa   de la  Fontaine ", "LF"],
    ["Camille", "C"],
    ["Jean-Pierre Éluard", "JÉ"],
    ["سلمى بن علي", "سع"],
    ["Ωμέγα Δέλτα", "ΩΔ"],
    ["Дмитрий Орлов", "ДО"],
    ["7 Salons", "7S"],
    ["", ""],
    ["   ", ""],
  ])("%j → %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it("keeps a letter with its combining mark, an emoji and an astral letter whole", () => {
    expect(initialsOf("e\u0301lodie Martin")).toBe("E\u0301M");
    expect(initialsOf("👩🏽‍🎨 Studio")).toBe("👩🏽‍🎨S");
    expect(initialsOf("𝒜lpha Beta")).toBe("𝒜B");
    expect(initialsOf("김 민준")).toBe("김민");
    expect(initialsOf("कि शर्मा")).toBe("किश");
  });
});
