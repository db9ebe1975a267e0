import type { EmbedLanguage, EmbedMedia, EmbedProfile, EmbedReview } from "./contract.ts";
import type { Layout, Theme } from "./options.ts";
import type { Translate } from "./texts.ts";

/**
 * The widget as one HTML string (decision 032): the script renders it into its shadow root,
 * the iframe page runs the same script. Pure: data and texts in, markup out, every value
 * escaped, only http(s) URLs from the read API in links and sources.
 */
export interface RenderInput {
  profile: EmbedProfile;
  reviews: EmbedReview[];
  layout: Layout;
  theme: Theme;
  lang: EmbedLanguage;
  t: Translate;
}

/**
 * Texts longer than this are clamped to four lines behind « Lire la suite » (the script
 * drops the clamp and the button when the text fits anyway, on a wide layout).
 */
export const CLAMP_AFTER = 200;

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const esc = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => escapes[c] as string);
const url = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? esc(value) : "");

export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

const stars = (rating: number, t: Translate) =>
  `<span class="st" role="img" aria-label="${esc(t("stars", { rating }))}">${"★".repeat(rating)}<span class="off">${"★".repeat(5 - rating)}</span></span>`;

function link(href: string, text: string, kind: string, cls = "") {
  return `<a class="${cls}" href="${url(href)}" target="_blank" rel="noopener" data-k="${kind}">${esc(text)}</a>`;
}

function media(m: EmbedMedia, review: EmbedReview, t: Translate): string {
  const src = url(m.url);
  if (!src) return "";
  if (m.type === "photo") {
    return `<button type="button" class="ph" data-src="${src}" aria-label="${esc(t("openPhoto"))}"><img src="${src}" alt="${esc(t("photo", { name: review.name }))}" loading="lazy"></button>`;
  }
  const time = m.duration ? `<span class="dur">${esc(t("duration", { duration: duration(m.duration) }))}</span>` : "";
  const label = esc(t(m.type));
  if (m.type === "audio")
    return `<div class="md"><audio controls preload="none" src="${src}" aria-label="${label}"></audio>${time}</div>`;
  const captions = url(m.captions);
  const track = captions
    ? `<track kind="captions" src="${captions}" srclang="${esc(review.language ?? "fr")}" label="${esc(review.language ?? "fr")}" default>`
    : "";
  return `<div class="md"><video controls preload="none" playsinline${captions ? ' crossorigin="anonymous"' : ""} src="${src}"${m.poster ? ` poster="${url(m.poster)}"` : ""} aria-label="${label}">${track}</video>${time}</div>`;
}

function card(review: EmbedReview, input: RenderInput, index: number, total: number): string {
  const { t, lang, layout } = input;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(review.date));
  const long = review.text.length > CLAMP_AFTER;
  const textId = `t${index}`;
  // A review may be in another language than the widget's: its own direction.
  const textLang = `${review.language && review.language !== lang ? ` lang="${esc(review.language)}"` : ""} dir="auto"`;
  const slide =
    layout === "carousel"
      ? ` role="group" aria-roledescription="slide" aria-label="${esc(t("slide", { index: index + 1, total }))}"`
      : "";
  return `<article class="card"${slide}>
<div class="who">${review.photo ? `<img class="av" src="${url(review.photo)}" alt="" loading="lazy">` : ""}<div><b class="nm">${esc(review.name)}</b>${review.title ? `<span class="rt">${esc(review.title)}</span>` : ""}</div></div>
${stars(review.rating, t)}
<p class="meta"><span class="lb" title="${esc(t("labels.title"))}">${esc(t(`labels.${review.label}`))}</span>${review.relationship ? `<span class="rel">${esc(t(`relationships.${review.relationship}`))}</span>` : ""}<time datetime="${esc(review.date)}">${esc(date)}</time>${review.edited ? `<span class="ed">${esc(t("edited"))}</span>` : ""}</p>
${review.media ? media(review.media, review, t) : ""}
${review.text ? `<p class="tx${long ? " cl" : ""}" id="${textId}"${textLang}>${esc(review.text)}</p>` : ""}
${long ? `<button type="button" class="more" aria-expanded="false" aria-controls="${textId}" data-less="${esc(t("readLess"))}">${esc(t("readMore"))}</button>` : ""}
${review.reply ? `<div class="rp"><b>${esc(t("reply", { name: input.profile.name }))}</b><p dir="auto">${esc(review.reply.text)}</p></div>` : ""}
</article>`;
}

export function renderWidget(input: RenderInput): string {
  const { profile, reviews, layout, theme, lang, t } = input;
  const { average, count } = profile.rating;
  const avg =
    average === null
      ? ""
      : new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(average);
  const summary =
    count > 0 && average !== null
      ? `<span class="avg">${stars(Math.round(average), t)} <strong>${esc(avg)}</strong><span class="sr">${esc(t("rating", { average: avg }))}</span></span> <span class="ct">${esc(t("count", { count }))}</span>`
      : `<span class="ct">${esc(t("noReviews"))}</span>`;
  const notice = link(profile.noticeUrl, t("howLink"), "notice", "how");
  const open = `<div class="w" dir="${lang === "ar" ? "rtl" : "ltr"}" lang="${lang}" data-theme="${theme}" data-layout="${layout}"><section aria-label="${esc(t("region", { name: profile.name }))}">`;
  const close = `</section><dialog class="box" aria-label="${esc(t("openPhoto"))}"><button type="button" class="x" aria-label="${esc(t("close"))}">×</button><img alt=""></dialog></div>`;
  if (layout === "badge") {
    return `${open}<div class="badge"><a class="bl" href="${url(profile.url)}" target="_blank" rel="noopener" data-k="page"><span class="bn">${esc(profile.name)}</span> ${summary}</a>${notice}</div>${close}`;
  }
  const cards = reviews.map((review, i) => card(review, input, i, reviews.length)).join("");
  const track =
    layout === "carousel"
      ? `<div class="tr" role="region" aria-roledescription="carousel" aria-label="${esc(t("carousel"))}" tabindex="0">${cards}</div><div class="nav"><button type="button" class="prev" aria-label="${esc(t("previous"))}">‹</button><button type="button" class="next" aria-label="${esc(t("next"))}">›</button></div>`
      : `<div class="tr">${cards}</div>`;
  return `${open}<header class="hd">${link(profile.url, profile.name, "page", "pn")} ${summary}</header>${reviews.length ? track : ""}<footer class="ft">${link(profile.wallUrl, t("seeAll"), "wall")}${notice}</footer>${close}`;
}
