import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";

/**
 * Shows the toast of a fetcher's action reply once per reply (« Profil mis à jour »,
 * « Statut mis à jour », « Impossible de … »), and calls `onSuccess` after a success.
 */
export function useReplyToast(reply: { ok: boolean; toast: string } | undefined, onSuccess?: () => void): void {
  const seen = useRef<unknown>(undefined);
  const success = useRef(onSuccess);
  success.current = onSuccess;
  useEffect(() => {
    if (!reply || seen.current === reply) return;
    seen.current = reply;
    if (reply.ok) {
      toast.success(reply.toast);
      success.current?.();
    } else {
      toast.error(reply.toast);
    }
  }, [reply]);
}

/**
 * An action that removes its item from the list (a deletion, a decided report): the item's
 * fetcher is keyed by the list, and the list — which stays mounted — shows the reply's
 * toast. In the item's own component the toast raced its unmounting: when the reply and the
 * revalidated list arrive in one render, the item is gone before its effect runs.
 */
export function useListReplyToast(key: string): void {
  useReplyToast(useFetcher<{ ok: boolean; toast: string }>({ key }).data);
}
