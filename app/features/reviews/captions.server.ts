import { and, eq, isNull } from "drizzle-orm";
import { answersAt } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { getOptionalUser } from "#app/features/auth/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, reviews } from "#db/schema.ts";
import { buildWebVtt } from "./captions.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/**
 * /{slug}/reviews/{reviewId}/captions.vtt: the words of a video review as WebVTT, the
 * `<track>` of its player (review-media.tsx). Anyone may read those of a published review;
 * the profile's owner also those of a review waiting for moderation (their moderation
 * screen plays it). Anything else — another profile's review, a withdrawn one, one without
 * words, an audio review — is 404.
 */
export async function captionsResponse({
  request,
  params,
}: {
  request: Request;
  params: { slug?: string; reviewId?: string };
}): Promise<Response> {
  const address = normalizeProfileAddress(params.slug);
  const reviewId = params.reviewId ?? "";
  if (!address || !UUID.test(reviewId)) return notFound();
  const [row] = await getDb()
    .select({
      status: reviews.status,
      mediaType: reviews.mediaType,
      mediaDuration: reviews.mediaDuration,
      transcript: reviews.transcript,
      language: reviews.language,
      ownerId: profiles.userId,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(and(eq(reviews.id, reviewId), answersAt(address), isNull(profiles.deletedAt)));
  if (row?.mediaType !== "video" || !row.transcript) return notFound();
  let visibility: "public" | "owner";
  if (row.status === "approved") visibility = "public";
  else if (row.status === "pending" && row.ownerId && (await getOptionalUser(request))?.id === row.ownerId) {
    visibility = "owner";
  } else return notFound();
  return new Response(buildWebVtt(row.transcript, row.mediaDuration, row.language), {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
      // A published review's words change only if it is withdrawn: a minute of caching at most.
      "Cache-Control": visibility === "public" ? "public, max-age=60" : "private, no-store",
    },
  });
}
