import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { getOptionalUser, isSameSiteRequest } from "#app/features/auth/index.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { formatNumber } from "#app/services/i18n/format.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { readBranding } from "#app/services/theme/branding.server.ts";
import {
  type BrandingSettings,
  checkAccent,
  DEFAULT_BRANDING,
  MIN_CONTRAST,
  normalizeHex,
} from "#app/services/theme/branding.ts";
import { getDb } from "#db/client.server.ts";
import { profileBranding, profiles } from "#db/schema.ts";
import { type BrandingActionData, type BrandingForm, BrandingFormSchema } from "./branding-schema.ts";

/** The user's profile: its id and whether it has a photo (the « cover » background uses it). */
async function ownProfile(userId: string) {
  const [row] = await getDb()
    .select({ id: profiles.id, avatarKey: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ? { id: row.id, hasCover: row.avatarKey !== null } : null;
}

/** The editor's « Apparence » tab: the stored branding, and whether a cover can be chosen. */
export async function brandingEditorData(userId: string) {
  const profile = await ownProfile(userId);
  return {
    settings: profile ? await readBranding(profile.id) : DEFAULT_BRANDING,
    hasProfile: profile !== null,
  };
}

/** What a refusal says (locales/*.json, `editor`). */
type BrandingMessage =
  | "editor.appearance.errors.format"
  | "editor.appearance.errors.contrast"
  | "editor.appearance.errors.labelContrast"
  | "editor.appearance.errors.noCover"
  | "editor.appearance.errors.noProfile"
  | "editor.appearance.errors.fontPair"
  | "editor.appearance.errors.invalid"
  | "editor.sessionExpired"
  | "editor.saveFailed";

type Refusal = { field: keyof BrandingForm | null; key: BrandingMessage; params?: Record<string, string> };

/**
 * The branding rule (decision 045, docs/product/profile-editor.md « Apparence »): a known font
 * pair, background, corners and scheme; an accent that is a `#rrggbb` colour passing WCAG AA
 * in every scheme the page can show (app/services/theme/branding.ts); « cover » only with a
 * photo. Pure of storage: the tests call it as the action does.
 */
export function checkBranding(
  form: BrandingForm,
  { hasCover, lang }: { hasCover: boolean; lang: "fr" | "en" | "ar" },
): { ok: true; settings: BrandingSettings } | ({ ok: false } & Refusal) {
  let accentColor: string | null = null;
  if (form.accentColor !== "") {
    const check = checkAccent(form.accentColor, { colorScheme: form.colorScheme, background: form.background });
    if (!check.ok) {
      if (check.reason === "format") return { ok: false, field: "accentColor", key: "editor.appearance.errors.format" };
      const ratio = (value: number) =>
        formatNumber(value, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return {
        ok: false,
        field: "accentColor",
        key: check.use === "label" ? "editor.appearance.errors.labelContrast" : "editor.appearance.errors.contrast",
        params: { ratio: ratio(check.ratio), minimum: ratio(MIN_CONTRAST), scheme: check.scheme },
      };
    }
    accentColor = normalizeHex(form.accentColor);
  }
  if (form.background === "cover" && !hasCover) {
    return { ok: false, field: "background", key: "editor.appearance.errors.noCover" };
  }
  return {
    ok: true,
    settings: {
      accentColor,
      background: form.background,
      fontPair: form.fontPair,
      corners: form.corners,
      colorScheme: form.colorScheme,
    },
  };
}

/**
 * POST /dashboard/branding: checks the form on the server, stores the row, and drops the
 * profile's cached pages in every process (the theme is part of their HTML, decision 037).
 * A refusal is a 400 with its localized reason; nothing is stored.
 */
export async function handleBrandingSave({ request }: { request: Request }) {
  const { t, lang } = getI18n(request, ["editor"]);
  const refuse = (field: Refusal["field"], key: BrandingMessage, params?: Record<string, string>, status = 400) =>
    data<BrandingActionData>({ ok: false, toast: t(key, params), field }, { status });
  const user = await getOptionalUser(request);
  if (!user) return refuse(null, "editor.sessionExpired", undefined, 401);
  if (request.method !== "POST" || !isSameSiteRequest(request))
    return refuse(null, "editor.saveFailed", undefined, 403);

  const profile = await ownProfile(user.id);
  if (!profile) return refuse(null, "editor.appearance.errors.noProfile");
  const submission = parseWithZod(await request.formData(), { schema: BrandingFormSchema });
  if (submission.status !== "success") {
    const [field, messages] = Object.entries(submission.error ?? {})[0] ?? [null, null];
    // The schema's messages are locale keys (branding-schema.ts).
    return refuse(field as Refusal["field"], (messages?.[0] ?? "editor.appearance.errors.invalid") as BrandingMessage);
  }
  const checked = checkBranding(submission.value, { hasCover: profile.hasCover, lang });
  if (!checked.ok) return refuse(checked.field, checked.key, checked.params);

  try {
    const values = { profileId: profile.id, ...checked.settings };
    await getDb()
      .insert(profileBranding)
      .values(values)
      .onConflictDoUpdate({
        target: profileBranding.profileId,
        set: { ...checked.settings, updatedAt: now() },
      });
    await invalidateProfile(profile.id);
  } catch (error) {
    logError("[editor] branding save failed:", error);
    return refuse(null, "editor.saveFailed", undefined, 500);
  }
  return data<BrandingActionData>({ ok: true, toast: t("editor.appearance.saved"), saved: checked.settings });
}
