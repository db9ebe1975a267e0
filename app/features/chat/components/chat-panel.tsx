import { BotIcon, LoaderCircleIcon, Maximize2Icon, Minimize2Icon, MinusIcon, SendIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/translation-context.ts";
import type { ChatReply, ChatSource } from "../schema.ts";

interface Message {
  id: number;
  role: "assistant" | "user";
  text: string;
  sources?: ChatSource[];
}

export const CHAT_ENDPOINT = "/api/v1/chat";

/**
 * The open chat assistant (docs/product/help-and-legal.md): 320×384 px, minimize to its title bar or
 * expand; starts with a welcome message; a typing indicator while the answer comes; Enter
 * sends, Shift+Enter adds a line; blank messages are never sent; input and button are
 * disabled while waiting. A failure shows the 'Erreur' toast and the assistant's apology.
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<Message[]>(() => [{ id: 0, role: "assistant", text: t("chat.welcome") }]);
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const [size, setSize] = useState<"normal" | "minimized" | "expanded">("normal");
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const nextId = useRef(1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll down whenever a message or the typing indicator appears
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, waiting]);

  useEffect(() => {
    if (!waiting && size !== "minimized") input.current?.focus();
  }, [waiting, size]);

  // The answer's closing "Source: …" line is shown as a link below it instead.
  const withoutSourceLine = (text: string, sources?: ChatSource[]) =>
    sources?.length ? text.replace(new RegExp(`\\n+${t("chat.source")}[^\\n]*$`), "") : text;

  const add = (message: Omit<Message, "id">) => setMessages((all) => [...all, { ...message, id: nextId.current++ }]);

  async function send() {
    const text = draft.trim();
    if (!text || waiting) return;
    add({ role: "user", text });
    setDraft("");
    setWaiting(true);
    try {
      const response = await fetch(CHAT_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: text }),
      });
      if (!response.ok) throw new Error(`chat ${response.status}`);
      const reply = (await response.json()) as ChatReply;
      add({ role: "assistant", text: withoutSourceLine(reply.response, reply.sources), sources: reply.sources });
    } catch {
      toast.error(t("chat.errors.title"), { description: t("chat.errors.send") });
      add({ role: "assistant", text: t("chat.errors.apology") });
    } finally {
      setWaiting(false);
    }
  }

  return (
    <section
      aria-label={t("chat.title")}
      className={cn(
        "fixed end-4 bottom-4 z-50 flex max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl",
        size === "normal" && "h-96 w-80",
        size === "expanded" && "h-[560px] w-[420px]",
        size === "minimized" && "w-80",
      )}
    >
      <header className="flex h-14 shrink-0 items-center gap-2 bg-primary px-3 text-primary-foreground">
        <BotIcon aria-hidden className="size-5" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-sm">{t("chat.title")}</h2>
          <p className="text-xs opacity-80">{t("chat.status")}</p>
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="size-8 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
          aria-label={size === "minimized" ? t("chat.expand") : t("chat.minimize")}
          aria-expanded={size !== "minimized"}
          onClick={() => setSize(size === "minimized" ? "normal" : "minimized")}
        >
          {size === "minimized" ? <Maximize2Icon aria-hidden /> : <MinusIcon aria-hidden />}
        </Button>
        {size !== "minimized" && (
          <Button
            size="icon"
            variant="ghost"
            className="hidden size-8 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground sm:inline-flex"
            aria-label={size === "expanded" ? t("chat.restore") : t("chat.expand")}
            onClick={() => setSize(size === "expanded" ? "normal" : "expanded")}
          >
            {size === "expanded" ? <Minimize2Icon aria-hidden /> : <Maximize2Icon aria-hidden />}
          </Button>
        )}
        <Button
          size="icon"
          variant="ghost"
          className="size-8 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
          aria-label={t("chat.close")}
          onClick={onClose}
        >
          <XIcon aria-hidden />
        </Button>
      </header>

      {size !== "minimized" && (
        <>
          <ol
            ref={list}
            aria-label={t("chat.messages")}
            aria-live="polite"
            className="flex flex-1 flex-col gap-2 overflow-y-auto p-3"
          >
            {messages.map((message) => (
              <li
                key={message.id}
                data-role={message.role}
                className={cn(
                  "max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 text-sm",
                  message.role === "user" ? "self-end bg-primary text-primary-foreground" : "self-start bg-muted",
                )}
              >
                {message.text}
                {message.sources && message.sources.length > 0 && (
                  <p className="mt-2 border-t pt-1 text-xs">
                    {t("chat.source")}{" "}
                    {message.sources.map((source) => (
                      <a
                        key={source.url}
                        href={source.url}
                        className="font-medium text-primary underline underline-offset-2"
                      >
                        {source.title}
                      </a>
                    ))}
                  </p>
                )}
              </li>
            ))}
            {waiting && (
              <li className="flex items-center gap-2 self-start rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">
                <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />
                {t("chat.typing")}
              </li>
            )}
          </ol>
          <form
            className="flex items-end gap-2 border-t p-2"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Textarea
              ref={input}
              rows={1}
              value={draft}
              disabled={waiting}
              aria-label={t("chat.placeholder")}
              placeholder={t("chat.placeholder")}
              maxLength={1000}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void send();
                }
              }}
              className="max-h-24 min-h-9 resize-none"
            />
            <Button type="submit" size="icon" aria-label={t("chat.send")} disabled={waiting || !draft.trim()}>
              <SendIcon aria-hidden className="rtl:-scale-x-100" />
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
