import type { EmbedProfile, EmbedReview } from "./contract.ts";
import { HEIGHT_MESSAGE, MEASURE_MESSAGE } from "./frame-messages.ts";
import type { EmbedOptions } from "./options.ts";
import { renderWidget } from "./render.ts";
import { WIDGET_CSS } from "./styles.ts";
import { embedTextsOf, translator } from "./texts.ts";

type EmbedEvent = "embed_impression" | "embed_click";

/**
 * Renders one widget into `host`'s shadow root and wires its behaviour: « Lire la suite »,
 * the carousel's buttons and arrow keys, the photo lightbox, the first-party events, and in
 * the iframe variant the height posted to the parent. `base` is Fiable's origin.
 */
export async function mountWidget(host: HTMLElement, options: EmbedOptions, base: string, framed: boolean) {
  const get = (path: string) => fetch(base + path, { credentials: "omit" });
  const slug = options.profile;
  const answer = slug ? await get(`/api/v1/profiles/${slug}`).catch(() => null) : null;
  if (!answer?.ok) {
    // Nothing visible on the owner's site: one line for whoever pasted the snippet.
    console.warn(
      `Fiable: no profile ${slug ? `"${slug}"` : "in data-profile"} (${answer ? answer.status : "network error"}); the reviews widget is not shown.`,
    );
    return;
  }
  const profile = (await answer.json()) as EmbedProfile;
  const lang = options.lang ?? profile.language;
  const [messages, list] = await Promise.all([
    get(`/api/v1/messages?areas=embed&lang=${lang}`).then((r) => r.json()),
    options.layout === "badge"
      ? { reviews: [] }
      : get(`/api/v1/profiles/${slug}/reviews?limit=${options.max}`).then((r) => (r.ok ? r.json() : { reviews: [] })),
  ]);
  const t = translator(embedTextsOf(messages), lang);
  const reviews = (list as { reviews: EmbedReview[] }).reviews;

  const root = host.attachShadow({ mode: "open" });
  if ("adoptedStyleSheets" in root) {
    // A constructed sheet: allowed by a host page's CSP that forbids inline <style>.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
    root.adoptedStyleSheets = [sheet];
  }
  root.innerHTML =
    ("adoptedStyleSheets" in root ? "" : `<style>${WIDGET_CSS}</style>`) +
    renderWidget({ profile, reviews, layout: options.layout, theme: options.theme, lang, t });

  // The trust page's accent and corners (decision 045), through the CSSOM: no inline style
  // attribute, which the iframe page's policy and a host page's may refuse.
  const frame = root.querySelector<HTMLElement>(".w");
  const accent = profile.theme?.accent;
  if (frame && accent) {
    frame.style.setProperty("--brand-l", accent.light);
    frame.style.setProperty("--brand-d", accent.dark);
  }
  if (frame && profile.theme?.corners === "square") {
    frame.style.setProperty("--rd", "0px");
    frame.style.setProperty("--rd-w", "0px");
  }

  // Random per load, never stored on the host site (crypto.randomUUID needs a secure context).
  const sessionId = Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
  const variant = framed
    ? { variant: "iframe", ...(document.referrer ? { referrer: document.referrer.slice(0, 1000) } : {}) }
    : { variant: "script" };
  // text/plain: a CORS "simple" request, no preflight (the events route parses it as JSON).
  const send = (event: EmbedEvent, target?: string) =>
    fetch(`${base}/api/v1/events`, {
      method: "POST",
      mode: "cors",
      credentials: "omit",
      keepalive: true,
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({
        event,
        sessionId,
        slug,
        properties: { ...variant, layout: options.layout, ...(target ? { target } : {}) },
      }),
    }).catch(() => {});

  // A text clamped that fits in its four lines anyway: no clamp, no « Lire la suite ».
  for (const text of root.querySelectorAll<HTMLElement>(".cl")) {
    if (text.clientHeight > 0 && text.scrollHeight <= text.clientHeight + 1) {
      text.classList.remove("cl");
      root.querySelector(`[aria-controls="${text.id}"]`)?.remove();
    }
  }

  const track = root.querySelector<HTMLElement>(".tr");
  const box = root.querySelector("dialog") as HTMLDialogElement;
  let opener: HTMLElement | null = null;
  const scroll = (direction: number) => {
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: "smooth" });
  };
  const rtl = lang === "ar" ? -1 : 1;

  root.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    const more = target.closest<HTMLButtonElement>(".more");
    if (more) {
      const open = more.getAttribute("aria-expanded") !== "true";
      root.getElementById(more.getAttribute("aria-controls") ?? "")?.classList.toggle("cl", !open);
      more.setAttribute("aria-expanded", String(open));
      const other = more.dataset.less ?? "";
      more.dataset.less = more.textContent ?? "";
      more.textContent = other;
      return;
    }
    const photo = target.closest<HTMLElement>(".ph");
    if (photo) {
      opener = photo;
      (box.querySelector("img") as HTMLImageElement).src = photo.dataset.src ?? "";
      box.showModal();
      return;
    }
    if (target.closest(".x") || target === box) return box.close();
    if (target.closest(".prev")) return scroll(-rtl);
    if (target.closest(".next")) return scroll(rtl);
    const link = target.closest<HTMLAnchorElement>("a[data-k]");
    if (link) send("embed_click", link.dataset.k);
  });
  box.addEventListener("close", () => opener?.focus());
  track?.addEventListener("keydown", (event) => {
    if (event.target !== track || options.layout !== "carousel") return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      scroll(event.key === "ArrowRight" ? 1 : -1);
    }
  });
  // The first play of a review's audio or video counts as a click on the widget.
  let played = false;
  root.addEventListener(
    "play",
    () => {
      if (!played) send("embed_click", "media");
      played = true;
    },
    true,
  );

  // One impression per load, once the widget is on screen.
  if (typeof IntersectionObserver === "function") {
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        seen.disconnect();
        send("embed_impression");
      }
    });
    seen.observe(host);
  } else send("embed_impression");

  if (framed && parent !== window) {
    // The frame's own page: no margin, and its height to the parent on every change.
    document.body.style.margin = "0";
    const post = () =>
      parent.postMessage(
        { type: HEIGHT_MESSAGE, height: Math.ceil(document.documentElement.getBoundingClientRect().height) },
        "*",
      );
    new ResizeObserver(post).observe(document.documentElement);
    // Only the parent's own window, and only this exact message, is answered.
    addEventListener("message", (event) => {
      if (event.source === parent && event.data?.type === MEASURE_MESSAGE) post();
    });
  }
}
