import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { isUnreachable, type Unreachable } from "./keep-form.ts";

/** An action's reply that is said as a toast: its outcome and its text (« Statut mis à jour », « Impossible de … »). */
export interface ToastReply {
  ok: boolean;
  toast: string;
}

export interface ReplyToastOptions {
  /** Called after a success (closing a dialog). */
  onSuccess?: () => void;
  /** The title of the toast, the reply's text then below it (the CMS: « Succès » / « Erreur »). */
  titles?: { success: string; error: string };
  /** What a request that never reached the server says (default: errors.unreachable). */
  unreachable?: string;
}

/**
 * Shows the toast of a fetcher's reply, once per reply: the screens whose outcomes are said
 * as toasts (ARCHITECTURE.md, "Forms"). A request that failed on its way (keepFetcherOnFailure)
 * says that nothing was done.
 */
export function useReplyToast(reply: ToastReply | Unreachable | undefined, options: ReplyToastOptions = {}): void {
  const { t } = useTranslation();
  const seen = useRef<unknown>(undefined);
  const current = useRef(options);
  current.current = options;
  useEffect(() => {
    if (!reply || seen.current === reply) return;
    seen.current = reply;
    const { onSuccess, titles, unreachable } = current.current;
    const say = (ok: boolean, text: string) => {
      const show = ok ? toast.success : toast.error;
      if (titles) show(ok ? titles.success : titles.error, { description: text });
      else show(text);
    };
    if (isUnreachable(reply)) {
      say(false, unreachable ?? t("errors.unreachable"));
    } else if (reply.ok) {
      say(true, reply.toast);
      onSuccess?.();
    } else {
      say(false, reply.toast);
    }
  }, [reply, t]);
}

/**
 * An action that removes its item from the list (a deletion, a decided report): the item's
 * fetcher is keyed by the list, and the list — which stays mounted — shows the reply's
 * toast. In the item's own component the toast raced its unmounting: when the reply and the
 * revalidated list arrive in one render, the item is gone before its effect runs.
 */
export function useListReplyToast(key: string, options: ReplyToastOptions = {}): void {
  useReplyToast(useFetcher<ToastReply | Unreachable>({ key }).data, options);
}
