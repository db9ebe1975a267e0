import { ImageOffIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * The landing page's image loader (docs/product/landing-and-demo.md): loads when within 50 px of
 * the viewport (threshold 0.1), at once when `priority`; a pulsing placeholder until loaded,
 * a 500 ms fade in (not for a priority image: it shows as soon as it is drawn), and
 * 'Image indisponible' ('Image unavailable' in English) when the file fails.
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
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(priority);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");

  useEffect(() => {
    if (visible) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: "50px", threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div
      ref={box}
      className={cn("relative overflow-hidden bg-muted", className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {state === "loading" && <div aria-hidden className="absolute inset-0 animate-pulse bg-muted-foreground/15" />}
      {state === "failed" ? (
        <div
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-muted-foreground text-xs"
        >
          <ImageOffIcon aria-hidden className="size-5" />
          {t("landing.image.unavailable")}
        </div>
      ) : (
        visible && (
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            loading={priority ? "eager" : "lazy"}
            onLoad={() => setState("loaded")}
            onError={() => setState("failed")}
            ref={(img) => {
              // The image may have loaded, or failed, before React listened (server-rendered
              // <img>, or one already in the cache): a complete image without pixels failed.
              if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
            }}
            className={cn(
              "size-full object-cover",
              // A priority image is in the server HTML and shows as soon as its pixels
              // arrive, before hydration (which may come after the first paint, decision
              // 015): above the placeholder, without a fade that would wait for React.
              priority
                ? "relative"
                : cn("transition-opacity duration-500", state === "loaded" ? "opacity-100" : "opacity-0"),
            )}
          />
        )
      )}
    </div>
  );
}
