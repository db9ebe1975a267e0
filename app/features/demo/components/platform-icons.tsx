import {
  BriefcaseIcon,
  CalendarDaysIcon,
  GlobeIcon,
  LinkIcon,
  type LucideIcon,
  MailIcon,
  MessageCircleIcon,
  MusicIcon,
  PlayIcon,
  ShoppingBagIcon,
} from "lucide-react";
import type { ReactNode, SVGProps } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { DemoSocialLink, SocialPlatform, WorkPlatform } from "../types.ts";

/*
 * Lucide has no brand marks, so the social networks are drawn here as simple outline
 * glyphs in Lucide's style (24×24 grid, 2 px stroke): recognisable, not the brands' logos.
 */
type GlyphProps = SVGProps<SVGSVGElement>;
type Glyph = (props: GlyphProps) => React.JSX.Element;

function GlyphSvg({ children, ...props }: GlyphProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

function InstagramGlyph(props: GlyphProps) {
  return (
    <GlyphSvg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </GlyphSvg>
  );
}

function TiktokGlyph(props: GlyphProps) {
  return (
    <GlyphSvg {...props}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.3 5 4.5" />
    </GlyphSvg>
  );
}

function YoutubeGlyph(props: GlyphProps) {
  return (
    <GlyphSvg {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </GlyphSvg>
  );
}

function FacebookGlyph(props: GlyphProps) {
  return (
    <GlyphSvg {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </GlyphSvg>
  );
}

function LinkedinGlyph(props: GlyphProps) {
  return (
    <GlyphSvg {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </GlyphSvg>
  );
}

function XGlyph(props: GlyphProps) {
  return (
    <GlyphSvg {...props}>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M4 20l6.5-6.5M13.5 10.5 20 4" />
    </GlyphSvg>
  );
}

function SpotifyGlyph(props: GlyphProps) {
  return (
    <GlyphSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 9.5c3.3-1 7-.7 10 1M7.5 12.8c2.7-.8 5.6-.5 8 .8M8 16c2-.6 4.2-.4 6 .6" />
    </GlyphSvg>
  );
}

export const SOCIAL_META: Record<SocialPlatform, { name: string; Icon: Glyph; className: string }> = {
  instagram: { name: "Instagram", Icon: InstagramGlyph, className: "bg-[#c13584] text-white" },
  tiktok: {
    name: "TikTok",
    Icon: TiktokGlyph,
    className: "bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900",
  },
  youtube: { name: "YouTube", Icon: YoutubeGlyph, className: "bg-[#d40000] text-white" },
  facebook: { name: "Facebook", Icon: FacebookGlyph, className: "bg-[#1460d6] text-white" },
  linkedin: { name: "LinkedIn", Icon: LinkedinGlyph, className: "bg-[#0a66c2] text-white" },
  x: { name: "X", Icon: XGlyph, className: "bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900" },
  spotify: { name: "Spotify", Icon: SpotifyGlyph, className: "bg-[#138a3e] text-white" },
};

/** The pictogram of a work-link card; the card's own label says what it is. */
export const WORK_ICONS: Record<WorkPlatform, LucideIcon | Glyph> = {
  website: GlobeIcon,
  calendly: CalendarDaysIcon,
  youtube: YoutubeGlyph,
  vimeo: PlayIcon,
  spotify: SpotifyGlyph,
  soundcloud: MusicIcon,
  behance: BriefcaseIcon,
  dribbble: LinkIcon,
  malt: BriefcaseIcon,
  etsy: ShoppingBagIcon,
  email: MailIcon,
  whatsapp: MessageCircleIcon,
  linkedin: LinkedinGlyph,
};

/** A demo profile's social networks: glyphs that name the network and the handle, linking nowhere. */
export function DemoSocialLinks({ links, className }: { links: readonly DemoSocialLink[]; className: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("demo.mockup.social")} className={className}>
      {links.map((link) => {
        const meta = SOCIAL_META[link.platform];
        return (
          <li key={link.platform}>
            <span
              role="img"
              aria-label={t("demo.mockup.socialLink", { platform: meta.name, handle: link.handle })}
              title={`${meta.name} · ${link.handle}`}
              className={cn("grid size-8 place-items-center rounded-full", meta.className)}
            >
              <meta.Icon className="size-4" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A demo profile's skills as badges; `children` adds items after them (« +3 »). */
export function DemoSkills({ skills, children }: { skills: readonly string[]; children?: ReactNode }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="outline" className="font-normal">
            {skill}
          </Badge>
        </li>
      ))}
      {children}
    </ul>
  );
}
