import type { TFunction } from "i18next";
import { data } from "react-router";
import type { ProfileErrorData } from "./profile-error.ts";

/** '404 Profil introuvable' (docs/product/public-page.md), as an HTTP 404. */
export function profileNotFound(t: TFunction, text?: string) {
  return data<ProfileErrorData>(
    {
      kind: "fiable.profile-error",
      pageTitle: t("profileMeta.notFoundPageTitle"),
      title: t("profileMeta.notFoundTitle"),
      text: text ?? t("profileMeta.notFoundText"),
    },
    { status: 404, headers: { "Cache-Control": "no-cache" } },
  );
}
