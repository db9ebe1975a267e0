// Automatic transcripts (TRANSCRIBE_API_URL): after a review's medium is processed, its
// file goes to an OpenAI-compatible /audio/transcriptions endpoint — here a small fake one
// on a free port — and the text comes back as the review's automatic transcript, never
// over words its reviewer typed; nothing is sent when the variable is unset.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MEDIA_JOB } from "#app/features/reviews/process-review-media.server.ts";
import { TRANSCRIBE_JOB, transcribeReview } from "#app/features/reviews/transcribe-review.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { reviews } from "#db/schema.ts";
import { setupProfileTest } from "#tests/integration/profile/support.ts";
import { quietOutbox, submitReview, uploadMedia, wavBytes, webmBytes } from "./support.ts";

setupProfileTest();
quietOutbox();

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string;
  form: FormData;
}

/** The fake service: records each request, answers `answer()`. */
let server: Server;
let received: Received[] = [];
let answer: () => { status: number; body: unknown } = () => ({
  status: 200,
  body: { text: "Bonjour, Nina a fait du très bon travail." },
});

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const contentType = request.headers["content-type"] ?? "";
    // The multipart body as a browser's FormData reads it.
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
      contentType,
      form,
    });
    const { status, body: reply } = answer();
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const saved = {
  url: process.env.TRANSCRIBE_API_URL,
  key: process.env.TRANSCRIBE_API_KEY,
  model: process.env.TRANSCRIBE_MODEL,
};
function configure(on: boolean) {
  if (on) {
    process.env.TRANSCRIBE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    process.env.TRANSCRIBE_API_KEY = "sk-test-transcribe";
    process.env.TRANSCRIBE_MODEL = "whisper-test";
  } else {
    delete process.env.TRANSCRIBE_API_URL;
    delete process.env.TRANSCRIBE_API_KEY;
    delete process.env.TRANSCRIBE_MODEL;
  }
}
afterEach(() => {
  received = [];
  answer = () => ({ status: 200, body: { text: "Bonjour, Nina a fait du très bon travail." } });
  for (const [name, value] of [
    ["TRANSCRIBE_API_URL", saved.url],
    ["TRANSCRIBE_API_KEY", saved.key],
    ["TRANSCRIBE_MODEL", saved.model],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function submitMediaReview(kind: "audio" | "video", fields: Record<string, string> = {}) {
  const slug = `tr-${uniqueSuffix()}`;
  const { profile } = await createUserWithProfile({
    user: { email: `${slug}@example.test`, password: "secret1", name: "Nina" },
    profile: { slug, name: "Nina" },
  });
  const upload = await uploadMedia(slug, kind, kind === "audio" ? wavBytes() : webmBytes("video"));
  if (!upload.body.ok) throw new Error(`upload refused: ${JSON.stringify(upload)}`);
  const result = await submitReview(slug, {
    name: "Marc",
    type: kind,
    media: upload.body.key,
    duration: "3",
    ...(kind === "video" ? { content: "Ma vidéo." } : {}),
    ...fields,
  });
  expect(result.status).toBe(200);
  const [mine] = await getDb().select().from(reviews).where(eq(reviews.profileId, profile.id));
  return mine!;
}

const reviewById = async (id: string) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0]!;
const queued = async (name: string) =>
  (
    await getPool().query<{ data: { reviewId: string } }>("select data from pgboss.job where name = $1", [name])
  ).rows.map((r) => r.data.reviewId);

describe("automatic transcription", () => {
  it("sends the processed file to {TRANSCRIBE_API_URL}/audio/transcriptions and stores the text as automatic", async () => {
    configure(true);
    const review = await submitMediaReview("audio");
    await runQueuedJobs([REVIEW_MEDIA_JOB, TRANSCRIBE_JOB]);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({
      method: "POST",
      url: "/v1/audio/transcriptions",
      authorization: "Bearer sk-test-transcribe",
    });
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.form.get("model")).toBe("whisper-test");
    expect(request!.form.get("response_format")).toBe("json");
    const file = request!.form.get("file") as File;
    expect(file).toBeInstanceOf(Blob);
    expect(file.size).toBeGreaterThan(1000);
    // The processed file, not the reviewer's original: the review points at it.
    const stored = await reviewById(review.id);
    expect(file.name.split(".").pop()).toBe(stored.mediaKey!.split(".").pop());
    expect(stored).toMatchObject({
      status: "pending",
      transcript: "Bonjour, Nina a fait du très bon travail.",
      transcriptSource: "automatic",
      // The description with its duration stays the review's text: it is no transcript.
      content: "Avis vocal de 3 secondes",
    });
  });

  it("never replaces the words the reviewer typed: no request is even made", async () => {
    configure(true);
    const review = await submitMediaReview("video", { transcript: "Mes propres mots, tapés par moi." });
    await runQueuedJobs([REVIEW_MEDIA_JOB, TRANSCRIBE_JOB]);
    expect(received).toEqual([]);
    expect(await queued(TRANSCRIBE_JOB.name)).not.toContain(review.id);
    expect(await reviewById(review.id)).toMatchObject({
      status: "pending",
      transcript: "Mes propres mots, tapés par moi.",
      transcriptSource: "reviewer",
    });
    // Run anyway (a job queued before the words arrived): it leaves them alone.
    expect(await transcribeReview(review.id)).toBe("skipped");
    expect(received).toEqual([]);
  });

  it("does nothing when TRANSCRIBE_API_URL is unset", async () => {
    configure(false);
    const review = await submitMediaReview("audio");
    await runQueuedJobs([REVIEW_MEDIA_JOB, TRANSCRIBE_JOB]);
    expect(received).toEqual([]);
    expect(await queued(TRANSCRIBE_JOB.name)).not.toContain(review.id);
    expect(await reviewById(review.id)).toMatchObject({ status: "pending", transcript: null, transcriptSource: null });
  });

  it("retries a service fault, gives up on a refusal, and stores nothing either way", async () => {
    configure(true);
    const review = await submitMediaReview("audio");
    answer = () => ({ status: 503, body: { error: { message: "overloaded" } } });
    await runQueuedJobs([REVIEW_MEDIA_JOB, TRANSCRIBE_JOB]);
    expect(received).toHaveLength(1);
    const { rows } = await getPool().query<{ state: string }>(
      "select state from pgboss.job where name = $1 and data->>'reviewId' = $2",
      [TRANSCRIBE_JOB.name, review.id],
    );
    expect(rows.map((r) => r.state)).toEqual(["retry"]);
    answer = () => ({ status: 401, body: { error: { message: "bad key" } } });
    expect(await transcribeReview(review.id)).toBe("refused");
    expect(await reviewById(review.id)).toMatchObject({ transcript: null, transcriptSource: null });
  });
});
