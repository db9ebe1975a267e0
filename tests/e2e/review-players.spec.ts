import { randomBytes } from "node:crypto";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "./support/chromium.ts";

/**
 * The players of audio and video reviews (app/features/reviews/components/review-media.tsx)
 * in a real Chromium recording with its fake microphone and camera: the length is printed
 * before anything plays, on the moderation screen and on the public page (which is not
 * hydrated: decision 014), and a video carries the words its reviewer typed as captions.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, "--autoplay-policy=no-user-gesture-required"],
  },
});

// Recording, the server's processing job and two browser contexts: more than the default.
test.describe.configure({ timeout: 180_000 });

withAppDatabase();

const DURATION = /^Durée : \d+:\d\d$/;

async function owner() {
  const slug = `lecteur-${randomBytes(4).toString("hex")}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  await createUserWithProfile({
    user: { email, password, name: "Nina Roussel" },
    profile: { slug, name: "Nina Roussel", title: "Céramiste" },
  });
  return { slug, email, password };
}

/** Records `seconds` with the fake device on /{slug}/review and confirms the recording. */
async function record(page: Page, slug: string, kind: "Audio" | "Vidéo", seconds: number) {
  await page.goto(`/${slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByText(kind, { exact: true }).click();
  await form.getByRole("button", { name: kind === "Audio" ? "Enregistrer un avis vocal" : "Filmer une vidéo" }).click();
  await expect(form.getByTestId("recorder-timer")).toHaveText(`0:0${seconds}`, { timeout: 10_000 });
  await form.getByRole("button", { name: "Arrêter" }).click();
  // The browser's own player is the only way to play the recording: no « Écouter » next to it.
  await expect(form.locator(kind === "Audio" ? "audio[controls]" : "video[controls]")).toHaveCount(1);
  await expect(form.getByRole("button", { name: /Écouter|Lire|Pause/ })).toHaveCount(0);
  await form.getByRole("button", { name: "Valider l'enregistrement" }).click();
  await expect(form.getByTestId("media-attached")).toBeVisible();
  return form;
}

async function send(page: Page, form: Locator) {
  await form.getByTestId("review-consent").check();
  await form.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();
}

/** The length is printed while the player has played nothing. */
async function expectDurationBeforePlay(card: Locator, tag: "audio" | "video") {
  const player = card.locator(tag);
  await expect(player).toHaveAttribute("preload", "metadata");
  await expect(player).toHaveAttribute("controls", "");
  await expect(card.getByTestId("media-duration")).toHaveText(DURATION);
  expect(await player.evaluate((element: HTMLMediaElement) => [element.paused, element.currentTime])).toEqual([
    true,
    0,
  ]);
}

async function expectPlays(player: Locator) {
  await player.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => player.evaluate((element: HTMLMediaElement) => element.currentTime)).toBeGreaterThan(0);
  await player.evaluate((element: HTMLMediaElement) => element.pause());
}

/**
 * The owner's moderation screen: the review waits while its medium is processed (the screen
 * looks again by itself), then plays with its length shown first; approve.
 */
async function moderate(
  browser: Browser,
  account: { email: string; password: string },
  reviewer: string,
  tag: "audio" | "video",
  beforeApproval: (card: Locator) => Promise<void> = async () => {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInOverHttp(context.request, account.email, account.password);
  const page = await context.newPage();
  await page.goto("/dashboard/reviews");
  await hydrated(page);
  const card = page.getByTestId("moderated-review").filter({ hasText: reviewer });
  await expect(card.locator(tag)).toHaveCount(1, { timeout: 60_000 });
  await expect(card.getByTestId("media-processing")).toHaveCount(0);
  await expectDurationBeforePlay(card, tag);
  await expectPlays(card.locator(tag));
  await beforeApproval(card);
  await card.getByRole("button", { name: "Approuver" }).click();
  await expect(page.getByText("Avis publié", { exact: true })).toBeVisible();
  await context.close();
}

test("an audio review shows its length before it plays, on the moderation screen and on the public page", async ({
  page,
  browser,
}) => {
  const account = await owner();
  const form = await record(page, account.slug, "Audio", 3);
  await form.getByLabel("Votre nom").fill("Voix Perrin");
  await send(page, form);

  await moderate(browser, account, "Voix Perrin", "audio");

  await page.goto(`/${account.slug}`);
  const card = page.locator("article").filter({ hasText: "Voix Perrin" });
  await expectDurationBeforePlay(card, "audio");
  await expect(card.locator("audio")).toHaveAttribute("aria-label", "Avis audio de Voix Perrin");
  // The description made from its length is the review's text, not a transcript.
  await expect(card.getByText(/^Avis vocal de \d+ secondes$/)).toBeVisible();
  await expect(card.getByText("Transcription", { exact: true })).toHaveCount(0);
  await expectPlays(card.locator("audio"));
  // Keyboard: the player is reachable with Tab (its controls are the browser's).
  await card.locator("audio").focus();
  await expect(card.locator("audio")).toBeFocused();
});

test("a video review plays with its poster and the words its reviewer typed as captions", async ({ page, browser }) => {
  const account = await owner();
  const words = "Bonjour, je suis ravie de mon vase. Nina a tout fait à la main, en deux semaines !";
  const form = await record(page, account.slug, "Vidéo", 2);
  await form.getByLabel("Votre nom").fill("Vidéo Garnier");
  await form.getByLabel("Votre avis").fill("Le vase est superbe.");
  await expect(form.getByText("Les mots de votre message : ils servent de sous-titres.")).toBeVisible();
  await form.getByLabel("Transcription (facultatif)").fill(words);
  await send(page, form);

  await moderate(browser, account, "Vidéo Garnier", "video", async (card) => {
    // The owner reads the words and their captions, and cannot change them: nothing on the screen edits them.
    await card.getByText("Transcription", { exact: true }).click();
    await expect(card.getByTestId("review-words")).toContainText(words);
    await expect(card.locator("textarea")).toHaveCount(0);
    const captions = await card.page().request.get((await card.locator("track").getAttribute("src"))!);
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toContain("Nina a tout fait à la main, en deux semaines !");
  });

  await page.goto(`/${account.slug}`);
  const card = page.locator("article").filter({ hasText: "Vidéo Garnier" });
  const video = card.locator("video");
  await expect(video).toHaveAttribute("poster", /^\/media\/review-media\/.+\.webp$/);
  await expectDurationBeforePlay(card, "video");
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute("srclang", "fr");
  await expect(track).toHaveAttribute("label", "Sous-titres");
  const vtt = await page.request.get((await track.getAttribute("src"))!);
  expect(vtt.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  expect(await vtt.text()).toContain("Bonjour, je suis ravie de mon vase.");
  // The browser loaded the track (default) and its cues hold the typed words.
  await video.evaluate((element: HTMLVideoElement) => {
    element.textTracks[0]!.mode = "showing";
  });
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks[0]?.cues ?? [], (cue) => (cue as VTTCue).text).join(" "),
      ),
    )
    .toBe(words);
  await expectPlays(video);
  // The same words under « Transcription », the review's text apart.
  await expect(card.getByText("Le vase est superbe.")).toBeVisible();
  await card.getByText("Transcription", { exact: true }).click();
  await expect(card.getByTestId("review-words")).toContainText(words);
  await page.setViewportSize({ width: 320, height: 700 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("video-review-320.png") });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
