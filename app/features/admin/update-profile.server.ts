import { and, eq, ne, or } from "drizzle-orm";
import { invalidateProfile } from "#app/features/profile/index.server.ts";
import { type ActivityActor, logAdminActivity } from "#app/services/activity/log-admin-activity.server.ts";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import type { AdminProfileInput } from "./schema.ts";

export type UpdateProfileResult =
  | { ok: true; slug: string }
  | { ok: false; status: 404 | 409; field?: "slug" | "customDomain"; message: DictionaryKey<"admin"> };

/**
 * The admin's edit of a profile (docs/product/admin.md): name, slug, title, bio,
 * location, custom address and the verified badge. The address rules are the owner's:
 * a slug or custom address names one profile only — neither may be another profile's
 * slug or custom address (the public page looks both up). The public page is refreshed
 * at once (invalidateProfile) and the edit is journaled.
 */
export async function updateProfileAsAdmin(
  input: AdminProfileInput,
  actor: ActivityActor,
): Promise<UpdateProfileResult> {
  const db = getDb();
  const others = ne(profiles.id, input.id);
  const [slugOwner] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(others, or(eq(profiles.slug, input.slug), eq(profiles.customDomain, input.slug))))
    .limit(1);
  if (slugOwner) return { ok: false, status: 409, field: "slug", message: "admin.errors.slugTaken" };
  if (input.customDomain) {
    const [domainOwner] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(others, or(eq(profiles.slug, input.customDomain), eq(profiles.customDomain, input.customDomain))))
      .limit(1);
    if (domainOwner) return { ok: false, status: 409, field: "customDomain", message: "admin.errors.domainTaken" };
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
        customDomain: input.customDomain,
        verified: input.verified,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, input.id))
      .returning({ slug: profiles.slug });
  } catch (error) {
    // Two edits racing for one address: the unique constraints decide.
    const constraint = uniqueViolation(error);
    if (constraint?.includes("custom_domain")) {
      return { ok: false, status: 409, field: "customDomain", message: "admin.errors.domainTaken" };
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

/** The constraint a unique violation (23505) names, or undefined for any other error. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}
