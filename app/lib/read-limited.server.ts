/**
 * Reads a request body up to `limit` bytes; null as soon as it goes beyond. The limit is
 * checked on every chunk as it arrives, so an oversized upload is cut off after `limit`
 * bytes (the rest is never read, let alone buffered) whatever Content-Length claimed.
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
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
