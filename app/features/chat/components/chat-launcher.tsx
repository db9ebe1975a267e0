import { MessageCircleIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_CHAT_ASSISTANT_EVENT } from "#app/features/help/index.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { IslandTexts } from "#app/services/i18n/island-texts.tsx";

// The panel's code is loaded only once the visitor opens the assistant.
const ChatPanel = lazy(() => import("./chat-panel.tsx"));

/**
 * The floating chat assistant (docs/product/help-and-legal.md), bottom right: a 56 px round button; opening it
 * loads and shows the panel. Other pages' "Chat with the assistant" buttons open it
 * through OPEN_CHAT_ASSISTANT_EVENT. On a page of islands (decision 039) nothing here runs
 * in the browser: the page's script opens the panel from `data-chat-launcher` with the
 * texts of `data-island-texts` (chat-island.tsx).
 */
export function ChatLauncher({ texts }: { texts?: IslandTexts }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_ASSISTANT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_ASSISTANT_EVENT, onOpen);
  }, []);

  if (open) {
    return (
      <Suspense
        fallback={
          <div aria-hidden className="fixed end-4 bottom-4 z-50 size-14 animate-pulse rounded-full bg-primary/60" />
        }
      >
        <ChatPanel onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      aria-label={t("chat.open")}
      data-floating=""
      data-chat-launcher=""
      data-island-texts={texts ? JSON.stringify(texts) : undefined}
      className="fixed end-4 bottom-4 z-50 grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-offset-2"
    >
      <MessageCircleIcon aria-hidden className="size-6" />
    </button>
  );
}
