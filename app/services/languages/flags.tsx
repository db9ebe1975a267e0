import * as svg from "country-flag-icons/string/3x2";
import { GlobeIcon } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/**
 * The flags of the language catalogue (catalogue.ts), as the SVG strings of
 * country-flag-icons (3×2), each read by name from a module without side effects, so a bundle holds only these. Rendered on
 * the server on the public page (not hydrated: no script carries them), in the editor's
 * bundle for the picker and the preview.
 */
const FLAGS = {
  AL: svg.AL,
  AM: svg.AM,
  AZ: svg.AZ,
  BA: svg.BA,
  BD: svg.BD,
  BG: svg.BG,
  BY: svg.BY,
  CD: svg.CD,
  CN: svg.CN,
  CZ: svg.CZ,
  DE: svg.DE,
  DK: svg.DK,
  EE: svg.EE,
  ES: svg.ES,
  ET: svg.ET,
  FI: svg.FI,
  FR: svg.FR,
  GB: svg.GB,
  "GB-WLS": svg.GB_WLS,
  GE: svg.GE,
  GR: svg.GR,
  HR: svg.HR,
  HT: svg.HT,
  HU: svg.HU,
  ID: svg.ID,
  IE: svg.IE,
  IL: svg.IL,
  IN: svg.IN,
  IR: svg.IR,
  IS: svg.IS,
  IT: svg.IT,
  JP: svg.JP,
  KE: svg.KE,
  KH: svg.KH,
  KR: svg.KR,
  KZ: svg.KZ,
  LK: svg.LK,
  LT: svg.LT,
  LU: svg.LU,
  LV: svg.LV,
  MG: svg.MG,
  MK: svg.MK,
  MN: svg.MN,
  MT: svg.MT,
  MY: svg.MY,
  NG: svg.NG,
  NL: svg.NL,
  NO: svg.NO,
  NP: svg.NP,
  PH: svg.PH,
  PK: svg.PK,
  PL: svg.PL,
  PT: svg.PT,
  RO: svg.RO,
  RS: svg.RS,
  RU: svg.RU,
  SA: svg.SA,
  SE: svg.SE,
  SI: svg.SI,
  SK: svg.SK,
  SN: svg.SN,
  TH: svg.TH,
  TR: svg.TR,
  UA: svg.UA,
  UZ: svg.UZ,
  VN: svg.VN,
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
