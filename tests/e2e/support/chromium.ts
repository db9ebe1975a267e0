// Debian's Chromium for every Playwright run (npm test, npm run sweep): Playwright's own
// browser download does not work on these machines. One list of flags for all of them.
//
// The tests drive Debian's headless shell (package chromium-headless-shell) when it is
// installed: the same engine without the desktop browser's machinery, about half the CPU of
// `chromium --headless` on the end-to-end suite (decision 047). CHROME_PATH names another
// binary; without the shell, the full browser (package chromium) is used.

import { existsSync } from "node:fs";

export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Chromium's fake microphone and camera (a beep and a test pattern), granted without a prompt. */
export const FAKE_MEDIA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];
