import { track } from "#app/features/analytics/index.ts";
import {
  fillHeroForm,
  onCallToAction,
  startShowcase,
  watchLandingImages,
} from "#app/features/landing/components/landing-island.tsx";
import { markHydrated } from "#app/lib/hydration-marker.ts";
import { LANG_STORAGE_KEY } from "#app/services/i18n/config.ts";
import { isTheme, PREFERENCES_PATH, type Theme } from "#app/services/theme/theme.ts";

/*
 * The script of the public pages of the `_site` layout (decision 039): the landing, the
 * blog, the help centre, the legal and documentation pages are server HTML, not hydrated.
 * Everything on them works without JavaScript (links, GET search forms, forms that post to
 * their page's action, <details> menus and FAQs, the language links and the theme form);
 * this module adds what needs a script, through data attributes of the server's markup:
 *
 * - [data-chat-launcher], [data-open-chat]  the chat assistant: its island (chat-island.tsx,
 *                       React, loaded on first use and prefetched on hover or focus)
 * - [data-faq-launcher]  the landing's FAQ widget island (faq-island.tsx), also #faq-widget
 * - [data-showcase]      the landing's rotating samples (landing-island.tsx, as the three below)
 * - [data-landing-image] 'Image indisponible' in place of an image that failed
 * - a[data-cta]          cta_clicked, then the hero form scrolled to and focused
 * - [data-js-flag], [data-analytics-session]  the hero form's hidden fields
 * - form[data-search-as-you-type]  a GET search run 300 ms after typing stops: the
 *                       server's page for it replaces [data-search-results] in place
 * - form[data-required-to-submit]  its submit button disabled while a required field is
 *                       empty, and while the form is being sent (data-sending-text);
 *                       with data-submit-in-place, sent by fetch (submitInPlace)
 * - details[name]        one answer open at a time where `name` is not supported
 * - form[action="/preferences"]  the theme applied at once and saved in the background
 *                       (a fetch: /preferences answers JSON to a post without redirectTo)
 * - the page's language mirrored to localStorage (as the hydrated pages' I18nProvider)
 * - one page_view ('landing' for /)
 *
 * Islands get their texts from the markup (data-island-texts), already translated.
 */

type ChatIsland = typeof import("#app/features/chat/components/chat-island.tsx");
type FaqIsland = typeof import("#app/features/faq-widget/components/faq-island.tsx");

let chatIsland: Promise<ChatIsland> | null = null;
let faqIsland: Promise<FaqIsland> | null = null;

function loadChat(): Promise<ChatIsland> {
  chatIsland ??= import("#app/features/chat/components/chat-island.tsx").catch((error: unknown) => {
    chatIsland = null;
    throw error;
  });
  return chatIsland;
}

function loadFaq(): Promise<FaqIsland> {
  faqIsland ??= import("#app/features/faq-widget/components/faq-island.tsx").catch((error: unknown) => {
    faqIsland = null;
    throw error;
  });
  return faqIsland;
}

function chatLauncher(): HTMLElement | null {
  return document.querySelector<HTMLElement>("[data-chat-launcher]");
}

function openChat(fallback?: HTMLAnchorElement): void {
  const launcher = chatLauncher();
  if (!launcher) return;
  launcher.setAttribute("aria-busy", "true");
  loadChat()
    .then(({ openChat }) => openChat(launcher))
    // The island could not load (offline, new deploy): a link goes where it points.
    .catch(() => {
      if (fallback) window.location.assign(fallback.href);
    })
    .finally(() => launcher.removeAttribute("aria-busy"));
}

function openFaq(launcher: HTMLElement, open?: boolean): void {
  void loadFaq()
    .then(({ toggleFaq }) => toggleFaq(launcher, open))
    .catch(() => {});
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const openChatLink = target.closest<HTMLAnchorElement>("a[data-open-chat]");
  const faq = target.closest<HTMLElement>("[data-faq-launcher]");
  const cta = target.closest<HTMLAnchorElement>("a[data-cta]");
  if (target.closest("[data-chat-launcher]")) openChat();
  else if (openChatLink && chatLauncher()) {
    event.preventDefault();
    openChat(openChatLink);
  } else if (faq) openFaq(faq);
  else if (cta) onCallToAction(event);
}

function prefetch(event: Event): void {
  if (!(event.target instanceof Element)) return;
  if (event.target.closest("[data-chat-launcher], a[data-open-chat]")) void loadChat().catch(() => {});
  else if (event.target.closest("[data-faq-launcher]")) void loadFaq().catch(() => {});
}

const FAQ_WIDGET_HASH = "#faq-widget";

function openFaqFromHash(): void {
  const launcher = document.querySelector<HTMLElement>("[data-faq-launcher]");
  if (launcher && window.location.hash === FAQ_WIDGET_HASH) openFaq(launcher, true);
}

/** Where `<details name>` is unknown (older browsers), keep one answer open by hand. */
function onToggle(event: Event): void {
  const opened = event.target;
  if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
  const name = opened.getAttribute("name");
  if (!name || "name" in HTMLDetailsElement.prototype) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(name)}"][open]`)) {
    if (other !== opened) other.open = false;
  }
}

function requiredToSubmit(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("[required]")];
  const update = () => {
    button.disabled = fields.some((field) => field.value.trim() === "");
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => {
    if (button.disabled) return event.preventDefault();
    if (form.hasAttribute("data-submit-in-place")) {
      event.preventDefault();
      void submitInPlace(form, button, update);
      return;
    }
    // Disabled after this turn, so that the browser still sends the form.
    setTimeout(() => {
      button.disabled = true;
      if (button.dataset.sendingText) button.textContent = button.dataset.sendingText;
    });
  });
  update();
}

/**
 * Posts the form with fetch; the answer is its page, whose [data-submit-region] replaces
 * the form's. A failed request (offline, a proxy's own error page) keeps what was typed
 * and shows the form's <template data-submit-failed>.
 */
async function submitInPlace(form: HTMLFormElement, button: HTMLButtonElement, done: () => void): Promise<void> {
  const region = form.closest("[data-submit-region]");
  const label = button.textContent;
  button.disabled = true;
  if (button.dataset.sendingText) button.textContent = button.dataset.sendingText;
  form.querySelector("[data-failure-notice]")?.remove();
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form),
      headers: { Accept: "text/html" },
      credentials: "same-origin",
    });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const answer = page.querySelector("[data-submit-region]");
    if (region && answer) {
      region.replaceChildren(...answer.childNodes);
      for (const next of region.querySelectorAll<HTMLFormElement>("form[data-required-to-submit]")) {
        requiredToSubmit(next);
      }
      return;
    }
  } catch {
    // Offline: said below.
  }
  button.textContent = label;
  done();
  const notice = form.querySelector<HTMLTemplateElement>("template[data-submit-failed]");
  if (notice) form.querySelector("template[data-submit-failed]")?.after(notice.content.cloneNode(true));
}

function searchAsYouType(form: HTMLFormElement): void {
  const region = document.querySelector("[data-search-results]");
  if (!region) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  form.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      const url = `${form.action}${query.get("q")?.trim() ? `?${query}` : ""}`;
      pending?.abort();
      pending = new AbortController();
      try {
        const response = await fetch(url, { signal: pending.signal, headers: { Accept: "text/html" } });
        if (!response.ok) return;
        const next = new DOMParser().parseFromString(await response.text(), "text/html");
        const found = next.querySelector("[data-search-results]");
        if (!found) return;
        region.replaceChildren(...found.childNodes);
        document.title = next.title;
        window.history.replaceState(null, "", url);
      } catch {
        // Aborted by the next keystroke, or offline: the search button still works.
      }
    }, 300);
  });
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.toggle("dark", dark);
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    `form[action="${PREFERENCES_PATH}"] button[name="theme"]`,
  )) {
    button.setAttribute("aria-pressed", button.value === theme ? "true" : "false");
  }
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.getAttribute("action") !== PREFERENCES_PATH) return;
  const submitter = event.submitter;
  const theme = submitter instanceof HTMLButtonElement && submitter.name === "theme" ? submitter.value : "";
  if (!isTheme(theme)) return;
  event.preventDefault();
  applyTheme(theme);
  const body = new FormData();
  body.set("theme", theme);
  // Not saved (offline): the plain form still works on the next try.
  void fetch(PREFERENCES_PATH, { method: "POST", body, credentials: "same-origin" }).catch(() => {});
}

function mirrorLanguage(): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, document.documentElement.lang);
  } catch {
    // Storage disabled (private mode, policy): the cookie still keeps the choice.
  }
}

function recordPageView(): void {
  const { pathname } = window.location;
  track("page_view", {
    page: pathname === "/" ? "landing" : pathname,
    path: pathname,
    referrer: document.referrer || undefined,
  });
}

document.addEventListener("click", onClick);
document.addEventListener("submit", onSubmit);
document.addEventListener("pointerover", prefetch, { passive: true });
document.addEventListener("focusin", prefetch);
document.addEventListener("toggle", onToggle, true);
window.addEventListener("hashchange", openFaqFromHash);
for (const section of document.querySelectorAll<HTMLElement>("[data-showcase]")) startShowcase(section);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-required-to-submit]")) requiredToSubmit(form);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-search-as-you-type]")) searchAsYouType(form);
watchLandingImages();
fillHeroForm();
openFaqFromHash();
mirrorLanguage();
recordPageView();
markHydrated();
