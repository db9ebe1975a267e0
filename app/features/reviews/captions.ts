/*
 * A review's words as WebVTT captions (https://www.w3.org/TR/webvtt1/). The transcript has
 * no timings — its reviewer typed it, or a transcription service answered plain text — so
 * its sentences are spread over the video's length, each for a time proportional to its
 * length in characters: people speak at a roughly even pace, and a cue is on screen while
 * its words are likely said. A sentence too long for two lines of a phone's screen is cut
 * between words.
 */

/** About two lines of captions on a phone. */
const MAX_CUE_CHARACTERS = 84;

/** Characters per second of speech, for a video whose length is unknown. */
const SPEAKING_RATE = 15;

/** "00:01:02.500". */
export function vttTimestamp(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, "0")}`;
}

/**
 * Cue text as WebVTT reads it: `&` and `<` start escapes and tags, and `>` is escaped too
 * so that no `-->` survives (it would be read as a timing line). One line: a blank line
 * would end the cue.
 */
export function escapeCueText(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The transcript's sentences (the language's own rules), long ones cut between words. */
export function captionChunks(transcript: string, language = "fr"): string[] {
  const text = transcript.replace(/\s+/g, " ").trim();
  if (!text) return [];
  const segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
  const chunks: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const sentence = segment.trim();
    if (!sentence) continue;
    let line = "";
    for (const word of sentence.split(" ")) {
      if (line && line.length + 1 + word.length > MAX_CUE_CHARACTERS) {
        chunks.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) chunks.push(line);
  }
  return chunks;
}

/**
 * The WebVTT file of a transcript over a medium of `durationSeconds` (estimated from the
 * text's length when unknown).
 */
export function buildWebVtt(transcript: string, durationSeconds: number | null, language = "fr"): string {
  const chunks = captionChunks(transcript, language);
  const characters = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const totalMs =
    durationSeconds && durationSeconds > 0
      ? durationSeconds * 1000
      : Math.max(1000, Math.round((characters / SPEAKING_RATE) * 1000));
  let cues = "";
  let done = 0;
  chunks.forEach((chunk, index) => {
    const start = Math.round((done / characters) * totalMs);
    done += chunk.length;
    const end = Math.round((done / characters) * totalMs);
    cues += `\n${index + 1}\n${vttTimestamp(start)} --> ${vttTimestamp(end)}\n${escapeCueText(chunk)}\n`;
  });
  return `WEBVTT\n${cues}`;
}
