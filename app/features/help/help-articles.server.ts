import { type Block, blocksToText, foldText, inlineToText, parseRichText } from "#app/lib/rich-text.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { HELP_ARTICLES_EN } from "./articles.en.ts";
import { HELP_ARTICLES_FR } from "./articles.fr.ts";
import {
  categoryOf,
  HELP_CATEGORIES,
  HELP_CATEGORY_IDS,
  type HelpArticleTexts,
  type HelpCategoryId,
  type HelpSlug,
  isHelpSlug,
} from "./catalog.ts";

/** The help articles are written in French and English; Arabic pages show the French text. */
export type HelpContentLanguage = "fr" | "en";

const TEXTS: Record<HelpContentLanguage, HelpArticleTexts> = { fr: HELP_ARTICLES_FR, en: HELP_ARTICLES_EN };

export function helpContentLanguage(lang: Language): HelpContentLanguage {
  return lang === "en" ? "en" : "fr";
}

export interface HelpSection {
  /** null for the text before the first heading. */
  heading: string | null;
  anchor: string | null;
  text: string;
}

export interface HelpArticle {
  slug: HelpSlug;
  category: HelpCategoryId;
  /** The language the text is written in (French for an Arabic page). */
  lang: HelpContentLanguage;
  url: string;
  title: string;
  summary: string;
  blocks: Block[];
  /** Plain text of the body, for search and for the chat assistant. */
  text: string;
  sections: HelpSection[];
}

interface Indexed {
  article: HelpArticle;
  title: string;
  summary: string;
  body: string;
}

function sectionsOf(blocks: Block[]): HelpSection[] {
  const sections: HelpSection[] = [];
  let current: { heading: string | null; anchor: string | null; blocks: Block[] } = {
    heading: null,
    anchor: null,
    blocks: [],
  };
  const push = () => {
    if (current.blocks.length > 0 || current.heading) {
      sections.push({ heading: current.heading, anchor: current.anchor, text: blocksToText(current.blocks) });
    }
  };
  for (const block of blocks) {
    if (block.type === "heading" && block.level === 2) {
      push();
      current = { heading: inlineToText(block.content), anchor: block.id, blocks: [] };
    } else {
      current.blocks.push(block);
    }
  }
  push();
  return sections;
}

const libraries = new Map<string, Map<HelpSlug, Indexed>>();

/** Every article of one language, parsed once per language and host. */
function library(lang: HelpContentLanguage, host: string): Map<HelpSlug, Indexed> {
  const key = `${lang}|${host}`;
  let found = libraries.get(key);
  if (!found) {
    found = new Map();
    for (const category of HELP_CATEGORY_IDS) {
      for (const slug of HELP_CATEGORIES[category]) {
        const written = TEXTS[lang][slug];
        const source = {
          title: written.title.replaceAll("{host}", host),
          summary: written.summary.replaceAll("{host}", host),
          body: written.body.replaceAll("{host}", host),
        };
        const blocks = parseRichText(source.body);
        const text = blocksToText(blocks);
        const article: HelpArticle = {
          slug,
          category,
          lang,
          url: `/help/${slug}`,
          title: source.title,
          summary: source.summary,
          blocks,
          text,
          sections: sectionsOf(blocks),
        };
        found.set(slug, {
          article,
          title: foldText(source.title),
          summary: foldText(source.summary),
          body: foldText(text),
        });
      }
    }
    libraries.set(key, found);
  }
  return found;
}

export interface HelpArticleSummary {
  slug: HelpSlug;
  url: string;
  title: string;
  summary: string;
}

export interface HelpCategory {
  id: HelpCategoryId;
  articles: HelpArticleSummary[];
}

function summaryOf(article: HelpArticle): HelpArticleSummary {
  return { slug: article.slug, url: article.url, title: article.title, summary: article.summary };
}

/** The four categories with their articles, in order, for the help centre's index. */
export function listHelpCategories(lang: Language, host: string): HelpCategory[] {
  const articles = library(helpContentLanguage(lang), host);
  return HELP_CATEGORY_IDS.map((id) => ({
    id,
    articles: HELP_CATEGORIES[id].map((slug) => summaryOf(articles.get(slug)!.article)),
  }));
}

/**
 * Every help article of a language, whole (title, summary, parsed blocks, plain text and
 * sections): what the chat assistant grounds its answers on.
 */
export function listHelpArticles(lang: Language, host: string): HelpArticle[] {
  return [...library(helpContentLanguage(lang), host).values()].map((entry) => entry.article);
}

export function getHelpArticle(slug: string, lang: Language, host: string): HelpArticle | null {
  if (!isHelpSlug(slug)) return null;
  return library(helpContentLanguage(lang), host).get(slug)?.article ?? null;
}

/** The other articles of the same category, for "read next". */
export function relatedHelpArticles(article: HelpArticle, host: string): HelpArticleSummary[] {
  const articles = library(article.lang, host);
  return HELP_CATEGORIES[categoryOf(article.slug)]
    .filter((slug) => slug !== article.slug)
    .map((slug) => summaryOf(articles.get(slug)!.article));
}

// Words too common to say anything about what is searched.
const STOP_WORDS = new Set(
  (
    "le la les l un une des du de d et ou a au aux en pour par sur dans avec sans mon ma mes ton ta tes son sa ses " +
    "votre vos notre nos je j tu il elle on nous vous ils elles ce c cet cette ces qui que qu quoi comment est sont " +
    "faire fait peut peux puis ne pas plus se s y the an and or of to in on for my your is are how do does can i " +
    "what with it this that be"
  ).split(" "),
);

// Endings removed from longer words, so that "personnaliser" finds "personnalisée" and
// "domaine" finds "domain": a light stemming, good enough for a few dozen articles.
const SUFFIXES = ["ements", "ement", "ations", "ation", "ings", "ing", "ees", "ee", "es", "er", "ez", "ed", "e", "s"];

export function stem(term: string): string {
  if (term.length <= 4) return term;
  for (const suffix of SUFFIXES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 4) return term.slice(0, -suffix.length);
  }
  return term;
}

/** The words of a query worth searching for, folded (lower case, no accents) and stemmed. */
export function searchTerms(query: string): string[] {
  const terms = foldText(query)
    .split(/[^a-z0-9]+/)
    .filter((term) => term.length >= 2 && !STOP_WORDS.has(term))
    .map(stem);
  return [...new Set(terms)].slice(0, 8);
}

function occurrences(haystack: string, needle: string, cap: number): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1 && count < cap; at = haystack.indexOf(needle, at + needle.length)) {
    count++;
  }
  return count;
}

/** A piece of an excerpt; `hit` marks the searched words, to be highlighted. */
export interface ExcerptPart {
  text: string;
  hit: boolean;
}

export interface HelpSearchResult extends HelpArticleSummary {
  category: HelpCategoryId;
  excerpt: ExcerptPart[];
}

/**
 * Folds `text` character by character and remembers where each folded character came
 * from, so that a match found in the folded text ("domaine") can be highlighted in the
 * original ("Domaine").
 */
function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldText(char);
    for (let k = 0; k < f.length; k++) origin.push(index);
    folded += f;
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

const EXCERPT_BEFORE = 70;
const EXCERPT_LENGTH = 220;

function excerptOf(text: string, terms: string[]): ExcerptPart[] {
  const { folded, origin } = foldWithMap(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      // Mark the whole word the stem was found in ("personnalis" → "personnalisée").
      let end = origin[at + term.length]!;
      while (end < text.length && /[\p{L}\p{N}]/u.test(text[end]!)) end++;
      ranges.push([origin[at]!, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const first = ranges[0]?.[0] ?? 0;

  let start = Math.max(0, first - EXCERPT_BEFORE);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > first) end = space;
  }

  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: "… ", hit: false });
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= cursor || from >= end) continue;
    const a = Math.max(from, cursor);
    if (a > cursor) parts.push({ text: text.slice(cursor, a), hit: false });
    const b = Math.min(to, end);
    parts.push({ text: text.slice(a, b), hit: true });
    cursor = b;
  }
  if (cursor < end) parts.push({ text: text.slice(cursor, end), hit: false });
  if (end < text.length) parts.push({ text: " …", hit: false });
  return parts.map((part) => ({ ...part, text: part.text.replace(/\s+/g, " ") }));
}

/**
 * The help centre's search: the articles whose title, summary or body contain every
 * word of the query, ignoring case and accents ("domaine" finds "Domaine"), best first,
 * each with an excerpt around the first match.
 */
export function searchHelpArticles(query: string, lang: Language, host: string): HelpSearchResult[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored: { entry: Indexed; score: number }[] = [];
  for (const entry of library(helpContentLanguage(lang), host).values()) {
    let score = 0;
    let all = true;
    for (const term of terms) {
      const inTitle = entry.title.includes(term);
      const inSummary = entry.summary.includes(term);
      const inBody = occurrences(entry.body, term, 5);
      if (!inTitle && !inSummary && inBody === 0) {
        all = false;
        break;
      }
      score += (inTitle ? 10 : 0) + (inSummary ? 4 : 0) + inBody;
    }
    if (all) scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.map(({ entry }) => {
    const { article } = entry;
    const source = terms.some((term) => entry.body.includes(term)) ? article.text : article.summary;
    return { ...summaryOf(article), category: article.category, excerpt: excerptOf(source, terms) };
  });
}
