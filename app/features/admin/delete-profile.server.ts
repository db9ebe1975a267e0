import { deleteFilesOf, deleteProfileRows } from "#app/features/account-deletion/index.server.ts";
import { type ActivityActor, logAdminActivity } from "#app/services/activity/log-admin-activity.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";

export type DeleteProfileResult =
  | { ok: true; slug: string; name: string; mediaDeleted: number }
  | { ok: false; status: 404 };

/**
 * Deletes a profile for good (docs/product/admin.md): its lists, links, portfolio and reviews go
 * with it (foreign keys `on delete cascade`), and so do the media files they pointed to —
 * unless something that remains still uses the same file (the demo seed shares some). The
 * owner's account stays: they can create a new profile. The public page is forgotten at
 * once (invalidateProfile) and the deletion is journaled with who did it.
 *
 * The rows and files go through the same code as the purge of a deleted account
 * (app/features/account-deletion/purge.server.ts, decision 036).
 */
export async function deleteProfileAsAdmin(id: string, actor: ActivityActor): Promise<DeleteProfileResult> {
  const outcome = await getDb().transaction((tx) => deleteProfileRows(tx, id));
  if (!outcome) return { ok: false, status: 404 };

  // What remains that still points at one of these files keeps it.
  const mediaDeleted = await deleteFilesOf(outcome.keys, `profile ${id} deleted by an administrator`);

  await invalidateProfile(id);
  await logAdminActivity("admin_profile_deleted", actor, {
    profileId: id,
    slug: outcome.slug,
    name: outcome.name,
    mediaDeleted,
  });
  return { ok: true, slug: outcome.slug, name: outcome.name, mediaDeleted };
}
