import { describe, expect, it } from "vitest";
import { answerFromModel, retrievePassages } from "#app/features/chat/answer-question.server.ts";
import { handleChatRequest } from "#app/features/chat/handle-chat.server.ts";
import { CHAT_MESSAGE_MAX, type ChatReply, ChatRequestSchema } from "#app/features/chat/schema.ts";
import { RATE_LIMITS } from "#app/features/rate-limit/limits.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

const PUBLIC_URL = "http://fiable.test";
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

function ask(body: unknown, { lang = "fr", ip = freshIp() }: { lang?: string; ip?: string } = {}) {
  const request = new Request(`${PUBLIC_URL}/api/v1/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `lang=${lang}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return handleChatRequest(request, { clientIp: ip, publicUrl: PUBLIC_URL, schema: ChatRequestSchema });
}

describe("POST /api/v1/chat", () => {
  it("answers 'Comment personnaliser mon URL ?' from the help article on the custom address, citing it", async () => {
    const response = await ask({ message: "Comment personnaliser mon URL ?" });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as ChatReply;
    expect(reply.response).toContain("fiable.test/camille-martin");
    expect(reply.response).toContain("Source : Choisir votre adresse personnalisée (domaine)");
    expect(reply.sources).toEqual([
      { title: "Choisir votre adresse personnalisée (domaine)", url: "/help/custom-domain" },
    ]);
  });

  it("answers in English from the English articles", async () => {
    const reply = (await (await ask({ message: "How do I customize my URL?" }, { lang: "en" })).json()) as ChatReply;
    expect(reply.sources[0]?.url).toBe("/help/custom-domain");
    expect(reply.response).toContain("Source: Choose your custom address (domain)");
  });

  it("says plainly when the help content has no answer", async () => {
    const reply = (await (await ask({ message: "Quelle est la capitale du Pérou ?" })).json()) as ChatReply;
    expect(reply.sources).toEqual([]);
    expect(reply.response).toMatch(/^Je ne sais pas répondre/);
  });

  it("refuses empty, blank, too long and malformed messages with 400", async () => {
    for (const body of [
      { message: "" },
      { message: "   \n " },
      { message: "x".repeat(CHAT_MESSAGE_MAX + 1) },
      {},
      "nope",
    ]) {
      const response = await ask(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it("limits one address to its quota, then answers 429 with Retry-After", async () => {
    const ip = freshIp();
    const { points } = RATE_LIMITS["chat.message.ip"];
    for (let i = 0; i < points; i++) expect((await ask({ message: "avis vidéo" }, { ip })).status).toBe(200);
    const over = await ask({ message: "avis vidéo" }, { ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("answerFromModel", () => {
  const settings = { url: "https://llm.example/v1", key: "test-key", model: "small-model" };
  const passages = retrievePassages("Comment personnaliser mon URL ?", "fr", "fiable.test");

  it("sends the question with the retrieved passages to the OpenAI-compatible endpoint and cites the article", async () => {
    let sent: { url: string; init: RequestInit } | undefined;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent = { url, init };
      return Response.json({ choices: [{ message: { content: "Ouvrez l'onglet Domaine du tableau de bord." } }] });
    }) as unknown as typeof fetch;
    const reply = await answerFromModel("Comment personnaliser mon URL ?", passages, "fr", settings, fakeFetch);
    expect(reply).toEqual({
      response: "Ouvrez l'onglet Domaine du tableau de bord.",
      sources: [{ title: "Choisir votre adresse personnalisée (domaine)", url: "/help/custom-domain" }],
    });
    expect(sent?.url).toBe("https://llm.example/v1/chat/completions");
    expect(new Headers(sent?.init.headers).get("authorization")).toBe("Bearer test-key");
    const body = JSON.parse(String(sent?.init.body)) as {
      model: string;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe("small-model");
    expect(body.messages[0]?.content).toContain("fiable.test/camille-martin");
    expect(body.messages[1]).toEqual({ role: "user", content: "Comment personnaliser mon URL ?" });
  });

  it("gives up (null) when the endpoint fails, so the help answer is used", async () => {
    const failing = (async () => new Response("busy", { status: 503 })) as unknown as typeof fetch;
    expect(await answerFromModel("URL ?", passages, "fr", settings, failing)).toBeNull();
  });
});
