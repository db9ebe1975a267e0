import { useEffect } from "react";
import { installControlCharacterCheck } from "#app/lib/control-character-check.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * Installs the check while mounted: by the root layout on every hydrated page, by the
 * review dialog's island on the public page (which is not hydrated: decision 014).
 */
export function ControlCharacterCheck() {
  const { t } = useTranslation();
  const message = t("errors.controlCharacters");
  useEffect(() => installControlCharacterCheck(() => message), [message]);
  return null;
}
