#!/usr/bin/env node
// `npm run bench:hydration`: what a visitor on a slow phone waits for, measured in a real
// Chromium rather than simulated — first contentful paint, and the moment the page is
// hydrated (React's handlers attached, or a non-hydrated page's own script ready).
//
// Starts the production build on a fresh DATA_DIR (like `npm run lighthouse`), then loads
// each page --runs times in a fresh context through the DevTools protocol's slow 4G
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with a 4× slower CPU, the conditions
// of Lighthouse's mobile preset, and prints the medians. Decision 015 compares builds with
// it (BUILD_DIR=.builds/other npm run bench:hydration).
//
// Options: --pages=/,/blog --runs=5; BUILD_DIR (default build), HYDRATION_PORT (default 3394).
import { chromium } from "@playwright/test";
import { createCleanups, parseArgs, runScript, startApp } from "./lib/app-harness.mjs";

const args = parseArgs();
const PAGES = (args.pages ?? "/,/blog").split(",").filter(Boolean);
const RUNS = Math.max(1, Number(args.runs ?? 5));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const APP_PORT = Number(process.env.HYDRATION_PORT ?? 3394);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const cleanups = createCleanups();
const log = (message) => console.log(`[hydration] ${message}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(
      // The app's marker: React's hydration, or a public page's islands script (decision 039).
      () => document.documentElement.dataset.hydrated === "true",
      null,
      { polling: 20, timeout: 60_000 },
    );
    return page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      hydrated: performance.now(),
    }));
  } finally {
    await context.close();
  }
}

async function main() {
  log(`starting the app (${BUILD_DIR}/) on 127.0.0.1:${APP_PORT} with a fresh DATA_DIR…`);
  await startApp({ buildDir: BUILD_DIR, port: APP_PORT, cleanups, log });
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  cleanups.add(() => browser.close());
  console.log(`\nslow 4G + 4× CPU, ${RUNS} loads per page, medians (ms)`);
  console.log(`${"page".padEnd(24)}${"first paint".padStart(14)}${"hydrated".padStart(12)}`);
  for (const page of PAGES) {
    const url = `http://127.0.0.1:${APP_PORT}${page}`;
    await fetch(url); // warm the server's caches, as a visitor after the first would find them
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, url));
    const paint = Math.round(median(runs.map((run) => run.paint)));
    const hydrated = Math.round(median(runs.map((run) => run.hydrated)));
    console.log(`${page.padEnd(24)}${String(paint).padStart(14)}${String(hydrated).padStart(12)}`);
  }
}

await runScript("hydration", cleanups, main);
