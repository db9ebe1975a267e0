import { data } from "react-router";
import { now } from "#app/lib/clock.server.ts";
import { readFormData } from "#app/lib/read-form.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { findUnsubscribe, maskEmail, unsubscribe } from "./unsubscribe.server.ts";

interface Args {
  request: Request;
  params: { invitationId?: string; token?: string };
}

const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/**
 * GET /unsubscribe/{invitationId}/{token}: asks to confirm (a link scanner opening the page
 * unsubscribes nobody). POST: unsubscribes — the page's button, or a mail program's
 * one-click request (RFC 8058: `List-Unsubscribe=One-Click`, no cookie, no Origin).
 */
export async function unsubscribePageData({ request, params }: Args) {
  const { t, messages } = getI18n(request, ["invitations"]);
  const found = await findUnsubscribe(params.invitationId ?? "", params.token ?? "");
  return data(
    {
      messages,
      title: t("invitations.unsubscribe.metaTitle"),
      state: found ? (found.unsubscribed ? ("done" as const) : ("ask" as const)) : ("invalid" as const),
      email: found ? maskEmail(found.email) : null,
    },
    { status: found ? 200 : 404, headers: HEADERS },
  );
}

export async function unsubscribeAction({ request, params }: Args) {
  const { t, messages } = getI18n(request, ["invitations"]);
  // Any form body will do (the button's, or `List-Unsubscribe=One-Click`); the link is the proof.
  await readFormData(request);
  const invitationId = params.invitationId ?? "";
  const token = params.token ?? "";
  const found = await findUnsubscribe(invitationId, token);
  const done = found ? await unsubscribe(invitationId, token, now()) : false;
  return data(
    {
      messages,
      title: t("invitations.unsubscribe.metaTitle"),
      state: done ? ("done" as const) : ("invalid" as const),
      email: found ? maskEmail(found.email) : null,
    },
    { status: done ? 200 : 404, headers: HEADERS },
  );
}
