import { eq } from "drizzle-orm";
import { isbot } from "isbot";
import { data, redirect } from "react-router";
import { profileNotFound } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { getOptionalUser } from "#app/features/auth/index.server.ts";
import {
  type InvitationProblem,
  openInvitation,
  profileOfInvitationToken,
} from "#app/features/invitations/index.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";
import { getProfileSummary } from "./list-public-reviews.server.ts";

async function slugOfProfile(id: string): Promise<string | null> {
  const [row] = await getDb().select({ slug: profiles.slug }).from(profiles).where(eq(profiles.id, id));
  return row?.slug ?? null;
}

interface Args {
  request: Request;
  params: { slug?: string; token?: string };
  context: { publicUrl: string };
}

/**
 * /{slug}/invitation/{token}: the review form for an invited client (their address locked),
 * or — for a link that is unknown, expired or used — a page that says so and offers a
 * spontaneous review instead. Opening it marks the invitation opened (not for bots and link
 * scanners, nor for the owner previewing it). The token stays out of Referer headers. A
 * link whose page changed its address since the mail was sent is sent on to the new one.
 */
export async function invitationPageData({ request, params, context }: Args) {
  const { t, messages } = getI18n(request, ["profile", "reviews", "invitations"]);
  const token = params.token ?? "";
  const address = normalizeProfileAddress(params.slug);
  const profile = address ? await getProfileSummary(address) : null;
  // A link mailed before the owner changed their page's address: to its page as it is now.
  const owner = await profileOfInvitationToken(token);
  if (owner && owner !== profile?.id) {
    const slug = await slugOfProfile(owner);
    if (slug) throw redirect(`/${slug}/invitation/${token}${new URL(request.url).search}`, { status: 301 });
  }
  if (!profile) throw profileNotFound(t);
  const viewer = await getOptionalUser(request);
  const isOwner = viewer?.id === profile.userId;
  const opened = await openInvitation(token, profile.id, now(), {
    markOpened: !isOwner && !isbot(request.headers.get("User-Agent") ?? ""),
  });
  const problem: InvitationProblem | null = opened.ok ? null : opened.problem;
  return data(
    {
      messages,
      title: problem
        ? t(`invitations.landing.${problem}.title`)
        : t("invitations.landing.metaTitle", { name: profile.name }),
      profile: { slug: profile.slug, name: profile.name, title: profile.title, avatar: profile.avatar },
      isOwner,
      invitation: opened.ok ? { token, email: opened.invitation.email, name: opened.invitation.name } : null,
      problem,
      canonical: `${context.publicUrl}/${profile.slug}/review`,
    },
    {
      status: problem === "unknown" ? 404 : problem ? 410 : 200,
      headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" },
    },
  );
}
