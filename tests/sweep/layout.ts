// What "fits" means, shared by `npm run sweep` (tests/sweep) and the smoke subset
// of `npm test` (tests/e2e/layout-smoke.spec.ts).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The widths every screen must fit, phones to desktops. */
export const SWEEP_WIDTHS = [320, 360, 390, 768, 1024, 1440, 1920] as const;

export interface LayoutProblem {
  kind: "overflow" | "header";
  detail: string;
}

/**
 * What is wrong with the page's layout at the width its viewport was set to:
 * - the page is wider than the window (compared with the width asked for, not with
 *   `innerWidth`, which mobile emulation widens to fit wide content), with the elements
 *   that stick out;
 * - an element of the page header (its links and buttons) that is out of the window, cut
 *   by an ancestor, or covered by something else.
 */
export async function layoutProblems(page: Page, width: number): Promise<LayoutProblem[]> {
  return page.evaluate((width) => {
    const problems: { kind: "overflow" | "header"; detail: string }[] = [];
    const nameOf = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      const classes = typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 3).join(".") : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""}${classes ? `.${classes}` : ""} «${text}»`;
    };
    // Rendered and seen: not in a closed <details> or a hidden menu, not transparent.
    const visible = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) {
        return false;
      }
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };

    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth > width) {
      // The outermost elements that stick out: their own right edge (left in RTL) beyond the window.
      const rtl = document.documentElement.dir === "rtl";
      const out = [...document.body.querySelectorAll("*")].filter((element) => {
        if (!visible(element)) return false;
        const box = element.getBoundingClientRect();
        const beyond = rtl ? box.left < -1 : box.right > width + 1;
        if (!beyond) return false;
        // Skip content of a scroll container: it scrolls, it does not widen the page.
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow === "auto" || overflow === "scroll" || overflow === "hidden" || overflow === "clip")
            return false;
        }
        return true;
      });
      const outermost = out.filter((element) => !out.some((other) => other !== element && other.contains(element)));
      problems.push({
        kind: "overflow",
        detail: `page ${scrollWidth}px wide in ${width}px: ${outermost.slice(0, 4).map(nameOf).join(", ") || "(no single element)"}`,
      });
    }

    for (const header of document.querySelectorAll("body header")) {
      if (!visible(header)) continue;
      for (const control of header.querySelectorAll("a[href], button, [role=button], select, input")) {
        if (!visible(control) || control.closest("[aria-hidden=true], [hidden]")) continue;
        const box = control.getBoundingClientRect();
        if (box.left < -1 || box.right > width + 1) {
          problems.push({ kind: "header", detail: `out of the window: ${nameOf(control)}` });
          continue;
        }
        // Cut by an ancestor that hides its overflow (a scrolling row counts: a part is out of
        // sight); wholly outside it, the control is hidden on purpose (a collapsed menu).
        let cut = false;
        let hidden = false;
        for (
          let parent = control.parentElement;
          parent && parent !== header.parentElement;
          parent = parent.parentElement
        ) {
          const style = getComputedStyle(parent);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const frame = parent.getBoundingClientRect();
          const outside =
            box.right <= frame.left || box.left >= frame.right || box.bottom <= frame.top || box.top >= frame.bottom;
          if (outside) hidden = true;
          else if (
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            box.top < frame.top - 1 ||
            box.bottom > frame.bottom + 1
          ) {
            cut = true;
          }
        }
        if (hidden) continue;
        if (cut) {
          problems.push({ kind: "header", detail: `cut: ${nameOf(control)}` });
          continue;
        }
        const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
        const y = box.top + box.height / 2;
        if (y < 0 || y > window.innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (top && top !== control && !control.contains(top) && !top.contains(control)) {
          problems.push({ kind: "header", detail: `covered by ${nameOf(top)}: ${nameOf(control)}` });
        }
      }
    }
    return problems;
  }, width);
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical WCAG A/AA violations axe-core finds on the page as it is. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

/** Waits for the page to be laid out as it will stay: fonts loaded, no pending animation frame. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
