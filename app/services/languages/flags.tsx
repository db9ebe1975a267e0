import { GlobeIcon } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import * as FLAG_SVGS from "./flag-svgs.ts";

/**
 * The flags of the language catalogue (catalogue.ts), as the SVG strings of
 * country-flag-icons (3×2), re-exported by name by flag-svgs.ts (a module without side
 * effects), so a bundle holds only these. Rendered on
 * the server on the public page (not hydrated: no script carries them), in the editor's
 * bundle for the picker and the preview.
 */
const { GB_WLS, ...NATIONAL_FLAGS } = FLAG_SVGS;
const FLAGS = { ...NATIONAL_FLAGS, "GB-WLS": GB_WLS };

export type FlagCountry = keyof typeof FLAGS;

/** A flag (decorative: the language's name is always written next to it or in a title). */
export function Flag({ country, className }: { country: FlagCountry | null; className?: string }) {
  const svg = country ? FLAGS[country] : undefined;
  if (!svg)
    return (
      <GlobeIcon aria-hidden data-flag="globe" className={cn("inline-block h-[1em] w-[1.5em] shrink-0", className)} />
    );
  return (
    <span
      aria-hidden
      data-flag={country}
      className={cn(
        "inline-flex h-[1em] w-[1.5em] shrink-0 overflow-hidden rounded-[2px] [&>svg]:size-full",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant SVG of country-flag-icons, never user input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
