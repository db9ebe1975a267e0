import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** A placeholder block; decorative, so hidden from assistive technology. Mark the loading region with aria-busy. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}

export { Skeleton };
