import { contentTypeForKey } from "#app/services/media/media-store.server.ts";
import { mediaObjects } from "#db/schema.ts";
import { type DbExecutor, defaultDb } from "./db.ts";

export type MediaObject = typeof mediaObjects.$inferSelect;

export interface EnsureMediaObjectInput {
  key: string;
  kind?: MediaObject["kind"];
  ownerUserId?: string | null;
  ownerProfileId?: string | null;
  createdAt?: Date;
}

/**
 * The media_objects rows of `objects`, made when missing (decision 030: rows reference keys),
 * with the type the key's extension implies for their kind (webm and mp4 hold audio or video).
 */
export async function ensureMediaObjects(objects: EnsureMediaObjectInput[], db?: DbExecutor): Promise<void> {
  for (const { key, kind = "image", ownerUserId = null, ownerProfileId = null, createdAt } of objects) {
    const type = contentTypeForKey(key);
    await defaultDb(db)
      .insert(mediaObjects)
      .values({
        key,
        kind,
        contentType: kind === "image" ? type : type.replace(/^(audio|video)\//, `${kind}/`),
        ownerUserId,
        ownerProfileId,
        ...(createdAt ? { createdAt } : {}),
      })
      .onConflictDoNothing();
  }
}
