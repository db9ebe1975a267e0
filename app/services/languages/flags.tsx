import {
  AL,
  AM,
  AZ,
  BA,
  BD,
  BG,
  BY,
  CD,
  CN,
  CZ,
  DE,
  DK,
  EE,
  ES,
  ET,
  FI,
  FR,
  GB,
  GB_WLS,
  GE,
  GR,
  HR,
  HT,
  HU,
  ID,
  IE,
  IL,
  IN,
  IR,
  IS,
  IT,
  JP,
  KE,
  KH,
  KR,
  KZ,
  LK,
  LT,
  LU,
  LV,
  MG,
  MK,
  MN,
  MT,
  MY,
  NG,
  NL,
  NO,
  NP,
  PH,
  PK,
  PL,
  PT,
  RO,
  RS,
  RU,
  SA,
  SE,
  SI,
  SK,
  SN,
  TH,
  TR,
  UA,
  UZ,
  VN,
} from "country-flag-icons/string/3x2";
import { GlobeIcon } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/**
 * The flags of the language catalogue (catalogue.ts), as the SVG strings of
 * country-flag-icons (3×2), imported by name from a module without side effects, so a bundle holds only these. Rendered on
 * the server on the public page (not hydrated: no script carries them), in the editor's
 * bundle for the picker and the preview.
 */
const FLAGS = {
  AL,
  AM,
  AZ,
  BA,
  BD,
  BG,
  BY,
  CD,
  CN,
  CZ,
  DE,
  DK,
  EE,
  ES,
  ET,
  FI,
  FR,
  GB,
  "GB-WLS": GB_WLS,
  GE,
  GR,
  HR,
  HT,
  HU,
  ID,
  IE,
  IL,
  IN,
  IR,
  IS,
  IT,
  JP,
  KE,
  KH,
  KR,
  KZ,
  LK,
  LT,
  LU,
  LV,
  MG,
  MK,
  MN,
  MT,
  MY,
  NG,
  NL,
  NO,
  NP,
  PH,
  PK,
  PL,
  PT,
  RO,
  RS,
  RU,
  SA,
  SE,
  SI,
  SK,
  SN,
  TH,
  TR,
  UA,
  UZ,
  VN,
} as const;

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
