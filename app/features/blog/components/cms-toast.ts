import { useEffect, useMemo, useRef } from "react";
import { toast } from "sonner";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";

/** Spec §8 "Blog admin": 'Succès' / 'Erreur' with the message underneath. */
export function useCmsToast() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(t("blogAdmin.toasts.successTitle"), { description: message }),
      error: (message: string) => toast.error(t("blogAdmin.toasts.errorTitle"), { description: message }),
    }),
    [t],
  );
}

/** Shows the toast of an action reply once per reply, then calls `onSuccess`. */
export function useReplyToast(reply: { ok: boolean; toast: string } | undefined, onSuccess?: () => void): void {
  const notify = useCmsToast();
  const seen = useRef<unknown>(undefined);
  const success = useRef(onSuccess);
  success.current = onSuccess;
  useEffect(() => {
    if (!reply || seen.current === reply) return;
    seen.current = reply;
    if (reply.ok) {
      notify.success(reply.toast);
      success.current?.();
    } else {
      notify.error(reply.toast);
    }
  }, [reply, notify]);
}
