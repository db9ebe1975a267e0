import type { CoverSources } from "../cover.ts";

/**
 * An article cover: AVIF, then WebP, then the image itself
 * (docs/product/blog.md), lazy-loaded by the browser unless it is the page's first image (`priority`).
 */
export function CoverPicture({
  cover,
  alt,
  sizes,
  priority = false,
  className,
}: {
  cover: CoverSources;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {cover.avif ? <source type="image/avif" srcSet={cover.avif} sizes={sizes} /> : null}
      {cover.webp ? <source type="image/webp" srcSet={cover.webp} sizes={sizes} /> : null}
      <img
        src={cover.src}
        alt={alt}
        width={1600}
        height={900}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}

/** Classes of a rendered article body (Markdown → HTML from render-markdown.server.ts). */
export const ARTICLE_BODY_CLASS = [
  "text-base leading-7 text-foreground/90 sm:text-lg sm:leading-8",
  "[&_p]:my-5 [&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:font-bold [&_h1]:text-3xl",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-xl",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:my-6 [&_blockquote]:border-primary/40 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_hr]:my-10 [&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_table]:my-6 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2",
].join(" ");
