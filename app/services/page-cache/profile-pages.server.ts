import { invalidatePages, onPagesInvalidated } from "./invalidation.server.ts";

/*
 * The one call that keeps a profile's public pages true (decision 037):
 *
 *   await invalidateProfile(profile.id);   // after the transaction that changed it commits
 *
 * Call it whenever something the public page shows changes: the owner's save, a review
 * decision or reply, an admin edit or deletion. The next anonymous view is rendered afresh
 * in every process (the page cache's pg_notify); the link-preview image and the read API's
 * answers follow too (onProfileInvalidated).
 */

const PREFIX = "profile:";

/** The page-cache tag of a profile's pages (the loader marks them with it). */
export function profileTag(profileId: string): string {
  return `${PREFIX}${profileId}`;
}

/** Forgets everything cached about the profile, in this process and the others. Never throws. */
export function invalidateProfile(profileId: string): Promise<void> {
  return invalidatePages(profileTag(profileId));
}

/** Runs `listener` on every invalidation of a profile, local or from another process. Returns an unsubscribe. */
export function onProfileInvalidated(listener: (profileId: string) => void): () => void {
  return onPagesInvalidated((tag) => {
    if (tag.startsWith(PREFIX)) listener(tag.slice(PREFIX.length));
  });
}
