import { track } from "#app/features/analytics/index.ts";
import { writeClipboard } from "#app/lib/clipboard.ts";

/*
 * The public page's only script (decision 014). /{slug} is rendered on the server and not
 * hydrated: everything works without JavaScript (native popovers for the share menu and
 * the QR code, <details name> for the FAQ, links for the rest), and this module adds what
 * needs a script, through data attributes on the server's markup:
 *
 * - [data-share]        the system share sheet where the browser has one (else the
 *                       button's popover, the share menu, opens by itself)
 * - [data-copy-link]    copies the page's address, with a toast
 * - [data-review-dialog] opens the review form in a dialog (review-island.tsx, loaded on
 *                       first use and prefetched on hover/focus); a plain link otherwise
 * - details[name]       one FAQ answer open at a time where `name` is not supported
 * - [data-page-view]    one page_view (with the profile id when the element carries one)
 * - form[data-reveal]   a masked number (decision 019): posts the form with fetch and opens
 *                       the address /go answers; a refusal shows data-reveal-failed-text
 *
 * The texts come from the markup (data-*-text), so no dictionary is shipped.
 */

const SHARE_MENU_ID = "profile-share-menu";

function shareData(): { url: string; title: string; text: string } | null {
  const menu = document.getElementById(SHARE_MENU_ID);
  if (!menu) return null;
  const { shareUrl: url, shareTitle: title, shareText: text } = menu.dataset;
  return url ? { url, title: title ?? "", text: text ?? "" } : null;
}

/** A short message at the bottom of the screen, read out by screen readers. */
function toast(message: string, kind: "success" | "error"): void {
  let region = document.getElementById("profile-toasts");
  if (!region) {
    region = document.createElement("div");
    region.id = "profile-toasts";
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", "polite");
    region.className = "pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4";
    document.body.append(region);
  }
  const item = document.createElement("p");
  item.textContent = message;
  item.dataset.kind = kind;
  item.className =
    kind === "error"
      ? "pointer-events-auto rounded-lg border border-destructive/40 bg-background px-4 py-3 font-medium text-destructive text-sm shadow-lg"
      : "pointer-events-auto rounded-lg border bg-background px-4 py-3 font-medium text-foreground text-sm shadow-lg";
  region.append(item);
  setTimeout(() => item.remove(), 4000);
}

async function copyLink(button: HTMLElement): Promise<void> {
  const data = shareData();
  const menu = document.getElementById(SHARE_MENU_ID);
  if (button.closest(`#${SHARE_MENU_ID}`)) menu?.hidePopover?.();
  const copied = data ? await writeClipboard(data.url) : false;
  const text = copied ? menu?.dataset.copiedText : menu?.dataset.copyFailedText;
  if (text) toast(text, copied ? "success" : "error");
}

function share(event: MouseEvent): void {
  const data = shareData();
  if (!data || typeof navigator.share !== "function") return; // the popover opens
  event.preventDefault();
  navigator.share(data).catch((error: unknown) => {
    // Closing the sheet is not a failure; anything else falls back to the menu.
    if (error instanceof DOMException && error.name === "AbortError") return;
    document.getElementById(SHARE_MENU_ID)?.showPopover?.();
  });
}

let reviewIsland: Promise<typeof import("#app/features/reviews/components/review-island.tsx")> | null = null;

function loadReviewIsland() {
  reviewIsland ??= import("#app/features/reviews/components/review-island.tsx").catch((error: unknown) => {
    reviewIsland = null;
    throw error;
  });
  return reviewIsland;
}

function openReviewDialog(event: MouseEvent, link: HTMLAnchorElement): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  const { slug, name } = link.dataset;
  if (!slug) return;
  event.preventDefault();
  link.setAttribute("aria-busy", "true");
  loadReviewIsland()
    .then(({ openReviewDialog }) =>
      openReviewDialog({
        slug,
        name: name ?? "",
        lang: document.documentElement.lang,
        dir: document.documentElement.dir === "rtl" ? "rtl" : "ltr",
        returnFocus: link,
      }),
    )
    // The script could not load (offline, new deploy): the form's own page still works.
    .catch(() => window.location.assign(link.href))
    .finally(() => link.removeAttribute("aria-busy"));
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const review = target.closest<HTMLAnchorElement>("a[data-review-dialog]");
  const copy = target.closest<HTMLElement>("[data-copy-link]");
  if (review) openReviewDialog(event, review);
  else if (copy) void copyLink(copy);
  else if (target.closest("[data-share]")) share(event);
}

/** A masked number is given only to a POST from this page (decision 019). */
async function reveal(event: SubmitEvent, form: HTMLFormElement): Promise<void> {
  event.preventDefault();
  if (form.getAttribute("aria-busy")) return;
  form.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(form.action, { method: "POST", headers: { Accept: "application/json" } });
    const { url } = response.ok ? ((await response.json()) as { url?: unknown }) : {};
    if (typeof url === "string") return window.location.assign(url);
  } catch {
    // Offline, or not JSON: said below.
  } finally {
    form.removeAttribute("aria-busy");
  }
  if (form.dataset.revealFailedText) toast(form.dataset.revealFailedText, "error");
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.matches("form[data-reveal]")) void reveal(event, form);
}

function prefetchReviewIsland(event: Event): void {
  if (event.target instanceof Element && event.target.closest("a[data-review-dialog]")) {
    void loadReviewIsland().catch(() => {});
  }
}

/** Where `<details name>` is unknown (older browsers), keep one FAQ answer open by hand. */
function onToggle(event: Event): void {
  const opened = event.target;
  if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
  const name = opened.getAttribute("name");
  if (!name || "name" in HTMLDetailsElement.prototype) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(name)}"][open]`)) {
    if (other !== opened) other.open = false;
  }
}

function recordPageView(): void {
  const marker = document.querySelector<HTMLElement>("[data-page-view]");
  if (!marker) return;
  const { pathname } = window.location;
  track(
    "page_view",
    { page: pathname, path: pathname, referrer: document.referrer || undefined },
    { profileId: marker.dataset.profileId || undefined },
  );
}

document.addEventListener("click", onClick);
document.addEventListener("submit", onSubmit);
document.addEventListener("pointerover", prefetchReviewIsland, { passive: true });
document.addEventListener("focusin", prefetchReviewIsland);
document.addEventListener("touchstart", prefetchReviewIsland, { passive: true });
document.addEventListener("toggle", onToggle, true);
recordPageView();
// Says the page's script is in place (what a test waits for instead of React's hydration).
document.documentElement.dataset.pageScript = "profile";
