import { cn } from "#app/lib/utils.ts";

// One star, repeated five times by the mask: a rating is a single element, whatever its value.
const STAR = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1.5 -1.5 27 27"><path d="M12 1.8l3 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.6l-6.3 3.6 1.5-7.1L1.8 9.2 9 8.4z"/></svg>',
);
const MASK = `url("data:image/svg+xml,${STAR}")`;

/**
 * Five stars filled up to `value` (fractions shown as a partly filled star), drawn with a
 * CSS mask over a two-colour gradient. Decorative: the caller gives the accessible text
 * ("4,8 sur 5").
 */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const filled = `${Math.round(Math.max(0, Math.min(5, value)) * 20)}%`;
  return (
    <span
      aria-hidden
      className={cn("inline-block h-4 w-20 shrink-0 rtl:-scale-x-100", className)}
      style={{
        backgroundImage: `linear-gradient(to right, var(--color-brand) ${filled}, color-mix(in oklab, var(--color-muted-foreground) 30%, transparent) ${filled})`,
        maskImage: MASK,
        WebkitMaskImage: MASK,
        maskSize: "1rem 1rem",
        WebkitMaskSize: "1rem 1rem",
        maskRepeat: "repeat-x",
        WebkitMaskRepeat: "repeat-x",
      }}
    />
  );
}
