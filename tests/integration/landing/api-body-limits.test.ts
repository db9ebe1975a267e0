import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MAX_EVENT_BYTES } from "#app/features/analytics/events.ts";
import { CHAT_MAX_BODY_BYTES } from "#app/features/chat/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { API_BODY_LIMITS, apiBodyLimits } from "#server/api-body-limits.ts";
import { createHttpApp } from "#server/http.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

const CHUNK = 1024;
const HUGE = 1024 * 1024;

/** A body sent without Content-Length (chunked), 1 KB at a time, that counts what was read of it. */
function streamedBody(total: number) {
  const counter = { produced: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.produced >= total) return controller.close();
        const size = Math.min(CHUNK, total - counter.produced);
        counter.produced += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://fiable.test${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);
}

describe("API_BODY_LIMITS", () => {
  it("caps events at ≈4 KB and chat at ≈6 KB", () => {
    expect(API_BODY_LIMITS["/api/v1/events"].maxSize).toBe(MAX_EVENT_BYTES);
    expect(MAX_EVENT_BYTES).toBe(4096);
    expect(API_BODY_LIMITS["/api/v1/chat"].maxSize).toBe(CHAT_MAX_BODY_BYTES);
    expect(CHAT_MAX_BODY_BYTES).toBeGreaterThanOrEqual(4096);
    expect(CHAT_MAX_BODY_BYTES).toBeLessThanOrEqual(8192);
  });
});

describe("apiBodyLimits()", () => {
  // The middleware in front of a handler that reports what it received.
  const app = new Hono();
  app.use("/api/v1/*", apiBodyLimits());
  app.post("/api/v1/*", async (c) => c.json({ received: (await c.req.raw.arrayBuffer()).byteLength }));

  it("passes a body within the limit to the handler whole, with or without Content-Length", async () => {
    const sized = await app.request(post("/api/v1/events", "x".repeat(3000)));
    expect(await sized.json()).toEqual({ received: 3000 });
    const { stream } = streamedBody(4000);
    const chunked = await app.request(post("/api/v1/events", stream));
    expect(chunked.status).toBe(200);
    expect(await chunked.json()).toEqual({ received: 4000 });
  });

  it("refuses a chunked body over the limit with 413 after reading at most the limit", async () => {
    for (const [path, limit] of [
      ["/api/v1/events", MAX_EVENT_BYTES],
      ["/api/v1/chat", CHAT_MAX_BODY_BYTES],
    ] as const) {
      const { stream, counter } = streamedBody(HUGE);
      const response = await app.request(post(path, stream));
      expect(response.status).toBe(413);
      expect(counter.produced).toBeLessThanOrEqual(limit + CHUNK);
    }
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { stream, counter } = streamedBody(HUGE);
    const response = await app.request(post("/api/v1/chat", stream, { "content-length": String(HUGE) }));
    expect(response.status).toBe(413);
    expect(counter.produced).toBe(0);
  });

  it("answers {error} in the visitor's language", async () => {
    const chat = await app.request(post("/api/v1/chat", "x".repeat(CHAT_MAX_BODY_BYTES + 1)));
    expect(await chat.json()).toEqual({ error: "Le message est trop long." });
    const events = await app.request(post("/api/v1/events", "x".repeat(MAX_EVENT_BYTES + 1), { cookie: "lang=en" }));
    expect(await events.json()).toEqual({ error: "The request is too large." });
  });

  it("leaves other paths alone", async () => {
    const response = await app.request(post("/api/v1/other", "x".repeat(HUGE / 4)));
    expect(await response.json()).toEqual({ received: HUGE / 4 });
  });
});

describe("server/http.ts", () => {
  it("mounts the limits in front of React Router: a large chunked event never reaches it", async () => {
    let reached = 0;
    const app = createHttpApp({
      env: parseEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" }),
      publicUrl: "http://fiable.test",
      build: async () => {
        reached++;
        throw new Error("React Router is not under test");
      },
      serveClientAssets: false,
    });
    const { stream, counter } = streamedBody(HUGE);
    const refused = await app.request(post("/api/v1/events", stream));
    expect(refused.status).toBe(413);
    expect(counter.produced).toBeLessThanOrEqual(MAX_EVENT_BYTES + CHUNK);
    expect(reached).toBe(0);

    // A small one goes through to React Router.
    await app.request(post("/api/v1/events", "{}"));
    expect(reached).toBe(1);
  });
});
