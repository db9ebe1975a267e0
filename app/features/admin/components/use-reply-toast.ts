import { useEffect, useRef } from "react";
import { toast } from "sonner";

/**
 * Shows the toast of a fetcher's action reply once per reply (spec §8 "Admin": 'Profil mis
 * à jour', 'Statut mis à jour', 'Impossible de …'), and calls `onSuccess` after a success.
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
