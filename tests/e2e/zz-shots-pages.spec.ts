import { test } from "@playwright/test";

const OUT = "/work/notes/shots-pages";
const pages = (process.env.SHOT_PATHS ?? "/camille-martin/wall").split(",");

for (const path of pages) {
  for (const lang of ["fr", "ar"]) {
    for (const width of [320, 1440]) {
      test(`shot ${path} ${lang} ${width}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
        await page.waitForLoadState("networkidle");
        const wide = await page.evaluate(() => {
          const out: string[] = [];
          for (const el of document.querySelectorAll("body *")) {
            const r = el.getBoundingClientRect();
            if (r.right > window.innerWidth + 0.5 || r.left < -0.5) out.push(`${el.tagName}.${(el.getAttribute("class") ?? "").slice(0, 80)} ${Math.round(r.left)}-${Math.round(r.right)}`);
          }
          return { sw: document.documentElement.scrollWidth, out: out.slice(0, 15) };
        });
        console.log(path, lang, width, JSON.stringify(wide));
        const name = `${path.replace(/[^a-z0-9]+/gi, "_")}-${lang}-${width}.png`;
        await page.screenshot({ path: `${OUT}/${name}`, fullPage: width === 320 ? false : false });
      });
    }
  }
}
