// Debian's Chromium for every Playwright run (npm test, npm run sweep): Playwright's own
// browser download does not work on these machines. One list of flags for all of them.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
