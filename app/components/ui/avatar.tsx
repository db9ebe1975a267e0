import { Avatar as AvatarPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

/**
 * Shown once the browser has loaded it; until then (and always in the server HTML) the
 * fallback is shown. For an above-the-fold portrait that should be the page's LCP, render
 * a plain <img> instead so the browser can fetch it from the HTML.
 */
function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn("aspect-square size-full object-cover", className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        "flex size-full select-none items-center justify-center rounded-full bg-secondary font-medium text-secondary-foreground text-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Up to two initials from a name: first letter of the first and of the last word
 * ("Amélie Durand" → "AD", "ليلى بن علي" → "لع"). Letters are taken whole (accents and
 * surrogate pairs kept) and upper-cased for the given locale; returns "" for a blank name.
 */
function getInitials(name: string, locale?: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => firstGrapheme(word).toLocaleUpperCase(locale);
  return initial(first) + (last ? initial(last) : "");
}

function firstGrapheme(word: string): string {
  const segment = new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word)[Symbol.iterator]().next();
  return segment.done ? "" : segment.value.segment;
}

export { Avatar, AvatarFallback, AvatarImage, getInitials };
