import { and, eq, ne, or } from "drizzle-orm";
import { isReservedSlug } from "#app/features/profile/index.ts";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import { MAX_SLUG_LENGTH, slugify } from "./draft.ts";

type Executor = Pick<ReturnType<typeof getDb>, "select">;

/**
 * A free address (docs/product/profile-editor.md): `base`, else `base-1`, `base-2`…, never a reserved word nor
 * one another user holds as slug or custom address. The save uses it inside its
 * transaction; the live check of the domain tab outside one.
 */
export async function freeSlug(db: Executor, base: string, userId: string): Promise<string> {
  for (let n = 0; ; n++) {
    const suffix = n === 0 ? "" : `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-$/, "")}${suffix}`;
    if (isReservedSlug(candidate)) continue;
    const [taken] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(ne(profiles.userId, userId), or(eq(profiles.slug, candidate), eq(profiles.customDomain, candidate))))
      .limit(1);
    if (!taken) return candidate;
  }
}

export type SlugAvailability =
  /** Nothing asked: the address will come from the name. */
  | { status: "auto"; slug: string }
  | { status: "available"; slug: string }
  /** Held by someone else: saving gives `slug` (the first free `-N`). */
  | { status: "taken"; requested: string; slug: string }
  | { status: "reserved"; requested: string }
  | { status: "invalid" };

/**
 * What saving the domain tab's value would give `userId`, checked live as the owner types
 * (the save applies the same rules, so the answer is what the save will do).
 */
export async function checkSlugAvailability(
  userId: string,
  requested: string,
  name: string,
  db: Executor = getDb(),
): Promise<SlugAvailability> {
  const value = requested.trim();
  const slug = slugify(value);
  if (value !== "" && slug === "") return { status: "invalid" };
  if (slug !== "" && isReservedSlug(slug)) return { status: "reserved", requested: slug };
  if (slug === "") return { status: "auto", slug: await freeSlug(db, slugify(name) || "profil", userId) };
  const free = await freeSlug(db, slug, userId);
  return free === slug ? { status: "available", slug } : { status: "taken", requested: slug, slug: free };
}
