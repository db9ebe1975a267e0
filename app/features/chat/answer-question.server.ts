import type { TFunction } from "i18next";
import { FAQ_WIDGET_CATEGORIES, FAQ_WIDGET_HASH } from "#app/features/faq-widget/index.server.ts";
import { listHelpArticles, searchTerms } from "#app/features/help/index.server.ts";
import { LANDING_FAQ_ANCHOR, LANDING_FAQ_ITEMS } from "#app/features/landing/index.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { foldText } from "#app/lib/rich-text.ts";
import type { Language } from "#app/services/i18n/config.ts";
import type { ChatReply, ChatSource } from "./schema.ts";

/**
 * One unit of what the assistant knows: a section of a help article, or one question and
 * answer of the landing page's FAQ or of the FAQ widget. It is retrieved, quoted and
 * cited whole.
 */
export interface Knowledge {
  /** The help article's title, or the FAQ's question. */
  title: string;
  summary: string;
  /** The section's heading (help articles), null for the text before the first heading and for FAQ answers. */
  heading: string | null;
  text: string;
  /** What the answer cites: the article (at the section's anchor) or the FAQ. */
  source: ChatSource;
  /**
   * Multiplies the score: an FAQ's one-line answer (0.7) gives way to a help article that
   * matches as well, which says more; it still wins when its question is the better match.
   */
  weight: number;
}

export interface Passage extends Knowledge {
  score: number;
}

const ANSWER_LENGTH = 600;
const MODEL_TIMEOUT_MS = 15_000;
/** Shorter help sections are headings' leftovers, not answers. */
const MIN_SECTION_LENGTH = 40;
const FAQ_WEIGHT = 0.7;
/** The product's name is in every text: it says nothing about what is asked. */
const PRODUCT_NAME = "fiable";

/**
 * Everything the assistant answers from, in the visitor's language: every section of every
 * help article (French on an Arabic page, as the help centre), then the landing page's FAQ
 * (cited /#faq) and the FAQ widget's answers (cited /#faq-widget, which opens the widget),
 * through `t` (Arabic falls back to French where it has no text).
 */
export function knowledgeBase(lang: Language, host: string, t: TFunction): Knowledge[] {
  const entries: Knowledge[] = [];
  for (const article of listHelpArticles(lang, host)) {
    for (const section of article.sections) {
      if (section.text.trim().length < MIN_SECTION_LENGTH) continue;
      entries.push({
        title: article.title,
        summary: article.summary,
        heading: section.heading,
        text: section.text.trim(),
        source: { title: article.title, url: section.anchor ? `${article.url}#${section.anchor}` : article.url },
        weight: 1,
      });
    }
  }
  const landingFaq = t("landing.faq.title");
  for (const item of LANDING_FAQ_ITEMS) {
    const question = t(`landing.faq.items.${item}.q`);
    entries.push({
      title: question,
      summary: "",
      heading: null,
      text: t(`landing.faq.items.${item}.a`, { host }),
      source: { title: `${landingFaq} — ${question}`, url: `/#${LANDING_FAQ_ANCHOR}` },
      weight: FAQ_WEIGHT,
    });
  }
  const widgetFaq = t("faqWidget.title");
  for (const [category, items] of Object.entries(FAQ_WIDGET_CATEGORIES)) {
    for (const item of items) {
      const key = `faqWidget.categories.${category}.items.${item}` as "faqWidget.categories.start.items.free";
      const question = t(`${key}.q`);
      entries.push({
        title: question,
        summary: "",
        heading: null,
        text: t(`${key}.a`, { host }),
        source: { title: `${widgetFaq} — ${question}`, url: `/${FAQ_WIDGET_HASH}` },
        weight: FAQ_WEIGHT,
      });
    }
  }
  return entries;
}

function hits(haystack: string, term: string, cap: number): number {
  let count = 0;
  for (let at = haystack.indexOf(term); at !== -1 && count < cap; at = haystack.indexOf(term, at + term.length)) {
    count++;
  }
  return count;
}

/**
 * The passages that best match a question, best first: each entry of the knowledge base
 * scored by the question's words found in its title (most: an article's title or an FAQ's
 * question), summary, heading and text. A passage must contain at least half of the
 * question's words, so an unrelated question finds nothing rather than a wrong answer.
 */
export function retrievePassages(question: string, knowledge: readonly Knowledge[], limit = 3): Passage[] {
  const words = searchTerms(question);
  const terms = words.length > 1 ? words.filter((term) => term !== PRODUCT_NAME) : words;
  if (terms.length === 0) return [];
  const passages: Passage[] = [];
  for (const entry of knowledge) {
    const title = foldText(entry.title);
    const summary = foldText(entry.summary);
    const heading = foldText(entry.heading ?? "");
    const body = foldText(entry.text);
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const inBody = hits(body, term, 3);
      const found =
        (title.includes(term) ? 6 : 0) + (summary.includes(term) ? 2 : 0) + (heading.includes(term) ? 4 : 0);
      if (found + inBody > 0) matched++;
      score += found + inBody * 1.5;
    }
    if (matched === 0 || matched * 2 < terms.length) continue;
    // A passage that answers every word of the question beats one that repeats a single word.
    const coverage = matched / terms.length;
    passages.push({ ...entry, score: score * coverage * coverage * entry.weight });
  }
  passages.sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  return passages
    .filter((p) => {
      const key = `${p.source.url}|${p.title}|${p.heading}`;
      return !seen.has(key) && seen.add(key);
    })
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

/** The answer drawn from the knowledge base alone: the best passage, quoted, with its source. */
export function answerFromHelp(passages: Passage[], t: TFunction): ChatReply {
  const best = passages[0];
  if (!best) return { response: t("chat.answers.unknown"), sources: [] };
  const lead = best.heading && best.heading !== best.title ? `${best.title} — ${best.heading}` : best.title;
  const response = `${lead}\n\n${excerpt(best.text)}\n\n${t("chat.answers.source", { title: best.source.title })}`;
  return { response, sources: [best.source] };
}

export interface ModelSettings {
  url: string;
  key: string;
  model: string;
}

export function modelSettings(): ModelSettings | null {
  const env = parseEnv();
  if (!env.CHAT_API_URL || !env.CHAT_API_KEY) return null;
  return { url: env.CHAT_API_URL.replace(/\/+$/, ""), key: env.CHAT_API_KEY, model: env.CHAT_MODEL ?? "gpt-4o-mini" };
}

/** "[2]" or "[1, 3]" after a sentence: the passages the model says it used. */
const CITATION = /\s*\[(\d+(?:\s*,\s*\d+)*)\]/g;

/**
 * Asks an OpenAI-compatible chat endpoint (CHAT_API_URL + CHAT_API_KEY, CHAT_MODEL), with
 * the retrieved passages, numbered, as the only knowledge it may use. The model marks the
 * passages it used with their numbers; the reply cites exactly those (the markers are
 * removed from the text), and none when it used none — an answer saying it does not know
 * cites nothing. Returns null when the endpoint fails or answers nothing usable, so the
 * caller falls back to the knowledge base's own answer.
 */
export async function answerFromModel(
  question: string,
  passages: Passage[],
  lang: Language,
  settings: ModelSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<ChatReply | null> {
  const context = passages
    .map((p, i) => `[${i + 1}] ${p.title}${p.heading ? ` — ${p.heading}` : ""}\n${excerpt(p.text)}`)
    .join("\n\n");
  const language = lang === "en" ? "English" : lang === "ar" ? "Arabic" : "French";
  const system =
    `You are the support assistant of Fiable, a service where professionals build one public trust page with client reviews. ` +
    `Answer in ${language}, briefly, using only the numbered help passages below. ` +
    `After each sentence that uses a passage, write that passage's number in square brackets, like [1]. ` +
    `If the passages do not contain the answer, say plainly that you do not know and suggest the contact page (/contact), without any number. ` +
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
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) return null;

    const used = new Set<number>();
    for (const match of content.matchAll(CITATION)) {
      for (const n of match[1]!.split(",")) {
        const index = Number(n.trim()) - 1;
        if (index >= 0 && index < passages.length) used.add(index);
      }
    }
    const text = content.replace(CITATION, "").trim();
    if (!text) return null;
    const sources: ChatSource[] = [];
    for (const index of [...used].sort((a, b) => a - b)) {
      const source = passages[index]!.source;
      if (!sources.some((s) => s.url === source.url && s.title === source.title)) sources.push(source);
    }
    return { response: text.slice(0, 4000), sources };
  } catch (error) {
    logError("[chat] model call failed:", error);
    return null;
  }
}

/**
 * The assistant's answer: the configured model grounded on the retrieved passages, else
 * the best passage itself.
 */
export async function answerQuestion(
  question: string,
  { lang, host, t }: { lang: Language; host: string; t: TFunction },
): Promise<ChatReply> {
  const passages = retrievePassages(question, knowledgeBase(lang, host, t));
  const settings = modelSettings();
  if (settings) {
    const fromModel = await answerFromModel(question, passages, lang, settings);
    if (fromModel) return fromModel;
  }
  return answerFromHelp(passages, t);
}
