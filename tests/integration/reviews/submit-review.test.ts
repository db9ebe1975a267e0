import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaResponse } from "#app/features/media/media-response.server.ts";
import { getMediaStore, mediaKeyFromUrl } from "#app/features/media/media-store.server.ts";
import { MAX_MEDIA_BYTES, REVIEW_LIMITS } from "#app/features/reviews/schema.ts";
import { getDb } from "#db/client.server.ts";
import { reviews } from "#db/schema.ts";
import { readOutbox, waitForMail } from "#tests/e2e/support/outbox.ts";
import { uniqueSuffix } from "#tests/factories/db.ts";
import { createUserWithProfile } from "#tests/factories/profiles.ts";
import { PUBLIC_URL, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import { freshIp, jpegWithExif, quietOutbox, submitReview, uploadMedia, wavBytes } from "./support.ts";

const env = setupProfileTest();
quietOutbox();

async function owner() {
  const slug = `rev-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const { user, profile } = await createUserWithProfile({
    user: { email, password: "secret1", name: "Nina Roussel" },
    profile: { slug, name: "Nina Roussel" },
  });
  return { user, profile, slug, email };
}

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
    const wav = wavBytes();
    const exact = Buffer.alloc(MAX_MEDIA_BYTES);
    wav.copy(exact);
    exact.writeUInt32LE(MAX_MEDIA_BYTES - 8, 4);
    exact.writeUInt32LE(MAX_MEDIA_BYTES - 44, 40);
    const result = await uploadMedia(slug, "audio", exact);
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

  it("neutralizes a polyglot (a real JPEG followed by a script) by re-encoding it, and refuses a bare JPEG header + script", async () => {
    const { slug } = await owner();
    const jpeg = await jpegWithExif();
    const polyglot = Buffer.concat([jpeg, Buffer.from("<script>alert('xss')</script><!--")]);
    const stored = await uploadMedia(slug, "photo", polyglot);
    expect(stored.status).toBe(200);
    if (!stored.body.ok) throw new Error("upload refused");
    expect(stored.body.contentType).toBe("image/webp");
    const object = await getMediaStore().get(stored.body.key);
    expect(object?.contentType).toBe("image/webp");
    expect(object?.body.includes(Buffer.from("<script"))).toBe(false);
    expect((await sharp(object!.body).metadata()).format).toBe("webp");

    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<script>alert(1)</script>")]);
    const refused = await uploadMedia(slug, "photo", fake);
    expect(refused.status).toBe(415);
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

  it("takes audio by its bytes, refuses an image as audio, and serves it with its type, nosniff and ranges", async () => {
    const { slug } = await owner();
    const audio = await uploadMedia(slug, "audio", wavBytes(), { contentType: "image/png" });
    if (!audio.body.ok) throw new Error("upload refused");
    expect(audio.body.contentType).toBe("audio/wav");
    const wrong = await uploadMedia(slug, "audio", await jpegWithExif());
    expect(wrong.status).toBe(415);

    const response = await mediaResponse(
      new Request(`http://x/media/${audio.body.key}`, { headers: { Range: "bytes=0-99" } }),
      audio.body.key,
    );
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Type")).toBe("audio/wav");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Range")).toBe(`bytes 0-99/${wavBytes().length}`);
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
    expect(mediaKeyFromUrl(row!.mediaUrl)).toBe(photo.body.key);

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
    await waitForMail(env.dataDir, email, /Paul/);
    const mails = (await readOutbox(env.dataDir)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
  });

  it("of audio without a description gets one with its duration", async () => {
    const { slug, profile } = await owner();
    const audio = await uploadMedia(slug, "audio", wavBytes());
    if (!audio.body.ok) throw new Error("upload refused");
    const result = await submitReview(slug, { name: "Marc", type: "audio", media: audio.body.key, duration: "3" });
    expect(result.status).toBe(200);
    const [row] = await rowsOf(profile.id);
    expect(row).toMatchObject({ content: "Avis vocal de 3 secondes", mediaDuration: 3, rating: 5 });
  });

  it("keeps the spec's required fields", async () => {
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
