import {
  Box,
  CalendarDays,
  Cloud,
  Globe,
  HardDrive,
  Link,
  type LucideIcon,
  Mail,
  MessageCircleMore,
  Music,
  Phone,
  PhoneCall,
  Send,
  ShoppingBag,
} from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/*
 * Icons of the platform catalogue. Generic ones come from lucide-react; brand marks are
 * simple geometric drawings in lucide's 24-unit grid (lucide ships no brand logos), or a
 * short monogram where a drawing would not read at 20 px. Paths are plain strings: the
 * whole set costs about 2 KB of gzipped JavaScript.
 */
type Glyph =
  | { icon: LucideIcon }
  /** Stroked paths, lucide style. */
  | { stroke: string[] }
  /** Filled paths (even-odd, so inner shapes cut holes). */
  | { fill: string }
  | { text: string; size?: number };

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

const GLYPHS: Record<string, Glyph> = {
  instagram: {
    stroke: [
      "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z",
      circle(12, 12, 4),
      "M17.5 6.5h.01",
    ],
  },
  tiktok: {
    fill: "M16.6 2h-3.4v13.3a2.9 2.9 0 1 1-2.9-2.9q.45 0 .9.1V9a6.4 6.4 0 1 0 5.4 6.3V8.6A7.9 7.9 0 0 0 21 10V6.6A4.4 4.4 0 0 1 16.6 2z",
  },
  facebook: { stroke: ["M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"] },
  twitter: {
    stroke: [
      "M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z",
    ],
  },
  x: { stroke: ["M4 4l11.7 16H20L8.3 4z", "M20 4l-6.6 7.2", "M4 20l6.6-7.2"] },
  linkedin: {
    stroke: ["M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z", "M2 9h4v12H2z", circle(4, 4, 2)],
  },
  youtube: {
    stroke: [
      "M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
      "m10 15 5-3-5-3z",
    ],
  },
  snapchat: {
    stroke: [
      "M12 3c2.8 0 4.8 2 4.8 4.8v2.4l1.9-.7.6 1.4-2.3 1.1c.6 1.8 1.9 3 3.5 3.6l-.4 1.3c-.9.3-1.8.3-2.6.6l-.4 1.5c-1-.1-2-.3-3 .1s-1.4 1.2-2.1 1.2-1.1-.8-2.1-1.2-2-.2-3-.1l-.4-1.5c-.8-.3-1.7-.3-2.6-.6L2.5 16c1.6-.6 2.9-1.8 3.5-3.6l-2.3-1.1.6-1.4 1.9.7V7.8C6.2 5 8.2 3 12 3z",
    ],
  },
  pinterest: {
    stroke: [
      circle(12, 12, 10),
      "M11 21.5l1.8-7.5",
      "M9.7 14.6c.6.9 1.6 1.4 2.8 1.4 2.6 0 4.5-2.3 4.5-5.3C17 8 14.8 6 12 6 8.8 6 7 8.3 7 10.8c0 1.1.4 2.1 1.2 2.6",
    ],
  },
  github: {
    stroke: [
      "M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.1-1.2-.3-2.5-1-3.5.3-1.2.3-2.3 0-3.5 0 0-1 0-3 1.5-2.6-.5-5.4-.5-8 0C6 2 5 2 5 2c-.3 1.2-.3 2.3 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.4.5-.7 1-.8 1.6-.2.6-.2 1.3-.2 1.9v4",
      "M9 18c-4.5 2-5-2-7-2",
    ],
  },
  behance: { text: "Bē" },
  dribbble: {
    stroke: [
      circle(12, 12, 10),
      "M19.1 5.1C15.2 9.1 10 10.4 2.3 10.9",
      "M21.8 12.8c-6.6-1.4-12.1 1-16.4 6.3",
      "M8.6 2.8c4.4 6 6 9.4 8 17.7",
    ],
  },
  spotify: {
    stroke: [
      circle(12, 12, 10),
      "M7 9.5c3.3-1 7.2-.7 10 .9",
      "M7.7 12.7c2.7-.8 5.7-.5 8 .8",
      "M8.4 15.6c2.1-.6 4.3-.4 6.1.6",
    ],
  },
  soundcloud: { icon: Cloud },
  whatsapp: {
    stroke: [
      "M3 21l1.6-4.7A9 9 0 1 1 8 19.6z",
      "M9 8.5c.3 3.6 2.9 6.2 6.5 6.5l1-1.7-2.1-1-1 .9a4.6 4.6 0 0 1-2.3-2.3l.9-1-1-2.1z",
    ],
  },
  email: { icon: Mail },
  website: { icon: Globe },
  calendly: { icon: CalendarDays },
  telegram: { icon: Send },
  discord: {
    fill: "M8.5 5.5c-1.6.3-3 .8-4.2 1.5C2 10.6 1.4 14 1.7 17.4c1.5 1.2 3.1 1.9 4.8 2.4l1.2-1.7c-.7-.3-1.4-.6-2-1l.5-.4c3.8 1.8 8 1.8 11.8 0l.5.4c-.6.4-1.3.7-2 1l1.2 1.7c1.7-.5 3.3-1.2 4.8-2.4.4-4-.6-7.4-2.6-10.4-1.3-.7-2.7-1.2-4.2-1.5l-.6 1.2a14 14 0 0 0-5.2 0zM9 14.6a1.6 1.6 0 1 1 0-3.2 1.6 1.6 0 0 1 0 3.2zm6 0a1.6 1.6 0 1 1 0-3.2 1.6 1.6 0 0 1 0 3.2z",
  },
  twitch: { stroke: ["M21 2H3v16h5v4l4-4h5l4-4V2z", "M11 11V7", "M16 11V7"] },
  reddit: {
    stroke: [
      "M4 14c0-3 3.6-5.5 8-5.5s8 2.5 8 5.5-3.6 5.5-8 5.5S4 17 4 14z",
      "M12 8.5l1-4.5 4 1",
      circle(18.5, 5, 1.5),
      "M9 13h.01",
      "M15 13h.01",
      "M9.5 16.3c1.5 1 3.5 1 5 0",
    ],
  },
  medium: {
    fill: "M2 12a5.5 5.5 0 1 0 11 0 5.5 5.5 0 1 0-11 0zm12 0c0 2.8 1.1 5 2.5 5s2.5-2.2 2.5-5-1.1-5-2.5-5-2.5 2.2-2.5 5zm6 0c0 2.4.4 4.4 1 4.4s1-2 1-4.4-.4-4.4-1-4.4-1 2-1 4.4z",
  },
  "dev-to": { text: "DEV", size: 7.5 },
  stackoverflow: {
    stroke: ["M5 14v6h14v-6", "M8 17h8", "M8.3 13.6l7.8 1.5", "M9.4 9.6l7.3 3.2", "M11.6 5.8l6 5"],
  },
  artstation: { fill: "M2 17.5 4 21h12l-2-3.5zM9 3h5l8 14-2.5 4.2zm-2.5 11.7L10 8.6l3.5 6.1z" },
  deviantart: { text: "dA" },
  flickr: { fill: `${circle(6.5, 12, 3.5)}${circle(17.5, 12, 3.5)}` },
  "apple-music": { icon: Music },
  bandcamp: { fill: "M2 18 8.5 6H22l-6.5 12z" },
  mixcloud: { icon: Cloud },
  fiverr: { text: "fi" },
  upwork: { text: "Up" },
  freelancer: { text: "F" },
  malt: { text: "M" },
  etsy: { text: "E" },
  shopify: { icon: ShoppingBag },
  notion: { text: "N" },
  googledrive: { icon: HardDrive },
  dropbox: { icon: Box },
  vimeo: {
    fill: "M2.5 8.6c1.5-1.3 3-2.8 4.5-2.6 1.7.3 1.6 4.3 2.5 7 .7 2 1.3 3 2 3 1.2 0 3.7-4 4-6 .2-1.4-.5-2.2-1.8-1.8.8-2.7 3-4.2 5.2-4 2.2.3 2 3.4 1.2 5.5-1.3 3.3-5.6 9-8.3 9.3-2.2.2-3-3.6-4-7-.7-2.6-1-4-2-4.2-.6 0-1.3.6-2 1.2z",
  },
  dailymotion: { text: "d" },
  onlyfans: { text: "OF", size: 9 },
  patreon: { fill: `${circle(14.5, 9.5, 6.5)}M3 3h3.5v18H3z` },
  wechat: {
    stroke: [
      "M9.5 4C5.4 4 2 6.7 2 10c0 1.9 1.1 3.6 2.8 4.7L4 17l2.8-1.4c.9.3 1.8.4 2.7.4",
      "M22 14.5c0-2.8-2.9-5-6.5-5S9 11.7 9 14.5s2.9 5 6.5 5c.7 0 1.4-.1 2-.3l2.5 1.3-.7-2c1.7-.9 2.7-2.4 2.7-4z",
    ],
  },
  line: { text: "LINE", size: 6.5 },
  viber: { icon: PhoneCall },
  signal: { icon: MessageCircleMore },
  phone: { icon: Phone },
  custom: { icon: Link },
};

/** The platform's mark in the current colour, sized by `className` (default 20 px). */
export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const glyph = GLYPHS[platform] ?? GLYPHS.custom!;
  const classes = cn("size-5 shrink-0", className);
  if ("icon" in glyph) return <glyph.icon aria-hidden className={classes} />;
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={classes}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {"stroke" in glyph ? glyph.stroke.map((d) => <path key={d} d={d} />) : null}
      {"fill" in glyph ? <path d={glyph.fill} fill="currentColor" stroke="none" fillRule="evenodd" /> : null}
      {"text" in glyph ? (
        <text
          x="12"
          y="12"
          dominantBaseline="central"
          textAnchor="middle"
          fill="currentColor"
          stroke="none"
          fontSize={glyph.size ?? 12}
          fontWeight={700}
          fontFamily="system-ui, sans-serif"
        >
          {glyph.text}
        </text>
      ) : null}
    </svg>
  );
}

// Brand colours light enough to need dark ink on top.
const LIGHT_BRANDS = new Set(["snapchat"]);

/**
 * The mark, white (or dark) on the platform's brand colour (`Platform.color` of the
 * catalogue, passed in so that pages need not ship the catalogue), in a circle.
 */
export function PlatformBadge({ platform, color, className }: { platform: string; color: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-grid size-10 shrink-0 place-items-center rounded-full ring-1 ring-black/5 dark:ring-white/25",
        LIGHT_BRANDS.has(platform) ? "text-black" : "text-white",
        className,
      )}
      style={{ backgroundColor: color }}
    >
      <PlatformIcon platform={platform} />
    </span>
  );
}
