/*
 * The landing's showcase (app/features/landing/components/showcase.tsx) turned by plain DOM
 * code: the server's markup shows the first sample and keeps every sample in a <template>. Next sample every
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
