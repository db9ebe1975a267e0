import { useEffect, useMemo, useRef } from "react";
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
