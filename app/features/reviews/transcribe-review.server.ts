import { and, eq, isNull } from "drizzle-orm";
import { parseEnv } from "#app/lib/env.server.ts";
import { defineJob, enqueue } from "#app/lib/job-queue.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { getMediaStore, type MediaStore } from "#app/services/media/media-store.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { type Database, getDb } from "#db/client.server.ts";
import { mediaObjects, reviews } from "#db/schema.ts";

/*
 * Automatic transcripts (off unless TRANSCRIBE_API_URL is set): once an audio or video
 * review's medium is processed, and only when its reviewer typed no words of their own, the
 * processed file is sent to an OpenAI-compatible `/audio/transcriptions` endpoint and the
 * text it answers is stored with transcript_source `automatic` — shown as « Transcription
 * automatique », never as the reviewer's words. It is written only while the review has no
 * transcript: nothing overwrites what its reviewer typed. A job (decision 016), so a slow or
 * failing service delays nothing else and is retried.
 */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface TranscriptionSettings {
  url: string;
  key: string | null;
  model: string;
}

export function transcriptionSettings(): TranscriptionSettings | null {
  const env = parseEnv();
  if (!env.TRANSCRIBE_API_URL) return null;
  return {
    url: env.TRANSCRIBE_API_URL.replace(/\/+$/, ""),
    key: env.TRANSCRIBE_API_KEY ?? null,
    model: env.TRANSCRIBE_MODEL,
  };
}

/** A transcription service answers 10 minutes of speech well within this. */
const REQUEST_TIMEOUT_MS = 5 * 60 * 1000;

/** Far beyond 10 minutes of speech (about 9,000 characters): a bound against a runaway answer. */
const MAX_AUTOMATIC_TRANSCRIPT = 20_000;

/** A refusal retrying will not change (a bad key, a file the service rejects). */
class PermanentTranscriptionError extends Error {}

export const TRANSCRIBE_JOB = defineJob<{ reviewId: string }>({
  name: "reviews.transcribe",
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 10 * 60,
  batchSize: 1,
  run: async ({ reviewId }) => {
    await transcribeReview(reviewId);
  },
});

/**
 * In the transaction that makes a review's medium ready: queues its transcription when the
 * service is configured and the review has no words yet.
 */
export async function enqueueTranscription(reviewId: string, tx: Transaction): Promise<void> {
  if (!transcriptionSettings()) return;
  const [row] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.transcript)));
  if (row) await enqueue(TRANSCRIBE_JOB, { reviewId }, { tx });
}

export type TranscribeOutcome = "transcribed" | "skipped" | "refused";

/** Transcribes one review's processed medium; throws on a fault worth retrying. */
export async function transcribeReview(
  reviewId: string,
  {
    store = getMediaStore(),
    fetchImpl = fetch,
    settings = transcriptionSettings(),
  }: { store?: MediaStore; fetchImpl?: typeof fetch; settings?: TranscriptionSettings | null } = {},
): Promise<TranscribeOutcome> {
  if (!settings) return "skipped";
  const db = getDb();
  const [row] = await db
    .select({
      profileId: reviews.profileId,
      mediaType: reviews.mediaType,
      key: mediaObjects.key,
      contentType: mediaObjects.contentType,
    })
    .from(reviews)
    .innerJoin(mediaObjects, eq(mediaObjects.key, reviews.mediaKey))
    .where(and(eq(reviews.id, reviewId), isNull(reviews.transcript), eq(mediaObjects.state, "ready")));
  if (!row || (row.mediaType !== "audio" && row.mediaType !== "video")) return "skipped";
  const medium = await store.get(row.key);
  if (!medium) return "skipped";

  let text: string;
  try {
    text = await requestTranscript(medium.body, medium.contentType || row.contentType, row.key, settings, fetchImpl);
  } catch (error) {
    if (error instanceof PermanentTranscriptionError) {
      logError(`[reviews] review ${reviewId} not transcribed:`, error);
      return "refused";
    }
    throw error;
  }
  if (!text) return "skipped";
  const updated = await db
    .update(reviews)
    .set({ transcript: text, transcriptSource: "automatic" })
    // Never over words its reviewer typed meanwhile (nor over an earlier run's).
    .where(and(eq(reviews.id, reviewId), isNull(reviews.transcript)))
    .returning({ id: reviews.id });
  if (updated.length === 0) return "skipped";
  await invalidateProfile(row.profileId);
  return "transcribed";
}

/** POST {url}/audio/transcriptions (multipart: file, model, response_format=json) → its `text`. */
async function requestTranscript(
  bytes: Uint8Array,
  contentType: string,
  key: string,
  settings: TranscriptionSettings,
  fetchImpl: typeof fetch,
): Promise<string> {
  const form = new FormData();
  const fileName = `review.${key.split(".").pop() ?? "bin"}`;
  form.append("file", new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  form.append("model", settings.model);
  form.append("response_format", "json");
  const response = await fetchImpl(`${settings.url}/audio/transcriptions`, {
    method: "POST",
    headers: settings.key ? { authorization: `Bearer ${settings.key}` } : {},
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    const message = `transcription service answered ${response.status}${detail ? `: ${detail}` : ""}`;
    // A rate limit or a server fault may pass; another refusal will not.
    if (response.status === 429 || response.status >= 500) throw new Error(message);
    throw new PermanentTranscriptionError(message);
  }
  const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
  if (typeof body?.text !== "string") throw new PermanentTranscriptionError("transcription service answered no text");
  return body.text.trim().slice(0, MAX_AUTOMATIC_TRANSCRIPT);
}
