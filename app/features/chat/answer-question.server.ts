import type { TFunction } from "i18next";
import { type HelpArticle, listHelpArticles, searchTerms } from "#app/features/help/help-articles.server.ts";
import type { Language } from "#app/features/i18n/config.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { foldText } from "#app/lib/rich-text.ts";
import type { ChatReply, ChatSource } from "./schema.ts";

/** One section of a help article, the unit the assistant retrieves and cites. */
export interface Passage {
  article: HelpArticle;
  heading: string | null;
  text: string;
  score: number;
}

const ANSWER_LENGTH = 600;
const MODEL_TIMEOUT_MS = 15_000;

function hits(haystack: string, term: string, cap: number): number {
  let count = 0;
  for (let at = haystack.indexOf(term); at !== -1 && count < cap; at = haystack.indexOf(term, at + term.length)) {
    count++;
  }
  return count;
}

/**
 * The help passages that best match a question, best first: every section of every article
 * in the visitor's language, scored by the question's words found in the article's title
 * (most), the section's heading, and its text. A passage must contain at least half of the
 * question's words, so an unrelated question finds nothing rather than a wrong article.
 */
export function retrievePassages(question: string, lang: Language, host: string, limit = 3): Passage[] {
  const terms = searchTerms(question);
  if (terms.length === 0) return [];
  const passages: Passage[] = [];
  for (const article of listHelpArticles(lang, host)) {
    const title = foldText(article.title);
    const summary = foldText(article.summary);
    for (const section of article.sections) {
      const heading = foldText(section.heading ?? "");
      const body = foldText(section.text);
      let score = 0;
      let matched = 0;
      for (const term of terms) {
        const inBody = hits(body, term, 3);
        const found =
          (title.includes(term) ? 6 : 0) + (summary.includes(term) ? 2 : 0) + (heading.includes(term) ? 4 : 0);
        if (found + inBody > 0) matched++;
        score += found + inBody * 1.5;
      }
      if (matched === 0 || matched * 2 < terms.length || section.text.trim().length < 40) continue;
      // A passage that answers every word of the question beats one that repeats a single word.
      const coverage = matched / terms.length;
      passages.push({
        article,
        heading: section.heading,
        text: section.text.trim(),
        score: score * coverage * coverage,
      });
    }
  }
  passages.sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  return passages
    .filter((p) => !seen.has(`${p.article.slug}|${p.heading}`) && seen.add(`${p.article.slug}|${p.heading}`))
    .slice(0, limit);
}

/** The first sentences of a passage, up to about ANSWER_LENGTH characters. */
export function excerpt(text: string): string {
  const clean = text
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (clean.length <= ANSWER_LENGTH) return clean;
  const cut = clean.slice(0, ANSWER_LENGTH);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(" : "), cut.lastIndexOf("; "));
  return `${end > 200 ? cut.slice(0, end + 1) : cut.trimEnd()} …`;
}

function sourceOf(passage: Passage): ChatSource {
  const anchor = passage.heading ? passage.article.sections.find((s) => s.heading === passage.heading)?.anchor : null;
  return { title: passage.article.title, url: anchor ? `${passage.article.url}#${anchor}` : passage.article.url };
}

/** The answer drawn from the help content alone: the best passage, quoted, with its article. */
export function answerFromHelp(question: string, passages: Passage[], t: TFunction): ChatReply {
  const best = passages[0];
  if (!best) return { response: t("chat.answers.unknown"), sources: [] };
  const lead =
    best.heading && best.heading !== best.article.title
      ? `${best.article.title} — ${best.heading}`
      : best.article.title;
  const response = `${lead}\n\n${excerpt(best.text)}\n\n${t("chat.answers.source", { title: best.article.title })}`;
  void question;
  return { response, sources: [sourceOf(best)] };
}

interface ModelSettings {
  url: string;
  key: string;
  model: string;
}

export function modelSettings(): ModelSettings | null {
  const env = parseEnv();
  if (!env.CHAT_API_URL || !env.CHAT_API_KEY) return null;
  return { url: env.CHAT_API_URL.replace(/\/+$/, ""), key: env.CHAT_API_KEY, model: env.CHAT_MODEL ?? "gpt-4o-mini" };
}

/**
 * Asks an OpenAI-compatible chat endpoint (CHAT_API_URL + CHAT_API_KEY, CHAT_MODEL), with
 * the retrieved passages as the only knowledge it may use. Returns null when the endpoint
 * fails or answers nothing usable, so the caller falls back to the help answer.
 */
export async function answerFromModel(
  question: string,
  passages: Passage[],
  lang: Language,
  settings: ModelSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<ChatReply | null> {
  const context = passages
    .map((p, i) => `[${i + 1}] ${p.article.title}${p.heading ? ` — ${p.heading}` : ""}\n${excerpt(p.text)}`)
    .join("\n\n");
  const language = lang === "en" ? "English" : lang === "ar" ? "Arabic" : "French";
  const system =
    `You are the support assistant of Fiable, a service where professionals build one public trust page with client reviews. ` +
    `Answer in ${language}, briefly, using only the help passages below. If they do not contain the answer, say plainly that you do not know and suggest the contact page (/contact). ` +
    `Never invent features, prices or figures.\n\nHelp passages:\n${context || "(none)"}`;
  try {
    const response = await fetchImpl(`${settings.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${settings.key}` },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: "system", content: system },
          { role: "user", content: question },
        ],
      }),
      signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== "string" || !text.trim()) return null;
    return { response: text.trim().slice(0, 4000), sources: passages.slice(0, 1).map(sourceOf) };
  } catch (error) {
    console.error("[chat] model call failed:", error);
    return null;
  }
}

/** The assistant's answer: the configured model grounded on the help passages, else the passages themselves. */
export async function answerQuestion(
  question: string,
  { lang, host, t }: { lang: Language; host: string; t: TFunction },
): Promise<ChatReply> {
  const passages = retrievePassages(question, lang, host);
  const settings = modelSettings();
  if (settings) {
    const fromModel = await answerFromModel(question, passages, lang, settings);
    if (fromModel) return fromModel;
  }
  return answerFromHelp(question, passages, t);
}
