import { describe, expect, it } from "vitest";
import { probeMediaSafely, remuxMediaSafely } from "#app/services/media/media-sandbox.server.ts";
import { fixture } from "#tests/integration/reviews/support.ts";

/*
 * Untrusted audio and video are parsed in a worker thread with a time limit (decision 030):
 * a file built to keep the parser busy is refused, and the server's own thread keeps
 * answering meanwhile.
 */

/** A recorder's WebM with 500 KB of zeros spliced into its clusters every 1,600 bytes. */
function zeroPaddedWebm(): Buffer {
  const recording = fixture("recorder-audio.webm");
  const parts = [recording.subarray(0, 4096)];
  for (let at = 4096; at < recording.length; at += 1600) {
    parts.push(recording.subarray(at, at + 1600), Buffer.alloc(500_000));
  }
  return Buffer.concat(parts);
}

describe("the media sandbox", () => {
  it("probes and rewrites a real file, as in the server's thread", async () => {
    const facts = await probeMediaSafely(fixture("phone.mov"), "video");
    expect(facts).toMatchObject({ durationMs: 3000, videoCodec: "avc", playable: true });
    const processed = await remuxMediaSafely(fixture("voice.ogg"), "audio");
    expect(processed.contentType).toBe("audio/ogg");
    expect(processed.bytes.byteLength).toBeGreaterThan(1000);
  });

  it("refuses a file that keeps the parser busy past the limit, and the server's thread keeps running", async () => {
    let ticks = 0;
    const clock = setInterval(() => ticks++, 50);
    const started = Date.now();
    await expect(probeMediaSafely(zeroPaddedWebm(), "audio", 1500)).rejects.toMatchObject({ problem: "unreadable" });
    clearInterval(clock);
    expect(Date.now() - started).toBeLessThan(5000);
    // The event loop ran all along: about one tick per 50 ms.
    expect(ticks).toBeGreaterThan(15);
    // The next task gets a new worker.
    expect(await probeMediaSafely(fixture("voice.wav"), "audio")).toMatchObject({ durationMs: 3000 });
  });

  it("answers a problem of the file as such", async () => {
    await expect(probeMediaSafely(Buffer.from("RIFF\0\0\0\0WAVEjunk"), "audio")).rejects.toMatchObject({
      problem: "unreadable",
    });
    await expect(remuxMediaSafely(fixture("phone-hevc.mp4"), "video")).rejects.toMatchObject({ problem: "unplayable" });
  });
});
