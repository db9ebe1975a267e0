// /{slug}/reviews/{id}/captions.vtt: a video review's words as WebVTT, for anyone once the
// review is published, for its owner while it waits; 404 otherwise.
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ANONYMOUS, getPublicProfile } from "#app/features/profile/get-public-profile.server.ts";
import { createReview } from "#db/factories/reviews.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";
import { loader } from "../../../app/routes/review-captions.ts";
import { signedInOwner } from "./support.ts";

setupProfileTest();

const mediaKey = (ext: string) => `review-media/2026/11/${randomBytes(12).toString("hex")}.${ext}`;

const owner = () => signedInOwner("vtt", "Nina Roussel");

async function captions(slug: string, reviewId: string, cookie = "") {
  const request = new Request(`${PUBLIC_URL}/${slug}/reviews/${reviewId}/captions.vtt`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const response = await loader({ request, params: { slug, reviewId } } as Parameters<typeof loader>[0]);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

const WORDS = "Nina a refait notre salle de bains. Le résultat <vraiment> parfait & propre --> je recommande !";

function videoReview(status: "approved" | "pending" | "withdrawn" | "processing", extra = {}) {
  return {
    status,
    mediaType: "video" as const,
    mediaKey: mediaKey("mp4"),
    mediaDuration: 8,
    transcript: WORDS,
    transcriptSource: "reviewer" as const,
    content: "Une vidéo de la salle de bains finie.",
    ...extra,
  };
}

describe("captions.vtt", () => {
  it("serves a published video review's words as WebVTT, escaped and spread over its 8 seconds", async () => {
    const { profile, slug } = await owner();
    const review = await createReview(profile.id, videoReview("approved"));
    const answer = await captions(slug, review.id);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("text/vtt; charset=utf-8");
    expect(answer.cache).toMatch(/^public/);
    expect(answer.body).toBe(
      [
        "WEBVTT",
        "",
        "1",
        "00:00:00.000 --> 00:00:02.979",
        "Nina a refait notre salle de bains.",
        "",
        "2",
        "00:00:02.979 --> 00:00:08.000",
        "Le résultat &lt;vraiment&gt; parfait &amp; propre --&gt; je recommande !",
        "",
      ].join("\n"),
    );
    // The address is read case-insensitively, as the page's.
    expect((await captions(slug.toUpperCase(), review.id)).status).toBe(200);
  });

  it("is 404 for a review not published, another profile's, an unknown one, an audio review or a video without words", async () => {
    const { profile, slug } = await owner();
    const other = await owner();
    const pending = await createReview(profile.id, videoReview("pending"));
    const withdrawn = await createReview(profile.id, videoReview("withdrawn"));
    const processing = await createReview(profile.id, videoReview("processing"));
    const audio = await createReview(
      profile.id,
      videoReview("approved", { mediaType: "audio", mediaKey: mediaKey("m4a") }),
    );
    const silent = await createReview(profile.id, videoReview("approved", { transcript: null }));
    const elsewhere = await createReview(other.profile.id, videoReview("approved"));
    for (const id of [
      pending.id,
      withdrawn.id,
      processing.id,
      audio.id,
      silent.id,
      elsewhere.id,
      randomUUID(),
      "nope",
    ]) {
      const answer = await captions(slug, id);
      expect(answer.status, id).toBe(404);
      expect(answer.body).not.toContain(WORDS.slice(0, 10));
    }
    // Another signed-in owner does not see a pending review's words either.
    expect((await captions(slug, pending.id, other.cookie)).status).toBe(404);
  });

  it("serves a pending review's words to the profile's owner only (their moderation screen plays it), never cached", async () => {
    const { profile, slug, cookie } = await owner();
    const pending = await createReview(profile.id, videoReview("pending"));
    const answer = await captions(slug, pending.id, cookie);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("private, no-store");
    expect(answer.body).toContain("Nina a refait notre salle de bains.");
    const withdrawn = await createReview(profile.id, videoReview("withdrawn"));
    expect((await captions(slug, withdrawn.id, cookie)).status).toBe(404);
  });

  it("gives the public page the words, who wrote them and the review's language (the track's srclang)", async () => {
    const { profile, slug } = await owner();
    const review = await createReview(profile.id, videoReview("approved"));
    const page = (await getPublicProfile(slug, ANONYMOUS))!;
    const shown = page.reviews.find((r) => r.id === review.id)!;
    expect(shown).toMatchObject({ transcript: WORDS, transcriptSource: "reviewer", language: "fr" });
  });
});
