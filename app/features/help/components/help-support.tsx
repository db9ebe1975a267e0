import { BotMessageSquareIcon, LifeBuoyIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { openContactDialog } from "#app/features/contact/index.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { openChatAssistant } from "../open-chat-assistant.ts";

const cardClass =
  "group flex items-start gap-4 rounded-xl border bg-card p-5 text-start transition-colors hover:border-primary/40 hover:bg-accent/40";

/**
 * "Didn't find your answer?": the chat assistant and a ticket (the footer's contact
 * dialog). Both are links to /contact that JavaScript upgrades: the chat opens the
 * assistant's widget (or, when the page has none, the contact dialog), the ticket opens
 * the contact dialog.
 */
export function HelpSupport({ className }: { className?: string }) {
  const { t } = useTranslation();

  const onChat = (event: MouseEvent) => {
    if (openChatAssistant() || openContactDialog()) event.preventDefault();
  };
  const onTicket = (event: MouseEvent) => {
    if (openContactDialog()) event.preventDefault();
  };

  return (
    <section
      aria-labelledby="help-support-title"
      className={cn("@container rounded-2xl bg-muted/50 p-6 sm:p-8", className)}
    >
      <h2 id="help-support-title" className="font-semibold text-xl tracking-tight">
        {t("helpCentre.support.title")}
      </h2>
      <p className="mt-1 text-muted-foreground">{t("helpCentre.support.lead")}</p>
      <div className="mt-5 grid gap-3 @lg:grid-cols-2">
        <a href="/contact" onClick={onChat} className={cardClass} data-testid="help-chat">
          <span className="rounded-lg bg-primary/10 p-2 text-primary">
            <BotMessageSquareIcon aria-hidden className="size-5" />
          </span>
          <span>
            <span className="block font-medium group-hover:underline">{t("helpCentre.support.chat")}</span>
            <span className="mt-0.5 block text-muted-foreground text-sm">{t("helpCentre.support.chatHint")}</span>
          </span>
        </a>
        <a href="/contact" onClick={onTicket} className={cardClass} data-testid="help-ticket">
          <span className="rounded-lg bg-brand/10 p-2 text-brand">
            <LifeBuoyIcon aria-hidden className="size-5" />
          </span>
          <span>
            <span className="block font-medium group-hover:underline">{t("helpCentre.support.ticket")}</span>
            <span className="mt-0.5 block text-muted-foreground text-sm">{t("helpCentre.support.ticketHint")}</span>
          </span>
        </a>
      </div>
    </section>
  );
}
