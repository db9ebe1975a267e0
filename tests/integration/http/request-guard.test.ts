// No 5xx for bad input (decision 020): the request guard of server/http.ts
// in front of every route — a body of the wrong type is a 415, one past 1 MiB a 413, one that
// does not parse a 400, text with control characters or that is not UTF-8 a 422 « Caractères
// non autorisés » — answered as JSON to scripts and as a page in the request's language to
// browsers. The review API takes JSON as /docs/api says, and forms.
import { eq } from "drizzle-orm";
import type { ActionFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import { DISCARD_BYTES } from "#app/lib/read-limited.server.ts";
import * as reviewsApiRoute from "#app/routes/api.v1.reviews.$slug.ts";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { reviews } from "#db/schema.ts";
import { createHttpApp } from "#server/http.ts";
import { MAX_BODY_BYTES } from "#server/request-guard.ts";
import { resourceRoutesBuild } from "#tests/integration/http/support.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";

setupProfileTest();

/** A page's action that answers what it read of the form (the route behind the guard). */
const echo = {
  action: async ({ request }: ActionFunctionArgs) =>
    Response.json({ fields: [...(await request.formData())].map(([key, value]) => [key, String(value)]) }),
};

let app: ReturnType<typeof createHttpApp>;
beforeAll(() => {
  app = createHttpApp({
    env: parseEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" }),
    publicUrl: PUBLIC_URL,
    build: resourceRoutesBuild({
      echo: { path: "echo", module: echo },
      "api-v1-reviews": { path: "api/v1/reviews/:slug", module: reviewsApiRoute },
    }),
    serveClientAssets: false,
  });
});

const encoder = new TextEncoder();

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return app.request(
    new Request(`${PUBLIC_URL}${path}`, {
      method: "POST",
      body,
      headers: { Origin: PUBLIC_URL, Accept: "application/json", ...headers },
      duplex: "half",
    } as RequestInit),
  );
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

function multipart(name: string, value: Uint8Array | string) {
  const head = encoder.encode(`--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`);
  const bytes = typeof value === "string" ? encoder.encode(value) : value;
  const tail = encoder.encode("\r\n--b--\r\n");
  const out = new Uint8Array(head.length + bytes.length + tail.length);
  out.set(head);
  out.set(bytes, head.length);
  out.set(tail, head.length + bytes.length);
  return out;
}
const MULTIPART = { "Content-Type": "multipart/form-data; boundary=b" };

describe("a body of the wrong type", () => {
  it("is a 415 on a page, whatever it holds, with a JSON error for a script", async () => {
    const cases: [string, string][] = [
      ["application/json", '{"name":"Marie"}'],
      ["text/plain", "name=Marie"],
      ["application/xml", "<name>Marie</name>"],
      ["application/octet-stream", "\u0000\u0001"],
    ];
    for (const [type, body] of cases) {
      const response = await post("/echo", body, { "Content-Type": type });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: "Type de contenu non pris en charge." });
    }
  });

  it("is a small page in the visitor's language for a browser (fr, en, ar)", async () => {
    const french = await post("/echo", "{}", { "Content-Type": "application/json", Accept: "text/html" });
    expect(french.status).toBe(415);
    expect(french.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(french.headers.get("Cache-Control")).toBe("no-store");
    const html = await french.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("Type de contenu non pris en charge.");
    const english = await post("/echo?lang=en", "{}", { "Content-Type": "application/json", Accept: "text/html" });
    expect(await english.text()).toContain("Unsupported content type.");
    const arabic = await post("/echo?lang=ar", "{}", { "Content-Type": "application/json", Accept: "text/html" });
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
  });

  it("is JSON where /api takes JSON", async () => {
    const response = await post("/api/v1/reviews/nobody-here", "{}", { "Content-Type": "application/json" });
    expect(response.status).not.toBe(415);
  });
});

describe("a body past 1 MiB", () => {
  it("is a 413, declared or counted while it streams; the rest is read and thrown away, within bounds", async () => {
    const big = form({ name: "a".repeat(MAX_BODY_BYTES) });
    expect((await post("/echo", big, FORM)).status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless for the server's purposes: four times what it agrees to throw away.
        if (sent > 4 * DISCARD_BYTES) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(encoder.encode("a".repeat(64 * 1024)));
      },
    });
    const streamed = await post("/echo", stream, FORM);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: "La requête est trop volumineuse." });
    // Kept: at most 1 MiB. Read and discarded so the client can read the 413 (a lingering
    // close): at most DISCARD_BYTES more, then the body is cut off.
    expect(sent).toBeGreaterThan(MAX_BODY_BYTES + 64 * 1024);
    expect(sent).toBeLessThanOrEqual(MAX_BODY_BYTES + DISCARD_BYTES + 3 * 64 * 1024);
  });
});

describe("a body that does not parse", () => {
  it("is a 400: broken multipart, bad JSON, JSON nested past 64 levels", async () => {
    const broken = await post("/echo", '--b\r\nContent-Disposition: form-data; name="a"\r\nno blank line', MULTIPART);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Requête mal formée." });
    const badJson = await post("/api/v1/reviews/x", '{"name": "Marie",', { "Content-Type": "application/json" });
    expect(badJson.status).toBe(400);
    const deep = await post("/api/v1/reviews/x", `${"[".repeat(65)}1${"]".repeat(65)}`, {
      "Content-Type": "application/json",
    });
    expect(deep.status).toBe(400);
    const veryDeep = await post("/api/v1/reviews/x", `${"[".repeat(50_000)}${"]".repeat(50_000)}`, {
      "Content-Type": "application/json",
    });
    expect(veryDeep.status).toBe(400);
  });
});

describe("text with control characters, or that is not UTF-8", () => {
  const refused = { error: "Caractères non autorisés" };

  it("is a 422 « Caractères non autorisés » in a form, a multipart form or JSON", async () => {
    for (const [body, headers] of [
      [form({ name: "Ma\u0000rie" }), FORM],
      [form({ "na\u0007me": "Marie" }), FORM],
      [form({ content: "\u001b[31m" }), FORM],
      [form({ content: "DEL \u007f" }), FORM],
      [multipart("name", "Ma\u0008rie"), MULTIPART],
      [JSON.stringify({ name: "Marie", content: "a\u0000b" }), { "Content-Type": "application/json" }],
      [JSON.stringify({ nested: [{ "k\u0001": "v" }] }), { "Content-Type": "application/json" }],
    ] as const) {
      const path = headers["Content-Type"] === "application/json" ? "/api/v1/reviews/x" : "/echo";
      const response = await post(path, body, headers);
      expect(response.status, String(body)).toBe(422);
      expect(await response.json()).toEqual(refused);
    }
  });

  it("is a 422 when the bytes are not UTF-8, raw or percent-encoded", async () => {
    const raw = new Uint8Array([...encoder.encode("name="), 0xc3, 0x28]);
    expect((await post("/echo", raw, FORM)).status).toBe(422);
    expect((await post("/echo", "name=%FF%FE", FORM)).status).toBe(422);
    expect((await post("/echo", multipart("name", new Uint8Array([0xed, 0xa0, 0x80])), MULTIPART)).status).toBe(422);
    const json = new Uint8Array([...encoder.encode('{"name":"'), 0xff, ...encoder.encode('"}')]);
    expect((await post("/api/v1/reviews/x", json, { "Content-Type": "application/json" })).status).toBe(422);
  });

  it("in English for an English visitor", async () => {
    const response = await post("/echo?lang=en", form({ name: "a\u0000" }), FORM);
    expect(await response.json()).toEqual({ error: "Characters not allowed" });
  });

  it("lets tabs, line breaks, emoji and right-to-left text through, the route reading them as sent", async () => {
    const fields = { content: "ligne 1\r\nligne 2\tfin", name: "مرحبا 😀", empty: "" };
    const response = await post("/echo", form(fields), FORM);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      fields: Object.entries({ ...fields, content: "ligne 1\r\nligne 2\tfin" }),
    });
    const viaMultipart = await post("/echo", multipart("name", "Zoë\nDupont"), MULTIPART);
    expect(await viaMultipart.json()).toEqual({ fields: [["name", "Zoë\nDupont"]] });
  });
});

describe("a POST without a body", () => {
  it("reaches the action as an empty form (no longer a 500 in formData())", async () => {
    const response = await post("/echo", null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fields: [] });
  });
});

describe("POST /api/v1/reviews/{slug}", () => {
  async function owner() {
    const { profile } = await createUserWithProfile({ profile: { name: "Jade Api" } });
    return profile;
  }
  const fields = { name: "Léa", rating: "5", type: "text", content: "Travail soigné, merci.", consent: "on" };

  it("takes JSON, as /docs/api says, with numbers as numbers", async () => {
    const profile = await owner();
    const response = await post(
      `/api/v1/reviews/${profile.slug}`,
      JSON.stringify({ ...fields, rating: 5, consent: true }),
      { "Content-Type": "application/json" },
    );
    expect(response.status).toBe(200);
    const stored = await getDb().select().from(reviews).where(eq(reviews.profileId, profile.id));
    expect(stored).toEqual([expect.objectContaining({ reviewerName: "Léa", rating: 5, status: "pending" })]);
  });

  it("takes a form too; a field of the wrong JSON type (array, object, null) is a 400, not a 500", async () => {
    const profile = await owner();
    expect((await post(`/api/v1/reviews/${profile.slug}`, form(fields), FORM)).status).toBe(200);
    const wrong = await post(
      `/api/v1/reviews/${profile.slug}`,
      JSON.stringify({ name: ["Léa"], rating: { five: 5 }, type: 3, content: null }),
      { "Content-Type": "application/json" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await wrong.json()).toMatchObject({ outcome: "refused", result: { status: "error" } });
    const missing = await post(`/api/v1/reviews/${profile.slug}`, JSON.stringify({ rating: 5 }), {
      "Content-Type": "application/json",
    });
    expect(missing.status).toBe(422);
  });
});
