/**
 * The platform catalogue: 50 platforms (17 popular), each with a category, a
 * brand colour and a placeholder URL. Shared by the editor's picker and the
 * public page. Icons live apart (platform-icon.tsx) so that server code and the link rules
 * can read the catalogue without pulling React components.
 */

export const PLATFORM_CATEGORIES = [
  "social",
  "professional",
  "video",
  "creative",
  "music",
  "communication",
  "business",
  "gaming",
  "content",
  "tech",
  "photography",
  "freelance",
  "ecommerce",
  "productivity",
  "other",
] as const;
export type PlatformCategory = (typeof PLATFORM_CATEGORIES)[number];

/** English names of the categories, as the catalogue names them (the editor translates them: locales "platforms"). */
export const PLATFORM_CATEGORY_NAMES: Record<PlatformCategory, string> = {
  social: "Social Media",
  professional: "Professional",
  video: "Video",
  creative: "Creative",
  music: "Music",
  communication: "Communication",
  business: "Business",
  gaming: "Gaming",
  content: "Content",
  tech: "Tech",
  photography: "Photography",
  freelance: "Freelance",
  ecommerce: "E-commerce",
  productivity: "Productivity",
  other: "Other",
};

/** Platforms whose name is a word, not a brand: the UI translates them (locales "platforms.names"). */
export const GENERIC_PLATFORMS = ["email", "website", "phone", "custom"] as const;
export type GenericPlatform = (typeof GENERIC_PLATFORMS)[number];

export interface Platform {
  id: string;
  /** Brand name; for the generic platforms, the French word (see GENERIC_PLATFORMS). */
  name: string;
  category: PlatformCategory;
  popular: boolean;
  /** Brand colour (hex), used behind the white icon. */
  color: string;
  /** Example URL shown in the editor; `{handle}` stands for the user's name there. */
  placeholder: string;
  /** The link points to a phone number (masked for visitors: see link-visibility.ts). */
  privateNumber?: boolean;
  /** Shown as an icon in the public page's social row rather than as a link card (docs/product/profile-editor.md). */
  iconRow?: boolean;
}

type Row = [id: string, name: string, category: PlatformCategory, color: string, placeholder: string];

// The 17 popular platforms first, then the others.
const POPULAR: Row[] = [
  ["instagram", "Instagram", "social", "#E1306C", "https://www.instagram.com/{handle}"],
  ["tiktok", "TikTok", "social", "#010101", "https://www.tiktok.com/@{handle}"],
  ["facebook", "Facebook", "social", "#1877F2", "https://www.facebook.com/{handle}"],
  ["twitter", "Twitter", "social", "#1DA1F2", "https://twitter.com/{handle}"],
  ["linkedin", "LinkedIn", "professional", "#0A66C2", "https://www.linkedin.com/in/{handle}"],
  ["youtube", "YouTube", "video", "#FF0000", "https://www.youtube.com/@{handle}"],
  ["snapchat", "Snapchat", "social", "#F7D000", "https://www.snapchat.com/add/{handle}"],
  ["pinterest", "Pinterest", "creative", "#BD081C", "https://www.pinterest.com/{handle}"],
  ["github", "GitHub", "tech", "#181717", "https://github.com/{handle}"],
  ["behance", "Behance", "creative", "#1769FF", "https://www.behance.net/{handle}"],
  ["dribbble", "Dribbble", "creative", "#EA4C89", "https://dribbble.com/{handle}"],
  ["spotify", "Spotify", "music", "#1DB954", "https://open.spotify.com/artist/{handle}"],
  ["soundcloud", "SoundCloud", "music", "#FF5500", "https://soundcloud.com/{handle}"],
  ["whatsapp", "WhatsApp", "communication", "#25D366", "https://wa.me/33612345678"],
  ["email", "E-mail", "communication", "#4F46E5", "mailto:{handle}@exemple.fr"],
  ["website", "Site web", "professional", "#0F766E", "https://www.{handle}.fr"],
  ["calendly", "Calendly", "business", "#006BFF", "https://calendly.com/{handle}"],
];

const OTHERS: Row[] = [
  ["x", "X", "social", "#000000", "https://x.com/{handle}"],
  ["telegram", "Telegram", "communication", "#26A5E4", "https://t.me/{handle}"],
  ["discord", "Discord", "gaming", "#5865F2", "https://discord.gg/{handle}"],
  ["twitch", "Twitch", "gaming", "#9146FF", "https://www.twitch.tv/{handle}"],
  ["reddit", "Reddit", "social", "#FF4500", "https://www.reddit.com/user/{handle}"],
  ["medium", "Medium", "content", "#000000", "https://medium.com/@{handle}"],
  ["dev-to", "DEV", "tech", "#0A0A0A", "https://dev.to/{handle}"],
  ["stackoverflow", "Stack Overflow", "tech", "#F48024", "https://stackoverflow.com/users/{handle}"],
  ["artstation", "ArtStation", "creative", "#13AFF0", "https://www.artstation.com/{handle}"],
  ["deviantart", "DeviantArt", "creative", "#05CC47", "https://www.deviantart.com/{handle}"],
  ["flickr", "Flickr", "photography", "#0063DC", "https://www.flickr.com/people/{handle}"],
  ["apple-music", "Apple Music", "music", "#FA243C", "https://music.apple.com/artist/{handle}"],
  ["bandcamp", "Bandcamp", "music", "#1DA0C3", "https://{handle}.bandcamp.com"],
  ["mixcloud", "Mixcloud", "music", "#5000FF", "https://www.mixcloud.com/{handle}"],
  ["fiverr", "Fiverr", "freelance", "#1DBF73", "https://www.fiverr.com/{handle}"],
  ["upwork", "Upwork", "freelance", "#14A800", "https://www.upwork.com/freelancers/{handle}"],
  ["freelancer", "Freelancer", "freelance", "#29B2FE", "https://www.freelancer.com/u/{handle}"],
  ["malt", "Malt", "freelance", "#FC5656", "https://www.malt.fr/profile/{handle}"],
  ["etsy", "Etsy", "ecommerce", "#F1641E", "https://www.etsy.com/shop/{handle}"],
  ["shopify", "Shopify", "ecommerce", "#7AB55C", "https://{handle}.myshopify.com"],
  ["notion", "Notion", "productivity", "#000000", "https://www.notion.so/{handle}"],
  ["googledrive", "Google Drive", "productivity", "#1FA463", "https://drive.google.com/drive/folders/{handle}"],
  ["dropbox", "Dropbox", "productivity", "#0061FF", "https://www.dropbox.com/sh/{handle}"],
  ["vimeo", "Vimeo", "video", "#1AB7EA", "https://vimeo.com/{handle}"],
  ["dailymotion", "Dailymotion", "video", "#0066DC", "https://www.dailymotion.com/{handle}"],
  ["onlyfans", "OnlyFans", "content", "#00AFF0", "https://onlyfans.com/{handle}"],
  ["patreon", "Patreon", "content", "#FF424D", "https://www.patreon.com/{handle}"],
  ["wechat", "WeChat", "communication", "#07C160", "https://u.wechat.com/{handle}"],
  ["line", "LINE", "communication", "#06C755", "https://line.me/ti/p/{handle}"],
  ["viber", "Viber", "communication", "#7360F2", "https://viber.click/33612345678"],
  // Signal is reached by a number, like WhatsApp (decision 028).
  ["signal", "Signal", "communication", "#3A76F0", "https://signal.me/#p/+33612345678"],
  ["phone", "Téléphone", "communication", "#334155", "tel:+33612345678"],
  ["custom", "Lien personnalisé", "other", "#64748B", "https://"],
];

const PRIVATE_NUMBER = new Set(["whatsapp", "viber", "signal", "phone"]);
const ICON_ROW = new Set(["instagram", "tiktok", "x", "twitter", "facebook", "snapchat"]);

const toPlatform =
  (popular: boolean) =>
  ([id, name, category, color, placeholder]: Row): Platform => ({
    id,
    name,
    category,
    popular,
    color,
    placeholder,
    ...(PRIVATE_NUMBER.has(id) ? { privateNumber: true } : {}),
    ...(ICON_ROW.has(id) ? { iconRow: true } : {}),
  });

export const PLATFORM_CATALOGUE: readonly Platform[] = [
  ...POPULAR.map(toPlatform(true)),
  ...OTHERS.map(toPlatform(false)),
];

export const POPULAR_PLATFORMS: readonly Platform[] = PLATFORM_CATALOGUE.filter((p) => p.popular);

/** The social icons of the public page, in order. */
export const ICON_ROW_PLATFORMS = ["instagram", "tiktok", "x", "twitter", "facebook", "snapchat"] as const;

/** The entries a new user's editor starts with. */
export const DEFAULT_EDITOR_PLATFORMS = ["instagram", "tiktok", "x", "snapchat", "linkedin", "email"] as const;

/** Max links per profile. */
export const MAX_PLATFORM_LINKS = 20;

/** Longest link address, as typed and as stored. */
export const MAX_LINK_LENGTH = 2000;

const byId = new Map(PLATFORM_CATALOGUE.map((p) => [p.id, p]));

/** The catalogue entry of a stored platform id; unknown ids are treated as custom links. */
export function getPlatform(id: string | null | undefined): Platform {
  return byId.get((id ?? "").toLowerCase()) ?? byId.get("custom")!;
}

export function isKnownPlatform(id: string): boolean {
  return byId.has(id.toLowerCase());
}

export function isGenericPlatform(id: string): id is GenericPlatform {
  return (GENERIC_PLATFORMS as readonly string[]).includes(id);
}

/** The placeholder URL with a sample handle ("votrenom", "yourname"…). */
export function platformPlaceholder(id: string, handle: string): string {
  return getPlatform(id).placeholder.replace("{handle}", handle);
}
