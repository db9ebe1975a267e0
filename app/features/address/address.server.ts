import { and, eq, ne, or, type SQL } from "drizzle-orm";
import { getDb, getPool } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import { addressBase, addressCandidate, askedAddress, isReservedSlug } from "./address.ts";

/*
 * The profile address, `{host}/{slug}` — what needs the database (decision 041; the pure
 * rules are in `address.ts`). A profile answers at its slug and at its requested address;
 * no address names two profiles: a slug or requested address is never another profile's
 * slug or requested address (unique constraints back the checks when two writes race). A
 * deleted account's row keeps holding both until the account is purged (decision 036):
 * nobody else gets them, and the page answers 410 meanwhile.
 */

/**
 * The SQL condition of the public reads on `profiles` (aliased or not) for the address in
 * parameter `$n`: its slug, else its requested address (callers order by `slug = $n` first).
 */
export function addressMatchSql(param = "$1", alias = ""): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${column("slug")} = ${param} or ${column("requested_slug")} = ${param})`;
}

/**
 * The tail of a `select … from profiles` that picks the live profile answering at the address
 * in `$1`: its slug first, else its requested address. Deleted accounts answer 410 instead
 * (isHeldByDeletedAccount).
 */
export const LIVE_PROFILE_AT_ADDRESS = `where ${addressMatchSql()} and deleted_at is null
  order by (slug = $1) desc
  limit 1`;

/** The Drizzle condition: the profile answers at `address`. */
export function answersAt(address: string): SQL {
  return or(eq(profiles.slug, address), eq(profiles.requestedSlug, address)) as SQL;
}

type Executor = Pick<ReturnType<typeof getDb>, "select">;

/** Whose the address is not allowed to be: a user (the owner's save) or a profile (the admin's edit). */
export type AddressOwner = { userId: string } | { profileId: string };

/** Whether `address` is held by a profile other than `owner`'s — deleted accounts' included. */
export async function isAddressTaken(db: Executor, address: string, owner: AddressOwner): Promise<boolean> {
  const others = "userId" in owner ? ne(profiles.userId, owner.userId) : ne(profiles.id, owner.profileId);
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(others, answersAt(address)))
    .limit(1);
  return taken !== undefined;
}

/**
 * A free address from `base`: `base`, else `base-1`, `base-2`…, never a reserved word nor
 * an address another profile holds. The save allocates inside its transaction and retries
 * when a concurrent save took the same address first (the unique constraint refuses it);
 * the live check of the domain tab calls it outside one.
 */
export async function allocateSlug(db: Executor, base: string, owner: AddressOwner): Promise<string> {
  for (let n = 0; ; n++) {
    const candidate = addressCandidate(base, n);
    if (isReservedSlug(candidate)) continue;
    if (!(await isAddressTaken(db, candidate, owner))) return candidate;
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
  const asked = askedAddress(requested);
  if (!asked.ok)
    return asked.problem === "invalid" ? { status: "invalid" } : { status: "reserved", requested: asked.slug };
  const slug = await allocateSlug(db, addressBase(asked.slug, name), { userId });
  if (asked.slug === "") return { status: "auto", slug };
  return slug === asked.slug ? { status: "available", slug } : { status: "taken", requested: asked.slug, slug };
}

/** Whether `address` (lower-cased) is held by a deleted account that can still be restored (decision 036). */
export async function isHeldByDeletedAccount(address: string): Promise<boolean> {
  const { rows } = await getPool().query(
    `select 1 from profiles where ${addressMatchSql()} and deleted_at is not null limit 1`,
    [address],
  );
  return rows.length > 0;
}
