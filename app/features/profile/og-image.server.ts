import { createHash } from "node:crypto";
import sharp, { type OverlayOptions } from "sharp";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { getProfileSummary, type ProfileSummary } from "#app/features/reviews/index.server.ts";
import { initialsOf } from "#app/lib/user-text.ts";
import { getMediaStore } from "#app/services/media/media-store.server.ts";
import { onProfileInvalidated } from "#app/services/page-cache/index.server.ts";

/*
 * The link-preview image of a profile (Open Graph / Twitter card): 1200×630 PNG with the
 * avatar, name, title, rating and the page's address, drawn as SVG and rasterised by sharp
 * (librsvg + Pango, which shapes Arabic). Its URL carries a version made from what it
 * shows, so WhatsApp, LinkedIn or Facebook fetch a new image when the profile changes;
 * rendered images are kept in memory and dropped when the profile is invalidated.
 */

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

const FONT = "DejaVu Sans, Noto Sans, Noto Sans Arabic, Liberation Sans, sans-serif";
const INK = "#141a2b";
const MUTED = "#575d6c";
const PRIMARY = "#3c41ae";
const BRAND = "#b85207";

export type OgImageInput = Pick<ProfileSummary, "id" | "slug" | "name" | "title" | "avatar" | "verified" | "rating">;

/** What the image is drawn from: the photo is read from the media store by its key (decision 030). */
export type OgImageSource = OgImageInput & Pick<ProfileSummary, "avatarKey">;

/** Short hash of everything the image shows: part of its URL. */
export function ogImageVersion(profile: OgImageInput, host: string): string {
  return createHash("sha256")
    .update(
      JSON.stringify([
        profile.slug,
        profile.name,
        profile.title,
        profile.avatar,
        profile.verified,
        profile.rating.average,
        profile.rating.count,
        host,
      ]),
    )
    .digest("base64url")
    .slice(0, 12);
}

/** Path of the image for a profile's current state. */
export function ogImagePath(profile: OgImageInput, host: string): string {
  return `/og/${profile.slug}.png?v=${ogImageVersion(profile, host)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Cuts `text` to `max` characters (whole graphemes), with an ellipsis. */
function truncate(text: string, max: number): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text.trim())].map(
    (s) => s.segment,
  );
  return graphemes.length <= max
    ? graphemes.join("")
    : `${graphemes
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** Words into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = truncate(`${kept[lines - 1]} ${out.slice(lines).join(" ")}`, width);
    return kept;
  }
  return out.map((l) => truncate(l, width + 4));
}

function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join("L")}Z`;
}

const AVATAR = { cx: 250, cy: 300, r: 130 };

function buildSvg(profile: OgImageInput, host: string, hasAvatar: boolean): string {
  const name = profile.name.trim() || profile.slug;
  // DejaVu Sans Bold is about 0.66 em per character; the text column is 660 px wide.
  const nameSize = name.length <= 15 ? 64 : name.length <= 19 ? 52 : 42;
  const nameText = truncate(name, 23);
  const titleLines = profile.title ? wrap(profile.title, 31, 2) : [];

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4349b8"/><stop offset="1" stop-color="#272b7d"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
    `<circle cx="1130" cy="40" r="170" fill="${BRAND}" opacity="0.9"/>`,
    `<rect x="50" y="50" width="1100" height="530" rx="36" fill="#fcfbf8"/>`,
  );
  if (!hasAvatar) {
    parts.push(
      `<circle cx="${AVATAR.cx}" cy="${AVATAR.cy}" r="${AVATAR.r}" fill="#e8e9fb"/>`,
      `<text x="${AVATAR.cx}" y="${AVATAR.cy}" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="700" fill="${PRIMARY}">${escapeXml(initialsOf(name) || "?")}</text>`,
    );
  }

  let y = titleLines.length > 1 ? 200 : 225;
  parts.push(
    `<text x="440" y="${y}" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="${INK}">${escapeXml(nameText)}</text>`,
  );
  y += 62;
  for (const line of titleLines) {
    parts.push(`<text x="440" y="${y}" font-family="${FONT}" font-size="34" fill="${MUTED}">${escapeXml(line)}</text>`);
    y += 46;
  }
  if (profile.rating.count > 0 && profile.rating.average !== null) {
    y += 22;
    const filled = Math.round(profile.rating.average);
    for (let i = 0; i < 5; i++) {
      parts.push(`<path d="${starPath(462 + i * 50, y - 14, 22)}" fill="${i < filled ? BRAND : "#e4ddd3"}"/>`);
    }
    parts.push(
      `<text x="${440 + 5 * 50 + 14}" y="${y}" font-family="${FONT}" font-size="36" font-weight="700" fill="${INK}">${profile.rating.average.toFixed(1)}<tspan font-weight="400" fill="${MUTED}">\u00a0(${profile.rating.count})</tspan></text>`,
    );
  }

  // Footer: the Fiable mark and the page's address.
  parts.push(
    `<rect x="100" y="488" width="48" height="48" rx="11" fill="${PRIMARY}"/>`,
    `<path d="M112 512 l8 8 l16 -17" fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<text x="164" y="524" font-family="${FONT}" font-size="32" font-weight="700" fill="${INK}">Fiable</text>`,
    `<text x="1100" y="524" text-anchor="end" font-family="${FONT}" font-size="28" fill="${MUTED}">${escapeXml(truncate(`${host}/${profile.slug}`, 48))}</text>`,
    "</svg>",
  );
  return parts.join("");
}

async function loadAvatar(key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const object = await getMediaStore().get(key);
    if (!object) return null;
    const size = AVATAR.r * 2;
    const mask = Buffer.from(
      `<svg width="${size}" height="${size}"><circle cx="${AVATAR.r}" cy="${AVATAR.r}" r="${AVATAR.r}" fill="#fff"/></svg>`,
    );
    return await sharp(object.body)
      .resize(size, size, { fit: "cover" })
      .composite([{ input: mask, blend: "dest-in" }])
      .png()
      .toBuffer();
  } catch {
    // A damaged or missing file: the initials stand in.
    return null;
  }
}

/** The verified mark, over the avatar's lower corner (a layer of its own: it goes above the photo). */
function verifiedBadgeSvg(): string {
  const x = AVATAR.cx + 92;
  const y = AVATAR.cy + 92;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">`,
    `<circle cx="${x}" cy="${y}" r="30" fill="${PRIMARY}" stroke="#fcfbf8" stroke-width="6"/>`,
    `<path d="M${x - 13} ${y} l9 9 l17 -18" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    "</svg>",
  ].join("");
}

/** The PNG for `profile` as it is now. */
export async function renderOgImage(profile: OgImageSource, host: string): Promise<Buffer> {
  const avatar = await loadAvatar(profile.avatarKey);
  const layers: OverlayOptions[] = [];
  if (avatar) layers.push({ input: avatar, left: AVATAR.cx - AVATAR.r, top: AVATAR.cy - AVATAR.r });
  if (profile.verified) layers.push({ input: Buffer.from(verifiedBadgeSvg()), left: 0, top: 0 });
  return sharp(Buffer.from(buildSvg(profile, host, avatar !== null)))
    .composite(layers)
    .png({ compressionLevel: 8 })
    .toBuffer();
}

// ─── memory cache ───────────────────────────────────────────────────────────

const MAX_IMAGES = 200;
const images = new Map<string, Promise<Buffer>>();
let listening = false;

/** The PNG for this version of the profile, rendered once and kept. */
export function getOgImage(profile: OgImageSource, host: string): Promise<Buffer> {
  if (!listening) {
    listening = true;
    onProfileInvalidated((profileId) => {
      for (const key of images.keys()) if (key.startsWith(`${profileId}:`)) images.delete(key);
    });
  }
  const key = `${profile.id}:${ogImageVersion(profile, host)}`;
  let image = images.get(key);
  if (!image) {
    image = renderOgImage(profile, host);
    images.set(key, image);
    image.catch(() => images.delete(key));
    if (images.size > MAX_IMAGES) images.delete(images.keys().next().value!);
  }
  return image;
}

/**
 * `/og/{slug}.png[?v=…]`: the preview image. With the current version in `v` it may be
 * cached for a year (the page's tags point to the new version when anything changes);
 * without it, five minutes.
 */
export async function ogImageResponse(file: string | undefined, request: Request, publicUrl: string) {
  const match = /^(.+)\.png$/i.exec(file ?? "");
  const address = match ? normalizeProfileAddress(match[1]) : null;
  const profile = address ? await getProfileSummary(address) : null;
  if (!profile) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
    });
  }
  const host = new URL(publicUrl).host;
  const version = ogImageVersion(profile, host);
  const etag = `"${version}"`;
  const current = new URL(request.url).searchParams.get("v") === version;
  const headers = {
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    ETag: etag,
    // Link-preview crawlers of other sites fetch it.
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const png = await getOgImage(profile, host);
  return new Response(new Uint8Array(png), { headers: { ...headers, "Content-Type": "image/png" } });
}
