import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  answerFromModel,
  knowledgeBase,
  type Passage,
  retrievePassages,
} from "#app/features/chat/answer-question.server.ts";
import { handleChatRequest } from "#app/features/chat/handle-chat.server.ts";
import { CHAT_MESSAGE_MAX, type ChatReply, ChatRequestSchema } from "#app/features/chat/schema.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
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

async function reply(message: string, lang = "fr"): Promise<ChatReply> {
  const response = await ask({ message }, { lang });
  expect(response.status).toBe(200);
  return (await response.json()) as ChatReply;
}

function passagesFor(question: string, lang: "fr" | "en" = "fr"): Passage[] {
  const { t } = getI18n(new Request(PUBLIC_URL, { headers: { Cookie: `lang=${lang}` } }));
  return retrievePassages(question, knowledgeBase(lang, "fiable.test", t));
}

describe("POST /api/v1/chat", () => {
  it("answers 'Comment personnaliser mon URL ?' from the help article on the custom address, citing it", async () => {
    const answer = await reply("Comment personnaliser mon URL ?");
    expect(answer.response).toContain("fiable.test/camille-martin");
    expect(answer.response).toContain("Source : Choisir votre adresse personnalisée (domaine)");
    expect(answer.sources).toEqual([
      { title: "Choisir votre adresse personnalisée (domaine)", url: "/help/custom-domain" },
    ]);
  });

  it("answers in English from the English articles and FAQ", async () => {
    const article = await reply("How do I choose my custom address?", "en");
    expect(article.sources[0]?.url).toMatch(/^\/help\/custom-domain(#|$)/);
    expect(article.response).toContain("Source: Choose your custom address (domain)");
    const faq = await reply("How do I customize my URL?", "en");
    expect(faq.response).toContain("your page is published at fiable.test/yourname");
    expect(faq.sources).toEqual([{ title: "Frequently asked questions — Can I customize my URL?", url: "/#faq" }]);
  });

  it("answers from the FAQ widget's texts, in the visitor's language, citing the widget", async () => {
    const fr = await reply("Combien de temps pour créer ma page ?");
    expect(fr.response).toContain("Environ 2 minutes pour l'essentiel");
    expect(fr.sources).toEqual([{ title: "FAQ — Combien de temps pour créer ma page ?", url: "/#faq-widget" }]);

    const en = await reply("How long does it take to create my page?", "en");
    expect(en.response).toContain("About 2 minutes for the essentials");
    expect(en.sources[0]?.url).toBe("/#faq-widget");
  });

  it("answers from the landing page's FAQ, citing /#faq", async () => {
    const answer = await reply("En combien de temps répond le support ?");
    expect(answer.response).toContain("Notre équipe répond sous 24 à 48 heures");
    expect(answer.sources).toEqual([
      { title: "Questions fréquentes — En combien de temps répond le support ?", url: "/#faq" },
    ]);
  });

  it("says plainly when nothing it knows answers", async () => {
    const answer = await reply("Quelle est la capitale du Pérou ?");
    expect(answer.sources).toEqual([]);
    expect(answer.response).toMatch(/^Je ne sais pas répondre/);
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
  const question = "Comment personnaliser mon URL ?";

  function fakeModel(content: string) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ choices: [{ message: { content } }] });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it("sends the question with the numbered passages and cites the passages the answer marks", async () => {
    const passages = passagesFor(question);
    expect(passages.length).toBeGreaterThanOrEqual(2);
    const { calls, fetchImpl } = fakeModel("Ouvrez l'onglet Domaine [1]. Elle est modifiable à tout moment [2].");
    const answer = await answerFromModel(question, passages, "fr", settings, fetchImpl);
    expect(answer).toEqual({
      response: "Ouvrez l'onglet Domaine. Elle est modifiable à tout moment.",
      sources: [passages[0]!.source, passages[1]!.source],
    });
    expect(calls[0]?.url).toBe("https://llm.example/v1/chat/completions");
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe("Bearer test-key");
    const body = JSON.parse(String(calls[0]?.init.body)) as { model: string; messages: { content: string }[] };
    expect(body.model).toBe("small-model");
    expect(body.messages[0]?.content).toContain("[1] Choisir votre adresse personnalisée (domaine)");
    expect(body.messages[0]?.content).toContain("fiable.test/camille-martin");
    expect(body.messages[1]).toEqual({ role: "user", content: question });
  });

  it("cites nothing when the answer uses no passage, and ignores numbers it was not given", async () => {
    const passages = passagesFor(question);
    const { fetchImpl } = fakeModel("Je ne sais pas, écrivez-nous depuis /contact [9].");
    expect(await answerFromModel(question, passages, "fr", settings, fetchImpl)).toEqual({
      response: "Je ne sais pas, écrivez-nous depuis /contact.",
      sources: [],
    });
  });

  it("gives up (null) when the endpoint fails, so the knowledge base's answer is used", async () => {
    const failing = (async () => new Response("busy", { status: 503 })) as unknown as typeof fetch;
    expect(await answerFromModel("URL ?", passagesFor(question), "fr", settings, failing)).toBeNull();
  });
});

/** A local HTTP server playing an OpenAI-compatible /v1/chat/completions endpoint. */
describe("answerQuestion with CHAT_API_URL and CHAT_API_KEY set", () => {
  let server: Server;
  let status = 200;
  let content = "";
  const received: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  const saved = { url: process.env.CHAT_API_URL, key: process.env.CHAT_API_KEY, model: process.env.CHAT_MODEL };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => {
        raw += chunk;
      });
      request.on("end", () => {
        received.push({
          path: request.url ?? "",
          authorization: request.headers.authorization,
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(status === 200 ? { choices: [{ message: { role: "assistant", content } }] } : {}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.CHAT_API_URL = `http://127.0.0.1:${port}/v1/`;
    process.env.CHAT_API_KEY = "local-key";
    process.env.CHAT_MODEL = "local-model";
  });

  afterEach(() => {
    received.length = 0;
    status = 200;
  });

  afterAll(async () => {
    for (const [name, value] of [
      ["CHAT_API_URL", saved.url],
      ["CHAT_API_KEY", saved.key],
      ["CHAT_MODEL", saved.model],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers with the model's text and the sources it used", async () => {
    content = "Dans l'onglet Domaine du tableau de bord [1].";
    const answer = await reply("Comment personnaliser mon URL ?");
    expect(answer).toEqual({
      response: "Dans l'onglet Domaine du tableau de bord.",
      sources: [{ title: "Choisir votre adresse personnalisée (domaine)", url: "/help/custom-domain" }],
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe("/v1/chat/completions");
    expect(received[0]?.authorization).toBe("Bearer local-key");
    expect(received[0]?.body.model).toBe("local-model");
  });

  it("falls back to the knowledge base's own answer when the model fails", async () => {
    status = 500;
    const answer = await reply("Comment personnaliser mon URL ?");
    expect(received).toHaveLength(1);
    expect(answer.response).toContain("Source : Choisir votre adresse personnalisée (domaine)");
    expect(answer.sources[0]?.url).toBe("/help/custom-domain");
  });
});
