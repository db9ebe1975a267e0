// Blocks of code in the Markdown subset (app/services/markdown/blocks.ts): the examples of /docs/api.
import { describe, expect, it } from "vitest";
import { blocksToText, parseRichText } from "#app/services/markdown/blocks.ts";

describe("a fenced block of code", () => {
  it("is kept as written, its indentation and markup included, between paragraphs", () => {
    const blocks = parseRichText('Before:\n\n```json\n{\n  "a": "**not bold**",\n  "b": [1, 2]\n}\n```\nAfter `x`.');
    expect(blocks).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "Before:" }] },
      { type: "code", text: '{\n  "a": "**not bold**",\n  "b": [1, 2]\n}' },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "After " },
          { type: "code", text: "x" },
          { type: "text", text: "." },
        ],
      },
    ]);
    expect(blocksToText(blocks)).toContain('"b": [1, 2]');
  });

  it("ends a paragraph, and runs to the end when it is never closed", () => {
    expect(parseRichText("Text\n```\ncode")).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "Text" }] },
      { type: "code", text: "code" },
    ]);
  });
});
