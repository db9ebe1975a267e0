import type { TFunction } from "i18next";
import { data } from "react-router";
import type { ProfileErrorData } from "#app/features/profile/index.ts";
import { getPool } from "#db/client.server.ts";

/*
 * The public face of a deleted account (decision 036): its page and every page under it
 * answer 410 Gone with a page that says so, in the visitor's language, for as long as the
 * account can be restored (its row holds the slug and custom domain). Once purged, the
 * address is free and answers 404 like any unknown one.
 */

/** Whether `address` (slug or custom domain, lower-cased) is the page of a deleted account. */
export async function isDeletedProfileAddress(address: string): Promise<boolean> {
  const { rows } = await getPool().query(
    "select 1 from profiles where (slug = $1 or custom_domain = $1) and deleted_at is not null limit 1",
    [address],
  );
  return rows.length > 0;
}

/** « Cette page a été supprimée », as an HTTP 410. */
export function profileGone(t: TFunction) {
  return data<ProfileErrorData>(
    {
      kind: "fiable.profile-error",
      pageTitle: t("accountDeletion.gone.pageTitle"),
      title: t("accountDeletion.gone.title"),
      text: t("accountDeletion.gone.text"),
    },
    { status: 410, headers: { "Cache-Control": "no-cache" } },
  );
}

/** The answer for an address that shows no profile: 410 for a deleted account's, else `notFound`. */
export async function goneOr<T>(t: TFunction, address: string, notFound: T) {
  return (await isDeletedProfileAddress(address)) ? profileGone(t) : notFound;
}
