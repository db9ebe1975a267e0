import { sessionId, track } from "#app/features/analytics/index.ts";
import { scrollToHeroForm } from "./scroll-to-hero.ts";

/*
 * The landing's enhancements, plain DOM code run by the site's script
 * (app/islands/site.client.ts; the landing is not hydrated, decision 039).
 *
 * The showcase (showcase.tsx): the server's markup shows the first sample and keeps every sample in a <template>. Next sample every
 * `data-rotation-ms`; paused while hovered or focused, after the pause button, or when the
 * visitor asks for reduced motion.
 */
export function startShowcase(section: HTMLElement): void {
  const slides = [...section.querySelectorAll<HTMLTemplateElement>("template[data-showcase-slide]")];
  const dots = [...section.querySelectorAll<HTMLElement>("[data-showcase-go]")];
  const stop = section.querySelector<HTMLElement>("[data-showcase-stop]");
  const every = Number(section.dataset.rotationMs) || 4000;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: number | undefined;

  function show(next: number): void {
    index = (next + slides.length) % slides.length;
    const current = section.querySelector("[data-slide]");
    const slide = slides[index]?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!current || !slide) return;
    slide.setAttribute("aria-live", current.getAttribute("aria-live") ?? "off");
    current.replaceWith(slide);
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  }

  function update(): void {
    const paused = hovered || focused || stopped || reduced.matches;
    section.dataset.paused = paused ? "true" : "false";
    section.querySelector("[data-slide]")?.setAttribute("aria-live", paused ? "polite" : "off");
    if (stop) {
      stop.setAttribute("aria-pressed", stopped ? "true" : "false");
      const label = stopped ? stop.dataset.playText : stop.dataset.pauseText;
      if (label) stop.setAttribute("aria-label", label);
    }
    window.clearInterval(timer);
    timer = paused ? undefined : window.setInterval(() => show(index + 1), every);
  }

  section.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const step = target?.closest<HTMLElement>("[data-showcase-step]");
    const go = target?.closest<HTMLElement>("[data-showcase-go]");
    if (step) show(index + Number(step.dataset.showcaseStep));
    else if (go) show(Number(go.dataset.showcaseGo));
    else if (target?.closest("[data-showcase-stop]")) {
      stopped = !stopped;
      update();
    }
  });
  section.addEventListener("pointerenter", () => {
    hovered = true;
    update();
  });
  section.addEventListener("pointerleave", () => {
    hovered = false;
    update();
  });
  section.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  section.addEventListener("focusout", (event) => {
    if (!section.contains(event.relatedTarget as Node | null)) {
      focused = false;
      update();
    }
  });
  reduced.addEventListener("change", update);
  update();
}

/** A call to action (`a[data-cta]`): recorded, then the hero form scrolled to and focused. */
export function onCallToAction(event: MouseEvent): void {
  track("cta_clicked", { source: "landing_page" });
  scrollToHeroForm(event);
}

function imageFailed(image: HTMLImageElement): void {
  const box = image.closest<HTMLElement>("[data-landing-image]");
  if (!box || box.dataset.failed) return;
  box.dataset.failed = "true";
  const text = document.createElement("div");
  text.setAttribute("role", "img");
  text.setAttribute("aria-label", image.alt);
  text.className = "absolute inset-0 flex flex-col items-center justify-center gap-1 text-muted-foreground text-xs";
  text.textContent = box.dataset.unavailableText ?? "";
  box.replaceChildren(text);
}

export function watchLandingImages(): void {
  // Errors do not bubble: listen in the capture phase, and look at what failed before.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) imageFailed(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>("[data-landing-image] img")) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute("loading") !== "lazy") imageFailed(image);
  }
}

export function fillHeroForm(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>("input[data-js-flag]")) input.value = "1";
  for (const input of document.querySelectorAll<HTMLInputElement>("input[data-analytics-session]")) {
    input.value = sessionId();
  }
}
