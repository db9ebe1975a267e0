import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { formatDate } from "#app/services/i18n/format.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { reviewsProcessed, unique, withAppDatabase } from "./support/app-database.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "./support/chromium.ts";

/**
 * Reviews in a real Chromium whose microphone and camera are Chromium's fake
 * devices (a beep and a test pattern), granted without a prompt: a visitor leaves a review
 * of each type, the owner plays it in /dashboard/reviews and approves it, and the visitor's
 * view of the page then shows it with a working player and the new average.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, "--autoplay-policy=no-user-gesture-required"],
  },
});

// Recording, encoding and two browser contexts per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

withAppDatabase();

/** An owner whose page already has one approved 5-star review. */
async function ownerWithProfile() {
  const slug = `avis-${unique()}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  const { profile } = await createUserWithProfile({
    user: { email, password, name: "Nina Roussel" },
    profile: { slug, name: "Nina Roussel", title: "Céramiste", bio: "Pièces uniques à Nantes." },
  });
  await createReview(profile.id, { status: "approved", rating: 5, reviewerName: "Ancien client" });
  return { slug, email, password, profileId: profile.id };
}

/** The public page's average and count, as a visitor reads them. */
async function expectRating(page: Page, average: string, count: number) {
  const rating = page.getByTestId("profile-rating");
  await expect(rating).toContainText(average);
  await expect(rating).toContainText(`(${count} avis)`);
}

async function openDialog(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await hydrated(page);
  await page.getByTestId("add-review").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("review-form")).toBeVisible();
  return dialog;
}

async function chooseRating(scope: ReturnType<Page["getByRole"]>, stars: number) {
  await scope
    .getByTestId("rating-input")
    .locator("label")
    .nth(stars - 1)
    .click();
}

async function submitAndExpectSuccess(page: Page, scope: ReturnType<Page["getByRole"]>) {
  await scope.getByTestId("review-consent").check();
  await scope.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();
  await expect(page.getByText("Votre avis sera publié après modération").first()).toBeVisible();
}

/** The owner, in their own browser context: the review is pending, its media plays, approve. */
async function ownerApproves(
  browser: Browser,
  owner: { email: string; password: string; profileId: string },
  reviewer: string,
  media: "audio" | "video" | "img" | null,
) {
  // Audio and video are processed on the server first; the owner is mailed once it is done.
  await reviewsProcessed(owner.profileId);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInOverHttp(context.request, owner.email, owner.password);
  const page = await context.newPage();
  await page.goto("/dashboard/reviews");
  await hydrated(page);
  const card = page.getByTestId("moderated-review").filter({ hasText: reviewer });
  await expect(card).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("moderation-1280.png"), fullPage: true });
  if (media === "audio" || media === "video") await expectPlays(card.locator(media));
  if (media === "img") await expectImageLoaded(card.locator("img"));
  await card.getByRole("button", { name: "Approuver" }).click();
  await expect(page.getByText("Avis publié", { exact: true })).toBeVisible();
  await page.goto("/dashboard/reviews?tab=approved");
  await expect(page.getByTestId("moderated-review").filter({ hasText: reviewer })).toBeVisible();
  await context.close();
}

async function expectPlays(player: ReturnType<Page["locator"]>) {
  await expect(player).toHaveCount(1);
  await player.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await player.evaluate((element: HTMLMediaElement) => element.pause());
}

async function expectImageLoaded(image: ReturnType<Page["locator"]>) {
  await expect(image.first()).toBeVisible();
  await expect
    .poll(() => image.first().evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test("a visitor records a 3-second voice review; the owner plays and approves it; the page shows it and the average changes", async ({
  page,
  browser,
}) => {
  const owner = await ownerWithProfile();
  const dialog = await openDialog(page, owner.slug);
  await dialog.getByLabel("Votre nom").fill("Voix Martin");
  await chooseRating(dialog, 3);
  await dialog.getByText("Audio", { exact: true }).click();
  await dialog.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  await expect(dialog.getByTestId("recorder-timer")).toHaveText("0:03", { timeout: 10_000 });
  await dialog.getByRole("button", { name: "Arrêter" }).click();
  // Stopped once the timer showed 3 s (a loaded machine may take a moment to click).
  const recorded = dialog.getByText(/^Enregistrement de 0:\d\d$/);
  await expect(recorded).toBeVisible();
  const seconds = Number((await recorded.textContent())!.slice(-2));
  expect(seconds).toBeGreaterThanOrEqual(3);
  await expectPlays(dialog.locator("audio"));
  await dialog.getByRole("button", { name: "Valider l'enregistrement" }).click();
  await expect(dialog.getByTestId("media-attached")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("dialog-audio.png") });
  await submitAndExpectSuccess(page, dialog);

  await ownerApproves(browser, owner, "Voix Martin", "audio");

  await page.goto(`/${owner.slug}`);
  const card = page.locator("article").filter({ hasText: "Voix Martin" });
  await expect(card).toBeVisible();
  // The length the server measured in the file (decision 030), within a second of the timer's.
  const description = card.getByText(/^Avis vocal de \d+ secondes$/);
  await expect(description).toBeVisible();
  const measured = Number((await description.textContent())!.match(/\d+/)![0]);
  expect(Math.abs(measured - seconds)).toBeLessThanOrEqual(1);
  await expectPlays(card.locator("audio"));
  const rating = page.getByTestId("profile-rating");
  await expect(rating).toContainText("4,0");
  await expect(rating).toContainText("(2 avis)");
  await expect(page.getByTestId("review-counts")).toHaveText("2 avis publiés");
});

test("a text review goes through moderation", async ({ page, browser }) => {
  const owner = await ownerWithProfile();
  const dialog = await openDialog(page, owner.slug);
  // The spec's messages when required fields are missing.
  await dialog.getByTestId("review-consent").check();
  await dialog.getByTestId("review-submit").click();
  await expect(dialog.getByText("Veuillez entrer votre nom")).toBeVisible();
  await expect(dialog.getByText("Veuillez remplir le contenu de votre avis")).toBeVisible();
  await dialog.getByLabel("Votre nom").fill("Texte Dupont");
  await dialog.getByLabel("Votre avis").fill("Un accueil chaleureux et un travail superbe.");
  await chooseRating(dialog, 4);
  await submitAndExpectSuccess(page, dialog);

  // Pending: not on the page yet.
  await page.goto(`/${owner.slug}`);
  await expect(page.getByText("Un accueil chaleureux")).toHaveCount(0);

  await ownerApproves(browser, owner, "Texte Dupont", null);
  await page.goto(`/${owner.slug}`);
  await expect(page.getByText("Un accueil chaleureux et un travail superbe.")).toBeVisible();
  await expect(page.getByTestId("profile-rating")).toContainText("4,5");
});

test("a photo review, from the shareable page /{slug}/review", async ({ page, browser }) => {
  const owner = await ownerWithProfile();
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  // On a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByLabel("Votre nom").fill("Photo Bernard");
  await form.getByText("Photo", { exact: true }).click();
  // A file that is not an image: the spec's message, nothing attached.
  await form
    .getByTestId("media-file")
    .setInputFiles({ name: "vacances.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html>not an image</html>") });
  await expect(form.getByText("Veuillez sélectionner un fichier photo valide", { exact: false }).first()).toBeVisible();
  // A real JPEG with a script after its end (a polyglot): refused as well.
  await form.getByTestId("media-file").setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]),
  });
  await expect(form.getByRole("alert").filter({ hasText: "Type de fichier non supporté" })).toBeVisible();
  await expect(form.getByTestId("media-attached")).toHaveCount(0);
  await form.getByTestId("media-file").setInputFiles({ name: "atelier.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(form.getByTestId("media-attached")).toBeVisible();
  await chooseRating(form, 3);
  await form.getByLabel("Votre avis").fill("Le vase est arrivé intact, magnifique.");
  await page.screenshot({ path: test.info().outputPath("review-page-390.png"), fullPage: true });
  await form.getByTestId("review-consent").check();
  await form.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();

  await ownerApproves(browser, owner, "Photo Bernard", "img");
  await page.goto(`/${owner.slug}`);
  const card = page.locator("article").filter({ hasText: "Photo Bernard" });
  await expect(card).toBeVisible();
  await expectImageLoaded(card.locator("img"));
  await expect(card.locator("img").first()).toHaveAttribute("src", /^\/media\/review-media\/.+\.webp$/);
  await expectRating(page, "4,0", 2);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("profile-390.png") });
});

test("a video review recorded with the camera, with its poster frame", async ({ page, browser }) => {
  const owner = await ownerWithProfile();
  const dialog = await openDialog(page, owner.slug);
  await dialog.getByLabel("Votre nom").fill("Vidéo Lambert");
  await chooseRating(dialog, 2);
  await dialog.getByText("Vidéo", { exact: true }).click();
  await dialog.getByRole("button", { name: "Filmer une vidéo" }).click();
  await expect(dialog.getByTestId("recorder-timer")).toHaveText("0:02", { timeout: 10_000 });
  await dialog.getByRole("button", { name: "Arrêter" }).click();
  await dialog.getByRole("button", { name: "Valider l'enregistrement" }).click();
  await expect(dialog.getByTestId("media-attached")).toBeVisible();
  await dialog.getByLabel("Votre avis").fill("Je recommande Nina les yeux fermés.");
  await submitAndExpectSuccess(page, dialog);

  await ownerApproves(browser, owner, "Vidéo Lambert", "video");
  await page.goto(`/${owner.slug}`);
  const card = page.locator("article").filter({ hasText: "Vidéo Lambert" });
  const video = card.locator("video");
  await expect(video).toHaveAttribute("poster", /^\/media\/review-media\/.+\.webp$/);
  await expectPlays(video);
  await expectRating(page, "3,5", 2);
});

test("a denied microphone shows 'Accès microphone refusé' with retry", async ({ page }) => {
  const owner = await ownerWithProfile();
  await page.addInitScript(() => {
    let calls = 0;
    Object.defineProperty(window, "__micCalls", { get: () => calls });
    navigator.mediaDevices.getUserMedia = () => {
      calls += 1;
      return Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    };
  });
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByText("Audio", { exact: true }).click();
  await form.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  const alert = form.getByRole("alert").filter({ hasText: "Accès microphone refusé" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Réessayer" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __micCalls: number }).__micCalls)).toBe(2);
  await expect(alert).toBeVisible();
  // Without a recording, the audio review cannot be sent.
  await form.getByLabel("Votre nom").fill("Sans micro");
  await form.getByTestId("review-consent").check();
  await form.getByTestId("review-submit").click();
  await expect(form.getByText("Veuillez enregistrer votre avis vocal")).toBeVisible();
});

test("the recorder asks for 44.1 kHz with echo cancellation, noise suppression and auto gain, prefers webm/opus, sends 100 ms chunks; redo discards", async ({
  page,
}) => {
  const owner = await ownerWithProfile();
  await page.addInitScript(() => {
    const spy = {
      constraints: [] as unknown[],
      probed: [] as string[],
      started: [] as { timeslice: unknown; mimeType: string }[],
    };
    Object.defineProperty(window, "__recorderSpy", { value: spy });
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      spy.constraints.push(JSON.parse(JSON.stringify(constraints ?? null)));
      return getUserMedia(constraints);
    };
    const isTypeSupported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
    MediaRecorder.isTypeSupported = (type) => {
      spy.probed.push(type);
      return isTypeSupported(type);
    };
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
      spy.started.push({ timeslice, mimeType: this.mimeType });
      return start.call(this, timeslice);
    };
  });
  const spy = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __recorderSpy: {
              constraints: unknown[];
              probed: string[];
              started: { timeslice: unknown; mimeType: string }[];
            };
          }
        ).__recorderSpy,
    );
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByText("Audio", { exact: true }).click();
  await form.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  await expect(form.getByTestId("recorder-timer")).toHaveText("0:01", { timeout: 10_000 });
  const recording = await spy();
  expect(recording.constraints).toEqual([
    { audio: { sampleRate: 44_100, echoCancellation: true, noiseSuppression: true, autoGainControl: true } },
  ]);
  expect(recording.probed[0]).toBe("audio/webm;codecs=opus");
  expect(recording.started).toEqual([{ timeslice: 100, mimeType: "audio/webm;codecs=opus" }]);
  await expect(form.getByText("10:00 maximum")).toBeVisible();
  await form.getByRole("button", { name: "Arrêter" }).click();

  const player = form.locator("audio");
  await expect(player).toHaveCount(1);
  const firstUrl = await player.getAttribute("src");
  expect(firstUrl).toMatch(/^blob:/);
  await form.getByRole("button", { name: "Refaire" }).click();
  // Discarded: back to the start, no player, and the recording's address no longer answers.
  await expect(form.getByRole("button", { name: "Enregistrer un avis vocal" })).toBeVisible();
  await expect(form.locator("audio")).toHaveCount(0);
  const readable = await page.evaluate(
    (url) =>
      fetch(url!).then(
        () => true,
        () => false,
      ),
    firstUrl,
  );
  expect(readable).toBe(false);
  await form.getByLabel("Votre nom").fill("Refait");
  await form.getByTestId("review-consent").check();
  await form.getByTestId("review-submit").click();
  await expect(form.getByText("Veuillez enregistrer votre avis vocal")).toBeVisible();

  // A new recording is a new one.
  await form.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  await expect(form.getByTestId("recorder-timer")).toHaveText("0:01", { timeout: 10_000 });
  await form.getByRole("button", { name: "Arrêter" }).click();
  await expect(form.locator("audio")).toHaveCount(1);
  expect(await form.locator("audio").getAttribute("src")).not.toBe(firstUrl);
  expect((await spy()).started).toHaveLength(2);
});

test("a recording stops by itself at 10 minutes, says why, and is accepted", async ({ page }) => {
  const owner = await ownerWithProfile();
  // The page's clock: ten minutes pass in an instant, the microphone keeps real time.
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByLabel("Votre nom").fill("Très bavard");
  await form.getByText("Audio", { exact: true }).click();
  await form.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  await expect(form.getByTestId("recorder-timer")).toHaveText("0:01", { timeout: 10_000 });
  await page.clock.fastForward("10:00");
  await expect(form.getByTestId("recorder-stopped")).toHaveText(
    "Enregistrement arrêté automatiquement : 10:00 maximum",
  );
  await expect(form.getByText("Enregistrement de 10:00")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("recorder-stopped-375.png"), fullPage: true });
  await form.getByRole("button", { name: "Valider l'enregistrement" }).click();
  await expect(form.getByTestId("media-attached")).toContainText("10:00");
  await form.getByTestId("review-consent").check();
  await form.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();
});

test("a recording stops by itself before 10 MB, and says why", async ({ page }) => {
  const owner = await ownerWithProfile();
  // A recorder whose 100 ms chunks count 500 KB more (a camera at 40 Mbit/s): 10 MB in 2 seconds.
  // Chromium cuts its chunks anywhere in the WebM stream, so the weight is not spliced in between
  // them: each chunk reports its extra size, and the recording ends with all of it as one EBML
  // Void element (ID 0xEC, 8-byte size; legal in a WebM file), so the server gets the ~10 MB
  // counted, still a valid file.
  await page.addInitScript(() => {
    const Native = window.MediaRecorder;
    const EXTRA = 500_000;
    const voidElement = (bytes: number) => {
      const element = new Uint8Array(bytes);
      element[0] = 0xec;
      element[1] = 0x01;
      new DataView(element.buffer).setUint32(5, bytes - 9);
      return new Blob([element]);
    };
    class Counted extends Blob {
      override get size() {
        return super.size + EXTRA;
      }
    }
    class Heavy extends Native {
      // The recorder's first bytes (its header, sometimes split over tiny first chunks) count as they are.
      private real = 0;
      private extra = 0;
      private deliver: ((event: BlobEvent) => void) | null = null;
      override set ondataavailable(handler: ((event: BlobEvent) => void) | null) {
        this.deliver = handler;
        super.ondataavailable = handler
          ? (event: BlobEvent) => {
              this.real += event.data.size;
              if (this.real <= 4096) return handler(event);
              this.extra += EXTRA;
              handler(new BlobEvent("dataavailable", { data: new Counted([event.data], { type: event.data.type }) }));
            }
          : null;
      }
      override get ondataavailable() {
        return super.ondataavailable;
      }
      override set onstop(handler: ((event: Event) => void) | null) {
        super.onstop = handler
          ? (event: Event) => {
              if (this.extra > 0) this.deliver?.(new BlobEvent("dataavailable", { data: voidElement(this.extra) }));
              handler.call(this, event);
            }
          : null;
      }
      override get onstop() {
        return super.onstop;
      }
    }
    window.MediaRecorder = Heavy;
  });
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByText("Audio", { exact: true }).click();
  await form.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  await expect(form.getByTestId("recorder-stopped")).toHaveText(
    "Enregistrement arrêté automatiquement : 10 Mo maximum",
    { timeout: 20_000 },
  );
  // What was kept fits: the server takes it.
  await form.getByRole("button", { name: "Valider l'enregistrement" }).click();
  // Nearly 10 MB to upload and inspect: longer than the default wait on a busy CI machine.
  await expect(form.getByTestId("media-attached")).toBeVisible({ timeout: 30_000 });
  await expect(form.getByText("Fichier trop volumineux")).toHaveCount(0);
});

test("an audio file longer than 10 minutes is refused before it is sent", async ({ page }) => {
  const owner = await ownerWithProfile();
  // 601 s of 8-bit mono PCM at 8 kHz: 4.8 MB, a real WAV the browser reads the length of.
  const seconds = 601;
  const rate = 8000;
  const wav = Buffer.alloc(44 + rate * seconds, 0x80);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + rate * seconds, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(rate * seconds, 40);
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/review/media")) uploads.push(request.url());
  });
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByText("Audio", { exact: true }).click();
  await form.getByTestId("media-file").setInputFiles({ name: "conference.wav", mimeType: "audio/wav", buffer: wav });
  await expect(form.getByRole("alert").filter({ hasText: "La durée maximale est de 10 minutes" })).toBeVisible();
  await expect(form.getByTestId("media-attached")).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test("a video review from a video FILE, with a poster frame the browser made", async ({ page, browser }) => {
  const owner = await ownerWithProfile();
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  // A real WebM (VP8) of 15 chunks of a moving canvas, recorded by this browser: the kind of
  // file a phone's gallery hands over.
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext("2d")!;
    let frame = 0;
    const paint = () => {
      context.fillStyle = `hsl(${(frame * 24) % 360} 70% 50%)`;
      context.fillRect(0, 0, 320, 240);
      frame += 1;
    };
    paint();
    const painter = setInterval(paint, 40);
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm;codecs=vp8" });
    const chunks: Blob[] = [];
    await new Promise<void>((resolve) => {
      recorder.ondataavailable = (event) => {
        chunks.push(event.data);
        if (chunks.length === 15) resolve();
      };
      recorder.start(100);
    });
    await new Promise((resolve) => {
      recorder.onstop = resolve;
      recorder.stop();
    });
    clearInterval(painter);
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  const form = page.getByTestId("review-form");
  await form.getByLabel("Votre nom").fill("Fichier Vidéo");
  await chooseRating(form, 1);
  await form.getByText("Vidéo", { exact: true }).click();
  const posterUpload = page.waitForResponse((r) => r.url().includes("/review/media?kind=poster"));
  await form
    .getByTestId("media-file")
    .setInputFiles({ name: "chantier.webm", mimeType: "video/webm", buffer: Buffer.from(bytes) });
  const poster = await posterUpload;
  expect(poster.status()).toBe(200);
  await expect(form.getByTestId("media-attached")).toContainText("chantier.webm");
  await form.getByLabel("Votre avis").fill("La vidéo du chantier terminé.");
  await form.getByTestId("review-consent").check();
  await form.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();

  await ownerApproves(browser, owner, "Fichier Vidéo", "video");
  await page.goto(`/${owner.slug}`);
  const video = page.locator("article").filter({ hasText: "Fichier Vidéo" }).locator("video");
  await expect(video).toHaveAttribute("poster", /^\/media\/review-media\/.+\.webp$/);
  const posterFile = await page.request.get((await video.getAttribute("poster"))!);
  expect(posterFile.headers()["content-type"]).toBe("image/webp");
  const size = await sharp(await posterFile.body()).metadata();
  expect([size.width, size.height]).toEqual([320, 240]);
  await expectPlays(video);
  await expectRating(page, "3,0", 2);
});

test("a failed request keeps the form and says 'Une erreur est survenue'", async ({ page }) => {
  const owner = await ownerWithProfile();
  const dialog = await openDialog(page, owner.slug);
  await dialog.getByLabel("Votre nom").fill("Réseau Coupé");
  await dialog.getByLabel("Votre avis").fill("Envoyé depuis le train.");
  // The network drops, then a proxy answers with its own error page. (The dialog of the
  // public page posts to /api/v1/reviews/{slug}: decision 014.)
  const submission = /\/api\/v1\/reviews\//;
  await page.route(submission, (route) => route.abort("internetdisconnected"));
  await dialog.getByTestId("review-consent").check();
  await dialog.getByTestId("review-submit").click();
  const error = dialog.getByRole("alert").filter({ hasText: "Une erreur est survenue" });
  await expect(error).toBeVisible();
  await expect(dialog.getByLabel("Votre nom")).toHaveValue("Réseau Coupé");
  await expect(dialog.getByLabel("Votre avis")).toHaveValue("Envoyé depuis le train.");
  await page.unroute(submission);
  await page.route(submission, (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
  );
  await dialog.getByTestId("review-consent").check();
  await dialog.getByTestId("review-submit").click();
  await expect(error).toBeVisible();
  await expect(dialog.getByLabel("Votre avis")).toHaveValue("Envoyé depuis le train.");
  await page.unroute(submission);
  await dialog.getByTestId("review-consent").check();
  await dialog.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();
});

test("the owner removes a spam review and replies to another: the page shows the honest counts and the dated reply", async ({
  page,
  browser,
}) => {
  const owner = await ownerWithProfile();
  await createReview(owner.profileId, { status: "pending", reviewerName: "Vendeur", content: "Achetez mes pilules" });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInOverHttp(context.request, owner.email, owner.password);
  const ownerPage = await context.newPage();
  await ownerPage.goto("/dashboard/reviews");
  await hydrated(ownerPage);
  const spam = ownerPage.getByTestId("moderated-review").filter({ hasText: "Vendeur" });
  await spam.getByRole("button", { name: "Retirer" }).click();
  await spam.getByLabel("spam", { exact: true }).check();
  await spam.getByRole("button", { name: "Retirer l'avis" }).click();
  await expect(ownerPage.getByText("Avis retiré", { exact: true })).toBeVisible();

  await ownerPage.goto("/dashboard/reviews?tab=approved");
  await hydrated(ownerPage);
  const kept = ownerPage.getByTestId("moderated-review").filter({ hasText: "Ancien client" });
  await kept.getByRole("button", { name: "Répondre publiquement" }).click();
  await kept.getByLabel("Votre réponse").fill("Merci pour votre confiance !");
  await kept.getByRole("button", { name: "Publier la réponse" }).click();
  await expect(ownerPage.getByText("Réponse publiée")).toBeVisible();
  await context.close();

  await page.goto(`/${owner.slug}`);
  await expect(page.getByTestId("review-counts")).toHaveText("1 avis publié · 1 retiré pour spam");
  await expect(page.getByText("Achetez mes pilules")).toHaveCount(0);
  const card = page.locator("article").filter({ hasText: "Ancien client" });
  const reply = card.locator("div").filter({ hasText: "Merci pour votre confiance !" }).last();
  await expect(reply).toContainText("Réponse de Nina Roussel");
  const date = reply.locator("time");
  await expect(date).toHaveText(formatDate(new Date(), "fr", { dateStyle: "medium" }));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a text review is sent from /{slug}/review, and a missing name is named", async ({ page }) => {
    const owner = await ownerWithProfile();
    await page.goto(`/${owner.slug}/review`);
    await page.getByLabel("Votre avis").fill("Envoyé sans JavaScript, tout fonctionne.");
    await page.getByTestId("review-consent").check();
    await page.getByTestId("review-submit").click();
    await expect(page.getByText("Veuillez entrer votre nom")).toBeVisible();
    await expect(page.getByLabel("Votre avis")).toHaveValue("Envoyé sans JavaScript, tout fonctionne.");
    await page.getByLabel("Votre nom").fill("Sans Script");
    await page.getByTestId("review-consent").check();
    await page.getByTestId("review-submit").click();
    await expect(page.getByText("Avis soumis !")).toBeVisible();
    await expect(page.getByText("Votre avis sera publié après modération", { exact: true })).toBeVisible();
  });
});
