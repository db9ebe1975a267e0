import { eq } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { profileBranding } from "#db/schema.ts";
import { type BrandingSettings, DEFAULT_BRANDING, isFontPairKey, type PageBranding, pageBranding } from "./branding.ts";

/** A profile's stored branding (decision 045), or the defaults when it has none. */
export async function readBranding(profileId: string): Promise<BrandingSettings> {
  const [row] = await getDb().select().from(profileBranding).where(eq(profileBranding.profileId, profileId));
  return row ? toBrandingSettings(row) : DEFAULT_BRANDING;
}

/** A `profile_branding` row (or its JSON from a query) as settings. */
export function toBrandingSettings(row: {
  accentColor?: string | null;
  accent_color?: string | null;
  background: BrandingSettings["background"];
  fontPair?: string;
  font_pair?: string;
  corners: BrandingSettings["corners"];
  colorScheme?: BrandingSettings["colorScheme"];
  color_scheme?: BrandingSettings["colorScheme"];
}): BrandingSettings {
  const fontPair = row.fontPair ?? row.font_pair;
  return {
    accentColor: row.accentColor ?? row.accent_color ?? null,
    background: row.background,
    fontPair: isFontPairKey(fontPair) ? fontPair : "system",
    corners: row.corners,
    colorScheme: row.colorScheme ?? row.color_scheme ?? "auto",
  };
}

/** The branding a page of `profileId` renders; `hasCover`: the profile has a photo to show. */
export async function readPageBranding(profileId: string, { hasCover }: { hasCover: boolean }): Promise<PageBranding> {
  return pageBranding(await readBranding(profileId), { hasCover });
}
