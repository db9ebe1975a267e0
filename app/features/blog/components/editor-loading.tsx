import { LoaderCircleIcon } from "lucide-react";
import { type Location, useNavigation } from "react-router";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * True while the browser is fetching an editor page the list links to. An editor that loads in the browser
 * shows 'Chargement...' while the article loads; ours is rendered by the server with the
 * article in it, so the only wait the admin sees is this client navigation.
 */
export function useOpeningEditor(isEditor: (location: Location) => boolean): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && isEditor(navigation.location);
}

/** 'Chargement...' in place of the list until the editor arrives. */
export function EditorLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 rounded-xl border bg-card p-10 text-muted-foreground"
      data-testid="editor-loading"
    >
      <LoaderCircleIcon aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
      {t("blogAdmin.editor.loading")}
    </div>
  );
}
