import type { TFunction } from "i18next";
import { data } from "react-router";
import { isHeldByDeletedAccount } from "#app/features/address/index.server.ts";
import type { ProfileErrorData } from "#app/features/address/index.ts";

/*
 * The public face of a deleted account (decision 036): its page and every page under it
 * answer 410 Gone with a page that says so, in the visitor's language, for as long as the
 * account can be restored (its row holds the slug and requested address). Once purged, the
 * address is free and answers 404 like any unknown one.
 */

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
  return (await isHeldByDeletedAccount(address)) ? profileGone(t) : notFound;
}
