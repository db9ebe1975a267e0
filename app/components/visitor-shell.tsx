import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { SiteLogo } from "./site-logo.tsx";

/**
 * The frame of the small pages a visitor reaches from a link (the review form, an
 * invitation, a reviewer's private link, a report, an unsubscribe): the logo, then one
 * narrow column that fits a 320 px phone.
 */
export function VisitorShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 max-w-lg items-center px-4">
          <SiteLogo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={cn("mx-auto w-full max-w-lg flex-1 px-4 py-8 outline-none", className)}>
        {children}
      </main>
    </div>
  );
}
