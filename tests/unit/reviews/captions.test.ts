import { describe, expect, it } from "vitest";
import { buildWebVtt, captionChunks, escapeCueText, vttTimestamp } from "#app/features/reviews/captions.ts";

/** The cues of a WebVTT file: [start ms, end ms, text]. */
function cuesOf(vtt: string): [number, number, string][] {
  const ms = (stamp: string) => {
    const [h, m, s] = stamp.split(":");
    return (Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000;
  };
  return [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)].map((m) => [
    Math.round(ms(m[1]!)),
    Math.round(ms(m[2]!)),
    m[3]!,
  ]);
}

describe("WebVTT captions of a transcript", () => {
  it("is a WebVTT file whose cues are the sentences, spread over the duration in proportion to their length", () => {
    const vtt = buildWebVtt("Bonjour à tous. Nina a refait toute notre cuisine en deux semaines !  Merci.", 10);
    expect(vtt.startsWith("WEBVTT\n\n1\n")).toBe(true);
    const cues = cuesOf(vtt);
    expect(cues.map((c) => c[2])).toEqual([
      "Bonjour à tous.",
      "Nina a refait toute notre cuisine en deux semaines !",
      "Merci.",
    ]);
    // Back to back, from 0 to the end of the medium.
    expect(cues[0]![0]).toBe(0);
    expect(cues[1]![0]).toBe(cues[0]![1]);
    expect(cues[2]![0]).toBe(cues[1]![1]);
    expect(cues[2]![1]).toBe(10_000);
    // The long sentence lasts longer than the short ones, in proportion.
    const lengths = cues.map((c) => c[1] - c[0]);
    const characters = [15, 52, 6];
    const total = characters.reduce((a, b) => a + b, 0);
    characters.forEach((n, i) => {
      expect(Math.abs(lengths[i]! - (n / total) * 10_000)).toBeLessThanOrEqual(1);
    });
  });

  it("escapes what WebVTT reads as markup or timing, and keeps each cue on one line", () => {
    expect(escapeCueText("a --> b <i>c</i> & d\n\ne")).toBe("a --&gt; b &lt;i&gt;c&lt;/i&gt; &amp; d e");
    const vtt = buildWebVtt("Le prix --> 200 € <b>HT</b> & TTC.\n\nParfait.", 4);
    expect(vtt.match(/-->/g)).toHaveLength(2);
    expect(vtt).not.toContain("<b>");
    expect(cuesOf(vtt).map((c) => c[2])).toEqual(["Le prix --&gt; 200 € &lt;b&gt;HT&lt;/b&gt; &amp; TTC.", "Parfait."]);
    // No blank line inside a cue: blocks are exactly identifier, timing, text.
    for (const block of vtt.split("\n\n").slice(1)) expect(block.trim().split("\n")).toHaveLength(3);
  });

  it("cuts a sentence too long for two lines between words", () => {
    const long = `${"mot ".repeat(60).trim()}.`;
    const chunks = captionChunks(long);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(84);
    expect(chunks.join(" ")).toBe(long);
  });

  it("splits Arabic sentences too, and estimates the timing when the duration is unknown", () => {
    const cues = cuesOf(buildWebVtt("شكراً سلمى. عمل رائع!", null, "ar"));
    expect(cues.map((c) => c[2])).toEqual(["شكراً سلمى.", "عمل رائع!"]);
    expect(cues[1]![1]).toBeGreaterThanOrEqual(1000);
  });

  it("prints timestamps as hh:mm:ss.ttt", () => {
    expect(vttTimestamp(0)).toBe("00:00:00.000");
    expect(vttTimestamp(3_723_456)).toBe("01:02:03.456");
  });

  it("has no cue for an empty transcript", () => {
    expect(buildWebVtt("   ", 3)).toBe("WEBVTT\n");
  });
});
