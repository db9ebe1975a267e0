import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getSession, isSameSiteRequest } from "#app/features/auth/index.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import { INACTIVE_AFTER_YEARS } from "./deletion-rules.ts";
import { deletionState, restoreAccount } from "./restore-account.server.ts";

export const RESTORE_PAGE_PATH = "/account/restore";

export type RestoreView =
  | { view: "signed-out"; deletedNow: boolean }
  | { view: "restorable" | "expired"; cause: "owner" | "inactive"; requestedAt: string; purgeAfter: string }
  | { view: "restored"; slug: string | null };

/**
 * /account/restore (decision 036). Signed out: what a deleted account can do (sign in within 30
 * days). Signed in as a deleted account (the guard of every private page sends it here): the
 * dates and « Restaurer mon compte », or, past the 30 days, that it can no longer be restored.
 * After a restore: the way back to the page and the dashboard. An active account goes to its
 * dashboard. An account already purged has no session any more: it sees the signed-out text.
 */
export async function restorePageData(request: Request) {
  const { t, messages } = getI18n(request, ["auth", "accountDeletion"]);
  const page = { messages, title: t("accountDeletion.restore.metaTitle"), noindex: true, years: INACTIVE_AFTER_YEARS };
  const url = new URL(request.url);
  const session = await getSession(request);
  if (!session) {
    return {
      ...page,
      state: { view: "signed-out", deletedNow: url.searchParams.get("deleted") === "1" } as RestoreView,
    };
  }
  const state = await deletionState(session.user.id);
  if (state.status === "active") {
    if (url.searchParams.get("restored") !== "1") throw redirect("/dashboard");
    const [profile] = await getDb()
      .select({ slug: profiles.slug })
      .from(profiles)
      .where(eq(profiles.userId, session.user.id));
    return { ...page, state: { view: "restored", slug: profile?.slug ?? null } as RestoreView };
  }
  return {
    ...page,
    state: {
      view: state.restorable ? "restorable" : "expired",
      cause: state.cause,
      requestedAt: state.requestedAt,
      purgeAfter: state.purgeAfter,
    } as RestoreView,
  };
}

/** POST /account/restore: « Restaurer mon compte ». Past the 30 days: 410 and the page says so. */
export async function handleRestoreAction(request: Request) {
  if (!isSameSiteRequest(request)) throw data(null, { status: 403 });
  const session = await getSession(request);
  if (!session) throw redirect(`/auth?redirectTo=${encodeURIComponent(RESTORE_PAGE_PATH)}`);
  const result = await restoreAccount(session.user.id);
  if (result.ok || result.reason === "not-deleted") throw redirect(`${RESTORE_PAGE_PATH}?restored=1`);
  return data({ status: "expired" as const }, { status: 410 });
}
