import { reviews } from "#db/schema.ts";
import { type DbExecutor, defaultDb } from "./db.ts";
import { ensureMediaObjects } from "./media-objects.ts";

export type Review = typeof reviews.$inferSelect;

export interface CreateReviewInput {
  reviewerName?: string;
  reviewerTitle?: string | null;
  /** A key of the media store; its media_objects row is made when missing. */
  reviewerPhotoKey?: string | null;
  /** Lower-cased; private. */
  reviewerEmail?: string | null;
  /** Provenance facts (the label is computed from them by the database). */
  invitedAt?: Date | null;
  emailVerifiedAt?: Date | null;
  relationship?: Review["relationship"];
  serviceMonth?: string | null;
  content?: string;
  rating?: number;
  mediaType?: Review["mediaType"];
  /** A key of the media store; its media_objects row is made when missing. */
  mediaKey?: string | null;
  posterKey?: string | null;
  transcript?: string | null;
  transcriptSource?: Review["transcriptSource"];
  /** Seconds (audio and video). */
  mediaDuration?: number | null;
  /** Defaults to 'pending', as a review is created by a visitor. */
  status?: Review["status"];
  /** Defaults to 'spam' for a withdrawn review (the schema requires a reason). */
  withdrawalReason?: Review["withdrawalReason"];
  /** Defaults to 'owner' for a withdrawn review. */
  withdrawnBy?: Review["withdrawnBy"];
  /** Defaults to the creation time for a pending review. */
  pendingSince?: Date | null;
  editTokenHash?: string | null;
  editedAt?: Date | null;
  ownerReply?: string | null;
  ownerReplyAt?: Date | null;
  /** Defaults to the creation time for approved and withdrawn reviews. */
  moderatedAt?: Date | null;
  createdAt?: Date;
}

export async function createReview(profileId: string, input: CreateReviewInput = {}, db?: DbExecutor): Promise<Review> {
  const createdAt = input.createdAt ?? new Date();
  const status = input.status ?? "pending";
  const ownerReply = input.ownerReply ?? null;
  await ensureMediaObjects(
    [
      ...(input.mediaKey ? [{ key: input.mediaKey, kind: mediaKindOf(input.mediaType ?? "photo") }] : []),
      ...(input.posterKey ? [{ key: input.posterKey }] : []),
      ...(input.reviewerPhotoKey ? [{ key: input.reviewerPhotoKey }] : []),
    ].map((object) => ({ ...object, ownerProfileId: profileId, createdAt })),
    db,
  );
  const [row] = await defaultDb(db)
    .insert(reviews)
    .values({
      profileId,
      reviewerName: input.reviewerName ?? "Client Test",
      reviewerTitle: input.reviewerTitle ?? null,
      reviewerPhotoKey: input.reviewerPhotoKey ?? null,
      reviewerEmail: input.reviewerEmail ?? null,
      invitedAt: input.invitedAt ?? null,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
      relationship: input.relationship ?? "client",
      serviceMonth: input.serviceMonth ?? null,
      content: input.content ?? "Travail soigné, délais respectés : je recommande.",
      rating: input.rating ?? 5,
      mediaType: input.mediaType ?? null,
      mediaKey: input.mediaKey ?? null,
      posterKey: input.posterKey ?? null,
      transcript: input.transcript ?? null,
      transcriptSource: input.transcript ? (input.transcriptSource ?? "reviewer") : null,
      mediaDuration: input.mediaDuration ?? null,
      status,
      withdrawalReason: status === "withdrawn" ? (input.withdrawalReason ?? "spam") : null,
      withdrawnBy: status === "withdrawn" ? (input.withdrawnBy ?? "owner") : null,
      pendingSince: input.pendingSince !== undefined ? input.pendingSince : status === "pending" ? createdAt : null,
      editTokenHash: input.editTokenHash ?? null,
      editedAt: input.editedAt ?? null,
      ownerReply,
      ownerReplyAt: input.ownerReplyAt ?? (ownerReply ? createdAt : null),
      moderatedAt: input.moderatedAt !== undefined ? input.moderatedAt : status === "pending" ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}

function mediaKindOf(type: NonNullable<Review["mediaType"]>): "image" | "audio" | "video" {
  return type === "photo" ? "image" : type;
}
