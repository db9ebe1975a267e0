/** 200 words per minute, rounded up; at least one minute. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  // Same count as PostgreSQL in public-articles.server.ts: runs of non-space characters.
  return text.split(/\s+/u).filter(Boolean).length;
}

export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}
