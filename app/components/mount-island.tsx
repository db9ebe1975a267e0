import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { DirectionProvider } from "#app/components/ui/direction.tsx";
import { Toaster } from "#app/components/ui/sonner.tsx";
import { directionOf } from "#app/services/i18n/config.ts";
import { type IslandTexts, IslandTextsProvider } from "#app/services/i18n/island-texts.tsx";

/**
 * Mounts an island (decision 039): a React root of its own, appended to <body>, with the
 * texts the server put in the markup, the page's direction and a toaster. Returns its
 * unmount.
 */
export function mountIsland(name: string, texts: IslandTexts, element: ReactNode): () => void {
  const host = document.createElement("div");
  host.dataset.island = name;
  document.body.append(host);
  const root: Root = createRoot(host);
  const dir = directionOf(texts.lang);
  root.render(
    <IslandTextsProvider texts={texts}>
      <DirectionProvider dir={dir}>
        {element}
        <Toaster dir={dir} theme={document.documentElement.classList.contains("dark") ? "dark" : "light"} />
      </DirectionProvider>
    </IslandTextsProvider>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
