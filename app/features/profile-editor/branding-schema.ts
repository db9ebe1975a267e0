import { z } from "zod";
import {
  BRAND_BACKGROUNDS,
  BRAND_COLOR_SCHEMES,
  BRAND_CORNERS,
  type BrandingSettings,
  FONT_PAIR_KEYS,
} from "#app/services/theme/branding.ts";

/**
 * The « Apparence » form (decision 045): one schema for the browser's check and the server's
 * (app/features/profile-editor/save-branding.server.ts adds the contrast rule, which needs the
 * scheme and background too). Messages are locale keys.
 */
export const BrandingFormSchema = z.object({
  /** Empty: Fiable's own accent. Checked as a colour and for contrast on the server. */
  accentColor: z
    .string()
    .trim()
    .max(20, { message: "editor.appearance.errors.format" })
    .optional()
    .transform((v) => v ?? ""),
  background: z.enum(BRAND_BACKGROUNDS, { message: "editor.appearance.errors.invalid" }),
  fontPair: z.enum(FONT_PAIR_KEYS, { message: "editor.appearance.errors.fontPair" }),
  corners: z.enum(BRAND_CORNERS, { message: "editor.appearance.errors.invalid" }),
  colorScheme: z.enum(BRAND_COLOR_SCHEMES, { message: "editor.appearance.errors.invalid" }),
});

export type BrandingForm = z.output<typeof BrandingFormSchema>;

/** What /dashboard/branding answers (a fetcher's data): the toast, the field at fault. */
export type BrandingActionData =
  | { ok: true; toast: string; saved: BrandingSettings }
  | { ok: false; toast: string; field: keyof BrandingForm | null };

export const BRANDING_PATH = "/dashboard/branding";
