import { timingSafeEqual } from "node:crypto";
import { deriveToken } from "#app/lib/tokens.server.ts";
import { isMediaKey, type MediaPrefix, newMediaKey } from "./media-store.server.ts";

/*
 * An upload can be used only by whoever made it: the key of an uploaded file
 * carries, after its random part, an HMAC of that random part and of its owner under the
 * app secret. Nothing is stored, so every process checks it alike and a restart changes
 * nothing; a published key (an owner's photo in the public HTML) is useless to anyone else.
 */

/** Who may use an upload: one account, or the reviews left on one profile. */
export type MediaOwner = { user: string } | { reviewsOf: string };

const NONCE_LENGTH = 22;
const MAC_LENGTH = 22;

function ownerLabel(owner: MediaOwner): string {
  return "user" in owner ? `user:${owner.user}` : `reviews:${owner.reviewsOf}`;
}

function mac(owner: MediaOwner, unsignedKey: string): string {
  return deriveToken("media-owner", `${ownerLabel(owner)}:${unsignedKey}`).slice(0, MAC_LENGTH);
}

/** A new key under `prefix` (like newMediaKey) that only `owner` will be able to use. */
export function newOwnedMediaKey(prefix: MediaPrefix, ext: string, owner: MediaOwner, now = new Date()): string {
  const unsigned = newMediaKey(prefix, ext, now);
  const dot = unsigned.lastIndexOf(".");
  return `${unsigned.slice(0, dot)}${mac(owner, unsigned)}${unsigned.slice(dot)}`;
}

/** True when `key` was made by newOwnedMediaKey for this owner. */
export function isOwnedMediaKey(key: string, owner: MediaOwner): boolean {
  if (!isMediaKey(key)) return false;
  const slash = key.lastIndexOf("/");
  const dot = key.lastIndexOf(".");
  const name = key.slice(slash + 1, dot);
  if (name.length !== NONCE_LENGTH + MAC_LENGTH) return false;
  const unsigned = `${key.slice(0, slash + 1)}${name.slice(0, NONCE_LENGTH)}${key.slice(dot)}`;
  return timingSafeEqual(Buffer.from(mac(owner, unsigned)), Buffer.from(name.slice(NONCE_LENGTH)));
}
