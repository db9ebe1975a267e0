import { useEffect, useMemo, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** The CMS's toasts: « Succès » / « Erreur » as the title, the message underneath. */
export function cmsToastTitles(t: ReturnType<typeof useTranslation>["t"]) {
  return { success: t("blogAdmin.toasts.successTitle"), error: t("blogAdmin.toasts.errorTitle") };
}

/** « Succès » / « Erreur » with the message underneath, for what is not an action's reply (an upload, a saved article). */
export function useCmsToast() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(cmsToastTitles(t).success, { description: message }),
      error: (message: string) => toast.error(cmsToastTitles(t).error, { description: message }),
    }),
    [t],
  );
}

/**
 * The failure toast of a save (« Impossible de sauvegarder l'article »…), once per reply:
 * `at` tells replies apart, so that a render of the same reply does not say it again.
 */
export function useSaveFailureToast(failure: { message: string; at: number } | undefined) {
  const notify = useCmsToast();
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!failure || shown.current === failure.at) return;
    shown.current = failure.at;
    notify.error(failure.message);
  }, [failure, notify]);
}

/**
 * After the editor saved or could not load an article: the list's toast — `savedMessage`
 * of the address's `?saved=` value, or 'Impossible de charger l'article' for `?error=` —
 * then both flags leave the address (no history entry, no scroll).
 */
export function useSavedFlagToast(savedMessage: (saved: string) => string) {
  const { t } = useTranslation();
  const notify = useCmsToast();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const saved = params.get("saved");
  const failed = params.get("error");
  const message = saved ? savedMessage(saved) : null;
  useEffect(() => {
    if (!message && !failed) return;
    if (message) notify.success(message);
    else notify.error(t("blogAdmin.toasts.loadFailed"));
    const next = new URLSearchParams(params);
    next.delete("saved");
    next.delete("error");
    navigate({ search: next.toString() }, { replace: true, preventScrollReset: true });
  }, [message, failed, params, navigate, notify, t]);
}
