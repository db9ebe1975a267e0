import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { isSameSiteRequest, requireUser } from "#app/features/auth/index.server.ts";
import {
  INVITATION_STATUSES,
  type InvitationPreview,
  type InvitationStatus,
  type Inviter,
  listInvitations,
  previewInvitations,
  sendInvitations,
} from "#app/features/invitations/index.server.ts";
import { MAX_INVITATION_TEXT } from "#app/features/invitations/index.ts";
import { renderQrCode } from "#app/features/profile/index.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { readFormData } from "#app/lib/read-form.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, user } from "#db/schema.ts";

/*
 * /dashboard/collect: everything an owner needs to ask for reviews — the review
 * link (copy, QR code, share buttons, a printable card) and e-mail invitations (paste,
 * preview, send, follow). Only the signed-in owner's own profile, read from the session.
 */

interface Args {
  request: Request;
  context: { publicUrl: string };
}

async function ownerOf(userId: string) {
  const [row] = await getDb()
    .select({
      profileId: profiles.id,
      slug: profiles.slug,
      name: profiles.name,
      title: profiles.title,
      avatarKey: profiles.avatarKey,
      contactEmail: profiles.email,
      accountEmail: user.email,
      emailVerified: user.emailVerified,
      accountCreatedAt: user.createdAt,
      locale: user.locale,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

function inviterOf(owner: NonNullable<Awaited<ReturnType<typeof ownerOf>>>, userId: string): Inviter {
  return {
    userId,
    profileId: owner.profileId,
    ownAddresses: [owner.accountEmail, owner.contactEmail ?? ""],
    emailVerified: owner.emailVerified,
    accountCreatedAt: owner.accountCreatedAt,
  };
}

/** The review link of a profile: what the QR code, the card and the share buttons carry. */
export function reviewLinkOf(publicUrl: string, slug: string): string {
  return `${publicUrl}/${slug}/review`;
}

export async function collectPageData({ request, context }: Args) {
  const { user: viewer, headers } = await requireUser(request);
  const { t, messages } = getI18n(request, ["auth", "account", "collect", "reviews"]);
  const owner = await ownerOf(viewer.id);
  if (!owner) return data({ messages, title: t("collect.metaTitle"), page: null }, { headers });
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status");
  const status: InvitationStatus | "all" = (INVITATION_STATUSES as readonly string[]).includes(statusParam ?? "")
    ? (statusParam as InvitationStatus)
    : "all";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const [table, allowance] = await Promise.all([
    listInvitations(owner.profileId, { status, page }),
    previewInvitations(inviterOf(owner, viewer.id), "", now()),
  ]);
  return data(
    {
      messages,
      title: t("collect.metaTitle"),
      page: {
        profile: { slug: owner.slug, name: owner.name, title: owner.title, avatar: mediaUrl(owner.avatarKey) },
        reviewLink: reviewLinkOf(context.publicUrl, owner.slug),
        verified: owner.emailVerified,
        allowance: allowance.ok ? allowance.preview.allowance : { limit: 0, remaining: 0 },
        defaultLanguage: owner.locale,
        table,
      },
    },
    { headers },
  );
}

const CollectActionSchema = z.object({
  intent: z.enum(["preview", "send"]),
  clients: z.string().max(MAX_INVITATION_TEXT),
  language: z.enum(["fr", "en", "ar"]).catch("fr"),
  reminders: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

export type CollectActionData =
  | { intent: "preview"; ok: true; preview: InvitationPreview }
  | { intent: "send"; ok: true; queued: number; message: string }
  | { intent: "preview" | "send" | null; ok: false; message: string; preview?: InvitationPreview };

/** Preview or send invitations: the owner's own profile, rate limited, the daily allowance checked on the server. */
export async function collectAction({ request }: Args) {
  const { user: viewer } = await requireUser(request);
  const { t } = getI18n(request, ["collect"]);
  const fail = (
    status: number,
    message: string,
    intent: "preview" | "send" | null = null,
    preview?: InvitationPreview,
  ) => data<CollectActionData>({ intent, ok: false, message, ...(preview ? { preview } : {}) }, { status });
  if (!isSameSiteRequest(request)) return fail(403, t("collect.invite.failed"));
  const form = await readFormData(request);
  if (!form) return fail(400, t("collect.invite.failed"));
  const parsed = CollectActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "clients" && issue.code === "too_big");
    return fail(
      tooLong ? 413 : 400,
      tooLong ? t("collect.invite.tooManyLines", { count: 500 }) : t("collect.invite.failed"),
    );
  }
  const { intent, clients, language, reminders } = parsed.data;
  if (!clients.trim()) return fail(422, t("collect.invite.empty"), intent);
  const owner = await ownerOf(viewer.id);
  if (!owner) return fail(404, t("collect.noProfile"), intent);
  const inviter = inviterOf(owner, viewer.id);

  const limit = await consume(intent === "send" ? "invitations.send.user" : "invitations.preview.user", viewer.id);
  if (!limit.allowed) {
    return data<CollectActionData>(
      { intent, ok: false, message: t("reviews.errors.tooMany") },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    if (intent === "preview") {
      const outcome = await previewInvitations(inviter, clients, now());
      if (!outcome.ok) return fail(413, t("collect.invite.tooManyLines", { count: outcome.lines }), intent);
      return data<CollectActionData>({ intent, ok: true, preview: outcome.preview });
    }
    const outcome = await sendInvitations(inviter, { text: clients, language, reminders }, now());
    if (!outcome.ok) {
      if (outcome.reason === "unverified") return fail(403, t("collect.invite.unverified"), intent);
      if (outcome.reason === "tooManyLines")
        return fail(413, t("collect.invite.tooManyLines", { count: outcome.lines }), intent);
      const again = await previewInvitations(inviter, clients, now());
      return fail(422, t("collect.invite.nothing"), intent, again.ok ? again.preview : undefined);
    }
    return data<CollectActionData>({
      intent,
      ok: true,
      queued: outcome.queued,
      message: t("collect.invite.sent", { count: outcome.queued }),
    });
  } catch (error) {
    logError("[collect] invitations:", error);
    return fail(500, t("collect.invite.failed"), intent);
  }
}

/** /dashboard/collect/card?size=a6|a5: the printable card's data, its QR code inline (SVG). */
export async function printCardData({ request, context }: Args) {
  const { user: viewer, headers } = await requireUser(request);
  const { t, messages } = getI18n(request, ["collect"]);
  const owner = await ownerOf(viewer.id);
  if (!owner) throw data({ message: t("collect.noProfile") }, { status: 404 });
  const size: "a6" | "a5" = new URL(request.url).searchParams.get("size") === "a5" ? "a5" : "a6";
  const link = reviewLinkOf(context.publicUrl, owner.slug);
  const qr = await renderQrCode(link, "svg");
  return data(
    {
      messages,
      title: t("collect.card.metaTitle"),
      size,
      profile: { name: owner.name, title: owner.title, avatar: mediaUrl(owner.avatarKey) },
      link,
      qrSvg: String(qr.body),
    },
    { headers },
  );
}
