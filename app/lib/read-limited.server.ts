/*
 * Reading request bodies with a cap, and refusing one politely. A refused body is still read
 * (and thrown away) up to DISCARD_BYTES for at most DISCARD_MS, so that the client finishes
 * sending and reads the refusal on a connection that stays usable — HTTP's "lingering
 * close". Cutting it off at once destroys the socket under a client still writing: it sees
 * EPIPE or a reset instead of the 413 (decision 020). Past those bounds the connection is
 * closed.
 */

/** How much of a refused body is read and thrown away before the connection is closed. */
export const DISCARD_BYTES = 16 * 1024 * 1024;
const DISCARD_MS = 5_000;

/**
 * Reads a request body up to `limit` bytes; null as soon as it goes beyond. The limit is
 * checked on every chunk as it arrives, so nothing past `limit` is kept whatever
 * Content-Length claimed; the rest is discarded within DISCARD_BYTES, then the body is cancelled.
 */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discardRest(reader);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** Reads and throws away what is left of a refused body (bounded); cancels it past the bounds. */
export async function discardBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  await discardRest(body.getReader());
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let left = DISCARD_BYTES;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), DISCARD_MS);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") break;
      if (next.done) return;
      left -= next.value.byteLength;
      if (left < 0) break;
    }
    await reader.cancel().catch(() => undefined);
  } catch {
    // The client went away: nothing left to read.
  } finally {
    clearTimeout(timer);
  }
}
