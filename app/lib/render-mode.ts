import { createContext } from "react";
import type { ClientEntry } from "./client-entries.ts";

/*
 * How a page is sent to the browser: the one place that says it (decision 039).
 *
 * - "hydrate": React Router's scripts; the page is hydrated and navigates client-side (the
 *   signed-in areas: dashboard, admin, the auth screens; forms that need their state).
 * - "islands": server HTML that works without JavaScript, plus one external module script
 *   of our own (`islands`, a key of app/lib/client-entries.ts) that enhances the markup
 *   through data attributes and mounts small islands (a React root, or plain DOM code)
 *   where the page needs script: the public pages (decision 014's mechanism).
 *
 * A route module exports `handle` typed `RenderHandle`; the deepest matched route that
 * names a mode decides. An error page is always hydrated (its boundary may need state).
 * Development renders every page the same way as production.
 */
export type RenderMode = "hydrate" | "islands";

export interface RenderHandle {
  render?: RenderMode;
  /** For "islands": the page's script, a client entry (app/lib/client-entries.ts). */
  islands?: ClientEntry;
}

/** `export const handle = ISLANDS;` — a public page of the `_site` layout. */
export const ISLANDS = { render: "islands", islands: "site" } as const satisfies RenderHandle;

/** `export const handle = PROFILE_ISLANDS;` — /{slug} and its reviews and wall pages. */
export const PROFILE_ISLANDS = { render: "islands", islands: "profile" } as const satisfies RenderHandle;

export type PageRender = { mode: "hydrate" } | { mode: "islands"; entry: ClientEntry };

/**
 * The page's render from its matched routes' handles (outermost first) and whether a
 * loader or action failed.
 */
export function renderMode(handles: readonly unknown[], { failed }: { failed: boolean }): PageRender {
  if (failed) return { mode: "hydrate" };
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index] as RenderHandle | undefined;
    if (handle?.render === "islands") return { mode: "islands", entry: handle.islands ?? "site" };
    if (handle?.render === "hydrate") return { mode: "hydrate" };
  }
  return { mode: "hydrate" };
}

/**
 * What entry.server.tsx decided, for app/root.tsx: with "islands" the root renders neither
 * React Router's <Scripts> nor <ScrollRestoration>, but `<script type="module" src>` of
 * the page's client entry. In the browser (hydrated pages only) the default holds.
 */
export const RenderContext = createContext<{ mode: "hydrate" } | { mode: "islands"; src: string }>({
  mode: "hydrate",
});
