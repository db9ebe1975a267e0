import { eq } from "drizzle-orm";
import { isAddressTaken } from "#app/features/address/index.server.ts";
import { type ActivityActor, logAdminActivity } from "#app/services/activity/log-admin-activity.server.ts";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import { uniqueViolation } from "#db/unique-violation.ts";
import type { AdminProfileInput } from "./schema.ts";

export type UpdateProfileResult =
  | { ok: true; slug: string }
  | { ok: false; status: 404 | 409; field?: "slug" | "requestedSlug"; message: DictionaryKey<"admin"> };

/**
 * The admin's edit of a profile: name, slug, title, bio, location, requested address and
 * the verified badge. The address rules are the owner's (profile/address.server.ts,
 * decision 041): a slug or requested address names one profile only — neither may be
 * another profile's slug or requested address (the public page looks both up). The public page is refreshed
 * at once (invalidateProfile) and the edit is journaled.
 */
export async function updateProfileAsAdmin(
  input: AdminProfileInput,
  actor: ActivityActor,
): Promise<UpdateProfileResult> {
  const db = getDb();
  const owner = { profileId: input.id };
  if (await isAddressTaken(db, input.slug, owner)) {
    return { ok: false, status: 409, field: "slug", message: "admin.errors.slugTaken" };
  }
  if (input.requestedSlug && (await isAddressTaken(db, input.requestedSlug, owner))) {
    return { ok: false, status: 409, field: "requestedSlug", message: "admin.errors.requestedSlugTaken" };
  }

  const [first = "", ...rest] = input.name.split(/\s+/);
  let updated: { slug: string } | undefined;
  try {
    [updated] = await db
      .update(profiles)
      .set({
        name: input.name,
        firstName: first,
        lastName: rest.join(" "),
        slug: input.slug,
        title: input.title,
        bio: input.bio,
        location: input.location,
        requestedSlug: input.requestedSlug,
        verified: input.verified,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, input.id))
      .returning({ slug: profiles.slug });
  } catch (error) {
    // Two edits racing for one address: the unique constraints decide.
    const constraint = uniqueViolation(error);
    if (constraint?.includes("requested_slug")) {
      return { ok: false, status: 409, field: "requestedSlug", message: "admin.errors.requestedSlugTaken" };
    }
    if (constraint?.includes("slug"))
      return { ok: false, status: 409, field: "slug", message: "admin.errors.slugTaken" };
    throw error;
  }
  if (!updated) return { ok: false, status: 404, message: "admin.errors.profileNotFound" };

  await invalidateProfile(input.id);
  await logAdminActivity("admin_profile_updated", actor, {
    profileId: input.id,
    slug: updated.slug,
    name: input.name,
    verified: input.verified,
  });
  return { ok: true, slug: updated.slug };
}
