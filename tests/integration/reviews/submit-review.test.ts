import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { REVIEW_MEDIA_JOB } from "#app/features/reviews/process-review-media.server.ts";
import { REVIEW_MAIL_JOB } from "#app/features/reviews/review-jobs.server.ts";
import { MAX_POSTER_BYTES } from "#app/features/reviews/review-media.server.ts";
import { MAX_MEDIA_BYTES, REVIEW_LIMITS } from "#app/features/reviews/schema.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { mediaResponse } from "#app/services/media/media-response.server.ts";
import { getMediaStore } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { reviews } from "#db/schema.ts";
import { readOutbox, waitForMail } from "#tests/e2e/support/outbox.ts";
import { PUBLIC_URL, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import {
  freshIp,
  isoMediaBytes,
  jpegWithExif,
  motionPhotoXmp,
  mp3Bytes,
  oggOpusBytes,
  ownerWithProfile,
  quietOutbox,
  silentWav,
  submitReview,
  uploadMedia,
  wavBytes,
  webmBytes,
  withMpfImage,
  withXmp,
} from "./support.ts";

const env = setupProfileTest();
quietOutbox();

const owner = () => ownerWithProfile("rev");

const rowsOf = (profileId: string) => getDb().select().from(reviews).where(eq(reviews.profileId, profileId));

describe("the media pipeline", () => {
  it("refuses an 11 MB file while reading it, with or without Content-Length", async () => {
    const { slug } = await owner();
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const declared = await uploadMedia(slug, "photo", big);
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ ok: false, error: "fileTooLarge" });

    // Streamed without a length, and endless: the upload can only end if the server stops
    // reading once past 10,485,760 bytes.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = sent === 0 ? big.subarray(0, 65_536) : new Uint8Array(65_536);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await uploadMedia(slug, "photo", endless);
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({ ok: false, error: "fileTooLarge" });
    expect(sent).toBeGreaterThan(MAX_MEDIA_BYTES);
  });

  it("accepts exactly 10,485,760 bytes of a valid type", async () => {
    const { slug } = await owner();
    // 218 seconds of 8-bit silence at 48 kHz.
    const result = await uploadMedia(slug, "audio", silentWav(MAX_MEDIA_BYTES));
    expect(result.status).toBe(200);
  });

  it("refuses a .jpg that is really HTML, and an SVG", async () => {
    const { slug } = await owner();
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const asJpeg = await uploadMedia(slug, "photo", html, { contentType: "image/jpeg" });
    expect(asJpeg.status).toBe(415);
    expect(asJpeg.body).toEqual({ ok: false, error: "fileType" });

    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const asSvg = await uploadMedia(slug, "photo", svg, { contentType: "image/svg+xml" });
    expect(asSvg.status).toBe(415);
  });

  it("refuses a polyglot: a real JPEG, PNG or WebP with anything after its logical end, and a bare JPEG header + script", async () => {
    const { slug } = await owner();
    const script = Buffer.from("<script>alert('xss')</script><!--");
    const image = sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } });
    const jpeg = await jpegWithExif();
    const png = await image.clone().png().toBuffer();
    const webp = await image.clone().webp().toBuffer();
    for (const clean of [jpeg, png, webp]) {
      expect((await uploadMedia(slug, "photo", clean)).status).toBe(200);
      const polyglot = await uploadMedia(slug, "photo", Buffer.concat([clean, script]));
      expect(polyglot.status).toBe(415);
      expect(polyglot.body).toEqual({ ok: false, error: "fileType" });
    }
    // The poster of a video goes through the same check.
    expect((await uploadMedia(slug, "poster", Buffer.concat([jpeg, script]))).status).toBe(415);
    // Zero padding after the end, as some encoders write, is no payload.
    expect((await uploadMedia(slug, "photo", Buffer.concat([jpeg, Buffer.alloc(64)]))).status).toBe(200);

    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<script>alert(1)</script>")]);
    const refused = await uploadMedia(slug, "photo", fake);
    expect(refused.status).toBe(415);
  });

  it("accepts what cameras put after the main JPEG image: MPF images (HDR gain map) and a motion photo's video", async () => {
    const { slug } = await owner();
    const primary = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa5500" } })
      .jpeg()
      .toBuffer();
    const gainMap = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    const hdr = withMpfImage(primary, gainMap);
    const stored = await uploadMedia(slug, "photo", hdr);
    expect(stored.status).toBe(200);
    expect(stored.body.ok && stored.body.contentType).toBe("image/webp");
    const afterGainMap = await uploadMedia(slug, "photo", Buffer.concat([hdr, Buffer.from("<script>x</script>")]));
    expect(afterGainMap.status).toBe(415);

    const video = isoMediaBytes("mp4");
    const motion = Buffer.concat([withXmp(primary, motionPhotoXmp(video.length)), video]);
    expect((await uploadMedia(slug, "photo", motion)).status).toBe(200);
    // A video the XMP does not declare with its length is just appended data.
    const undeclared = Buffer.concat([withXmp(primary, motionPhotoXmp(video.length + 1)), video]);
    expect((await uploadMedia(slug, "photo", undeclared)).status).toBe(415);
  });

  it("takes each allowed audio and video container by its bytes, and refuses one sent as another type", async () => {
    const { slug } = await owner();
    const accepted: [string, Buffer, string, string][] = [
      ["audio", webmBytes("audio"), "audio/webm", "webm"],
      ["audio", mp3Bytes(), "audio/mpeg", "mp3"],
      ["audio", oggOpusBytes(), "audio/ogg", "ogg"],
      ["audio", isoMediaBytes("m4a"), "audio/mp4", "m4a"],
      ["audio", wavBytes(), "audio/wav", "wav"],
      ["video", isoMediaBytes("mp4"), "video/mp4", "mp4"],
      ["video", isoMediaBytes("mov"), "video/quicktime", "mov"],
      ["video", webmBytes("video"), "video/webm", "webm"],
    ];
    for (const [kind, bytes, contentType, ext] of accepted) {
      const result = await uploadMedia(slug, kind, bytes, { contentType: "application/octet-stream" });
      expect(result.status, `${kind} ${contentType}`).toBe(200);
      if (!result.body.ok) throw new Error("refused");
      expect(result.body.contentType).toBe(contentType);
      expect(result.body.key.endsWith(`.${ext}`)).toBe(true);
      const object = await getMediaStore().get(result.body.key);
      expect(object?.contentType).toBe(contentType);
      expect(object?.body.equals(bytes)).toBe(true);
    }
    const refused: [string, Buffer][] = [
      ["photo", webmBytes("video")],
      ["photo", mp3Bytes()],
      ["poster", webmBytes("video")],
      ["video", mp3Bytes()],
      ["video", oggOpusBytes()],
      ["audio", await jpegWithExif()],
    ];
    for (const [kind, bytes] of refused) {
      const result = await uploadMedia(slug, kind, bytes, { contentType: "image/jpeg" });
      expect(result.status, kind).toBe(415);
      expect(result.body).toEqual({ ok: false, error: "fileType" });
    }
  });

  it("makes a poster frame a small WebP, and refuses one that is too big or not an image", async () => {
    const { slug } = await owner();
    const frame = await sharp({ create: { width: 1280, height: 960, channels: 3, background: "#224466" } })
      .jpeg()
      .toBuffer();
    const poster = await uploadMedia(slug, "poster", frame);
    expect(poster.status).toBe(200);
    if (!poster.body.ok) throw new Error("refused");
    expect(poster.body.contentType).toBe("image/webp");
    const stored = await getMediaStore().get(poster.body.key);
    const meta = await sharp(stored!.body).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(720);

    const big = Buffer.alloc(MAX_POSTER_BYTES + 1);
    frame.copy(big);
    expect((await uploadMedia(slug, "poster", big)).body).toEqual({ ok: false, error: "fileTooLarge" });
    expect((await uploadMedia(slug, "poster", wavBytes())).status).toBe(415);
    expect((await uploadMedia(slug, "thumbnail", frame)).status).toBe(400);
  });

  it("stores a photo without its EXIF (GPS included)", async () => {
    const { slug } = await owner();
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const result = await uploadMedia(slug, "photo", jpeg);
    if (!result.body.ok) throw new Error("upload refused");
    const object = await getMediaStore().get(result.body.key);
    const meta = await sharp(object!.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(object!.body.includes(Buffer.from("SpyCam"))).toBe(false);
    expect(result.body.key).toMatch(/^review-media\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.webp$/);
  });

  it("takes audio by its bytes, refuses an image as audio, keeps the original private, and serves the processed file with its type, nosniff and ranges", async () => {
    const { slug, profile } = await owner();
    const audio = await uploadMedia(slug, "audio", wavBytes(), { contentType: "image/png" });
    if (!audio.body.ok) throw new Error("upload refused");
    expect(audio.body.contentType).toBe("audio/wav");
    const wrong = await uploadMedia(slug, "audio", await jpegWithExif());
    expect(wrong.status).toBe(415);
    // The reviewer's original is never served (decision 030).
    expect((await mediaResponse(new Request(`http://x/media/${audio.body.key}`), audio.body.key)).status).toBe(404);

    expect((await submitReview(slug, { name: "Wav", type: "audio", media: audio.body.key })).status).toBe(200);
    await runQueuedJobs([REVIEW_MEDIA_JOB]);
    const [row] = await rowsOf(profile.id);
    const key = row!.mediaKey!;
    const size = (await getMediaStore().head(key))!.size;
    const response = await mediaResponse(
      new Request(`http://x/media/${key}`, { headers: { Range: "bytes=0-99" } }),
      key,
    );
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Type")).toBe("audio/wav");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Range")).toBe(`bytes 0-99/${size}`);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });
});

describe("a review", () => {
  it("is stored pending, with the media the server stored, and the owner gets a mail", async () => {
    const { slug, profile, email } = await owner();
    const photo = await uploadMedia(slug, "photo", await jpegWithExif());
    if (!photo.body.ok) throw new Error("upload refused");
    const result = await submitReview(slug, {
      name: "Claire",
      rating: "4",
      type: "photo",
      content: "Très belles pièces, livrées à temps.",
      media: photo.body.key,
    });
    expect(result.status).toBe(200);
    expect(result.data.outcome).toBe("sent");
    const [row] = await rowsOf(profile.id);
    expect(row).toMatchObject({ status: "pending", rating: 4, mediaType: "photo", reviewerName: "Claire" });
    expect(row!.mediaKey).toBe(photo.body.key);

    // The owner's mail is a job (decision 016): run what is queued.
    await runQueuedJobs([REVIEW_MAIL_JOB]);
    const mail = await waitForMail(env.dataDir, email, /Claire/);
    expect(mail.subject).toBe("Nouvel avis de Claire à modérer");
    expect(mail.body).toContain("Claire vient de laisser un avis (4/5) sur votre profil Fiable.");
    expect(mail.links).toContain(`${PUBLIC_URL}/dashboard/reviews`);
  });

  it("sends no mail when it is refused, and one per review (not per folded duplicate)", async () => {
    const { slug, email } = await owner();
    const fields = { name: "Paul", type: "text", content: "Très bon accueil." };
    await submitReview(slug, { ...fields, website: "https://spam.example" });
    await submitReview(slug, { ...fields, rating: "9" });
    expect((await submitReview(slug, fields)).status).toBe(200);
    expect((await submitReview(slug, fields)).status).toBe(200);
    await runQueuedJobs([REVIEW_MAIL_JOB]);
    await waitForMail(env.dataDir, email, /Paul/);
    const mails = (await readOutbox(env.dataDir)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
  });

  it("of audio without a description gets one with its duration, once its medium is processed", async () => {
    const { slug, profile } = await owner();
    const audio = await uploadMedia(slug, "audio", wavBytes());
    if (!audio.body.ok) throw new Error("upload refused");
    const result = await submitReview(slug, { name: "Marc", type: "audio", media: audio.body.key, duration: "3" });
    expect(result.status).toBe(200);
    expect((await rowsOf(profile.id))[0]).toMatchObject({ status: "processing", content: "", pendingSince: null });
    await runQueuedJobs([REVIEW_MEDIA_JOB]);
    const [row] = await rowsOf(profile.id);
    expect(row).toMatchObject({ status: "pending", content: "Avis vocal de 3 secondes", mediaDuration: 3, rating: 5 });
  });

  it("of audio or video lasts 10 minutes at most: a longer one is refused with its message, nothing stored", async () => {
    const { slug, profile } = await owner();
    const upload = async () => {
      const audio = await uploadMedia(slug, "audio", webmBytes("audio"));
      if (!audio.body.ok) throw new Error(`upload refused: ${JSON.stringify(audio)}`);
      return audio.body.key;
    };
    const tooLong = await submitReview(slug, { name: "Long", type: "audio", media: await upload(), duration: "601" });
    expect(tooLong.status).toBe(422);
    expect(tooLong.data.result.error?.duration).toEqual(["durationTooLong"]);
    expect(i18nFor("fr").t("reviews.errors.durationTooLong")).toBe("La durée maximale est de 10 minutes");
    expect(i18nFor("en").t("reviews.errors.durationTooLong")).toBe("The maximum length is 10 minutes");
    for (const duration of ["-3", "abc"]) {
      const invalid = await submitReview(slug, { name: "Long", type: "audio", media: await upload(), duration });
      expect(invalid.data.result.error?.duration).toEqual(["durationInvalid"]);
    }
    expect(await rowsOf(profile.id)).toHaveLength(0);

    // The file says how long it is, not the form: the server measured 3 seconds.
    const claimed = await submitReview(slug, { name: "Long", type: "audio", media: await upload(), duration: "600" });
    expect(claimed.status).toBe(200);
    expect(await rowsOf(profile.id)).toEqual([expect.objectContaining({ mediaDuration: 3 })]);

    // A file longer than 10 minutes is refused at upload: 601 seconds of silence at 8 kHz.
    const tooLongFile = await uploadMedia(slug, "audio", silentWav(44 + 601 * 8000, 8000));
    expect(tooLongFile).toMatchObject({ status: 422, body: { ok: false, error: "durationTooLong" } });
  });

  it("keeps the required fields", async () => {
    const { slug, profile } = await owner();
    const noName = await submitReview(slug, { name: " ", type: "text", content: "Bien" });
    expect(noName.status).toBe(422);
    expect(noName.data.result.error?.name).toEqual(["nameRequired"]);
    const noText = await submitReview(slug, { name: "Léa", type: "text", content: "" });
    expect(noText.data.result.error?.content).toEqual(["contentRequired"]);
    const noAudio = await submitReview(slug, { name: "Léa", type: "audio" });
    expect(noAudio.data.result.error?.media).toEqual(["audioRequired"]);
    const tooLong = await submitReview(slug, {
      name: "Léa",
      type: "text",
      content: "a".repeat(REVIEW_LIMITS.content + 1),
    });
    expect(tooLong.status).toBe(422);
    const badRating = await submitReview(slug, { name: "Léa", type: "text", content: "Bien", rating: "6" });
    expect(badRating.status).toBe(422);
    expect(await rowsOf(profile.id)).toHaveLength(0);
  });

  it("cannot use a medium of another type, or a key the server never made", async () => {
    const { slug, profile } = await owner();
    const audio = await uploadMedia(slug, "audio", wavBytes());
    if (!audio.body.ok) throw new Error("upload refused");
    const asPhoto = await submitReview(slug, { name: "Léa", type: "photo", content: "Voici", media: audio.body.key });
    expect(asPhoto.status).toBe(422);
    expect(asPhoto.data.result.error?.media?.[0]).toBe("Veuillez sélectionner un fichier photo valide");
    const unknown = await submitReview(slug, {
      name: "Léa",
      type: "audio",
      media: "review-media/2026/01/AAAAAAAAAAAAAAAAAAAAAA.webm",
    });
    expect(unknown.status).toBe(422);
    const traversal = await submitReview(slug, { name: "Léa", type: "audio", media: "../../secrets.json" });
    expect(traversal.status).toBe(422);
    expect(await rowsOf(profile.id)).toHaveLength(0);
  });

  it("cannot use a medium uploaded for another profile's reviews", async () => {
    const first = await owner();
    const second = await owner();
    const audio = await uploadMedia(first.slug, "audio", wavBytes());
    if (!audio.body.ok) throw new Error("upload refused");
    const elsewhere = await submitReview(second.slug, { name: "Léa", type: "audio", media: audio.body.key });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.data.result.error?.media).toEqual(["Veuillez sélectionner un fichier audio valide"]);
    expect(await rowsOf(second.profile.id)).toHaveLength(0);
    expect((await submitReview(first.slug, { name: "Léa", type: "audio", media: audio.body.key })).status).toBe(200);
  });

  it("of video keeps its poster frame, and refuses a poster that is not an image the server made", async () => {
    const { slug, profile } = await owner();
    const video = await uploadMedia(slug, "video", isoMediaBytes("mp4"));
    const poster = await uploadMedia(slug, "poster", await jpegWithExif());
    const audio = await uploadMedia(slug, "audio", webmBytes("audio"));
    if (!video.body.ok || !poster.body.ok || !audio.body.ok) throw new Error("upload refused");
    const fields = { name: "Inès", type: "video", content: "Regardez le résultat", media: video.body.key };

    const audioPoster = await submitReview(slug, { ...fields, poster: audio.body.key });
    expect(audioPoster.status).toBe(422);
    expect(audioPoster.data.result.error?.poster).toEqual(["Veuillez sélectionner un fichier photo valide"]);
    const unknownPoster = await submitReview(slug, {
      ...fields,
      poster: "review-media/2026/01/BBBBBBBBBBBBBBBBBBBBBB.webp",
    });
    expect(unknownPoster.data.result.error?.poster).toEqual(["Veuillez sélectionner un fichier photo valide"]);
    const notAKey = await submitReview(slug, { ...fields, poster: "https://evil.example/x.webp" });
    expect(notAKey.status).toBe(422);
    // An audio/webm upload is not a video, whatever its container.
    const audioAsVideo = await submitReview(slug, { ...fields, media: audio.body.key });
    expect(audioAsVideo.data.result.error?.media).toEqual(["Veuillez sélectionner un fichier vidéo valide"]);
    expect(await rowsOf(profile.id)).toHaveLength(0);

    const ok = await submitReview(slug, { ...fields, poster: poster.body.key, duration: "12" });
    expect(ok.status).toBe(200);
    const [row] = await rowsOf(profile.id);
    expect(row!.posterKey).toBe(poster.body.key);
    expect(row).toMatchObject({ mediaType: "video", mediaDuration: 3, status: "processing" });
  });

  it("is refused when the honeypot is filled in", async () => {
    const { slug, profile } = await owner();
    const result = await submitReview(slug, {
      name: "Bot",
      type: "text",
      content: "Great service, visit my site",
      website: "https://spam.example",
    });
    expect(result.status).toBe(400);
    expect(result.data.outcome).toBe("refused");
    expect(await rowsOf(profile.id)).toHaveLength(0);
  });

  it("gets 429 with Retry-After the 6th time from one IP within the window", async () => {
    const { slug, profile } = await owner();
    const ip = freshIp();
    for (let i = 1; i <= 5; i++) {
      const ok = await submitReview(slug, { name: `Client ${i}`, type: "text", content: `Avis numéro ${i}` }, { ip });
      expect(ok.status).toBe(200);
    }
    const sixth = await submitReview(slug, { name: "Client 6", type: "text", content: "Avis numéro 6" }, { ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(sixth.data.result.error?.[""]).toEqual(["Trop de tentatives. Attendez quelques minutes."]);
    expect(await rowsOf(profile.id)).toHaveLength(5);
    // Another visitor is not affected.
    expect((await submitReview(slug, { name: "Autre", type: "text", content: "Autre avis" })).status).toBe(200);
  });

  it("holds a profile at 30 reviews an hour from everyone; one address alone cannot use up that allowance", async () => {
    const { slug, profile } = await owner();
    const flooder = freshIp();
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const sent = await submitReview(slug, { name: "Robot", type: "text", content: `Message ${i}` }, { ip: flooder });
      statuses.push(sent.status);
    }
    // 5 pass the per-IP limit; the 35 it refused took nothing from the profile's 30.
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    for (let i = 1; i <= 25; i++) {
      const sent = await submitReview(slug, { name: `Client ${i}`, type: "text", content: `Avis ${i}` });
      expect(sent.status).toBe(200);
    }
    // The 31st review of the hour, from yet another address.
    const thirtyFirst = await submitReview(slug, { name: "Client 31", type: "text", content: "Avis 31" });
    expect(thirtyFirst.status).toBe(429);
    expect(Number(thirtyFirst.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rowsOf(profile.id)).toHaveLength(30);
  });

  it("folds a duplicate (same text within minutes) into the first", async () => {
    const { slug, profile } = await owner();
    const fields = { name: "Hugo", type: "text", content: "Travail  soigné, je recommande !" };
    expect((await submitReview(slug, fields)).status).toBe(200);
    expect((await submitReview(slug, { ...fields, content: "travail soigné, je recommande !" })).status).toBe(200);
    expect(await rowsOf(profile.id)).toHaveLength(1);
  });

  it("cannot be left by the owner on their own profile", async () => {
    const { slug, profile, email } = await owner();
    const cookie = await signIn(email, "secret1");
    const result = await submitReview(slug, { name: "Moi", type: "text", content: "Je suis génial" }, { cookie });
    expect(result.status).toBe(403);
    const upload = await uploadMedia(slug, "audio", wavBytes(), { cookie });
    expect(upload.status).toBe(403);
    expect(await rowsOf(profile.id)).toHaveLength(0);
  });
});
