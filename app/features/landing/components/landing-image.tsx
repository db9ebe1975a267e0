import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * The landing page's image loader (docs/product/landing-and-demo.md): the browser's own lazy
 * loading (at once when `priority`), a pulsing placeholder under the image until it is
 * drawn, and 'Image indisponible' ('Image unavailable' in English) when the file fails —
 * the page's script swaps the image for that text (app/islands/site.client.ts,
 * `[data-landing-image]`; decision 039), also for an image that failed before it ran.
 */
export function LandingImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn("relative overflow-hidden bg-muted", className)}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-landing-image=""
      data-unavailable-text={t("landing.image.unavailable")}
    >
      <div aria-hidden className="absolute inset-0 animate-pulse bg-muted-foreground/15" />
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        className="relative size-full object-cover"
      />
    </div>
  );
}
