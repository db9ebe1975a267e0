import { CheckIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useLanguage, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import {
  getPlatform,
  isGenericPlatform,
  MAX_PLATFORM_LINKS,
  PLATFORM_CATALOGUE,
  PLATFORM_CATEGORIES,
  type Platform,
  platformPlaceholder,
} from "#app/services/platforms/catalogue.ts";
import { defaultPhoneCountry, type NormalizedLink, normalizeLink } from "#app/services/platforms/normalize-link.ts";
import { PlatformBadge } from "#app/services/platforms/platform-icon.tsx";
import type { ProfileDraft } from "../draft.ts";
import { LINK_REFUSAL_MESSAGES } from "../draft-links.ts";
import { type DraftUpdate, Guide } from "./editor-fields.tsx";

/**
 * Platforms tab: the links picker (catalogue, 'Ajouté', counter n/20, view/edit
 * per entry). A link is typed as people have it (`@lea`, `06 12 34 56 78`…) and shown as it
 * will be stored (decision 028). `error`: the server's refusal of a link (`platforms.N.url`).
 */
export function PlatformsTab({
  draft,
  update,
  error,
}: {
  draft: ProfileDraft;
  update: DraftUpdate;
  error?: { field: string; message: string } | undefined;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  // National numbers are read in the interface language's country, as the server reads them (decision 028).
  const country = defaultPhoneCountry(lang);
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [editUrl, setEditUrl] = useState("");
  const count = draft.platforms.length;
  const full = count >= MAX_PLATFORM_LINKS;
  const added = new Set(draft.platforms.map((p) => p.platform));
  const name = (p: Platform) => (isGenericPlatform(p.id) ? t(`platforms.names.${p.id}`) : p.name);
  const handle = t("platforms.handle");
  const needle = search.trim().toLowerCase();
  const matches = PLATFORM_CATALOGUE.filter((p) => needle === "" || name(p).toLowerCase().includes(needle));

  const add = (p: Platform) => {
    if (full || added.has(p.id)) return;
    update((d) => ({
      ...d,
      platforms: [...d.platforms, { id: "", platform: p.id, url: "", title: name(p), description: "" }],
    }));
    setEditing(count);
    setEditUrl("");
    setPicking(false);
  };
  // What the field being edited will be stored as (`@lea` → https://instagram.com/lea), or why it cannot be.
  const editedAs = (platform: string): NormalizedLink => normalizeLink(platform, editUrl, { country });
  const saveEdit = (index: number) => {
    const entry = draft.platforms[index];
    const result = entry ? editedAs(entry.platform) : null;
    if (!result?.ok) return;
    update((d) => ({ ...d, platforms: d.platforms.map((p, i) => (i === index ? { ...p, url: result.url } : p)) }));
    setEditing(null);
  };
  const pickerButton = (p: Platform) => {
    const isAdded = added.has(p.id);
    return (
      <li key={p.id}>
        <button
          type="button"
          disabled={isAdded || full}
          onClick={() => add(p)}
          className="flex w-full items-center gap-2 rounded-md border p-2 text-start text-sm enabled:hover:bg-accent disabled:opacity-60"
        >
          <PlatformBadge platform={p.id} color={p.color} className="size-7" />
          <span className="flex-1 truncate">{name(p)}</span>
          {isAdded ? <span className="text-success text-xs">{t("editor.platforms.added")}</span> : null}
        </button>
      </li>
    );
  };

  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.platforms")}</Guide>
      <p className="font-medium text-sm" data-testid="platform-counter" aria-live="polite">
        {t("editor.platforms.counter", { count })}
      </p>
      <ul className="space-y-2">
        {draft.platforms.map((entry, index) => {
          const platform = getPlatform(entry.platform);
          const edited = editing === index ? editedAs(entry.platform) : null;
          const urlBad = edited !== null && !edited.ok;
          const refused = editing !== index && error?.field === `platforms.${index}.url` ? error.message : null;
          return (
            <li
              key={`${entry.platform}-${index}`}
              className="rounded-lg border p-3"
              data-testid={`platform-${entry.platform}`}
            >
              <div className="flex items-center gap-3">
                <PlatformBadge platform={platform.id} color={platform.color} className="size-8" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-sm">{name(platform)}</p>
                  {editing !== index ? (
                    <p className="truncate text-muted-foreground text-xs" dir="ltr">
                      {entry.url || t("editor.platforms.empty")}
                    </p>
                  ) : null}
                  {refused ? <p className="text-destructive text-xs">{refused}</p> : null}
                </div>
                {editing !== index ? (
                  <>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`${t("editor.platforms.edit")} ${name(platform)}`}
                      onClick={() => {
                        setEditing(index);
                        setEditUrl(entry.url);
                      }}
                    >
                      <PencilIcon aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`${t("editor.platforms.remove")} ${name(platform)}`}
                      onClick={() => {
                        setEditing(null);
                        update((d) => ({ ...d, platforms: d.platforms.filter((_, i) => i !== index) }));
                      }}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </>
                ) : null}
              </div>
              {editing === index ? (
                <div className="mt-2 space-y-2">
                  <Input
                    dir="ltr"
                    aria-label={`${t("editor.fields.url")} ${name(platform)}`}
                    placeholder={platformPlaceholder(platform.id, handle)}
                    value={editUrl}
                    aria-invalid={urlBad || undefined}
                    onChange={(e) => setEditUrl(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter" && !urlBad) {
                        e.preventDefault();
                        saveEdit(index);
                      }
                    }}
                  />
                  {edited && !edited.ok ? (
                    <p role="alert" className="text-destructive text-sm" data-testid="link-refused">
                      {t(LINK_REFUSAL_MESSAGES[edited.reason], { scheme: edited.scheme ?? "" })}
                    </p>
                  ) : null}
                  {edited?.ok && edited.url !== "" ? (
                    <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="link-normalized">
                      {t("editor.platforms.willBeSaved")}{" "}
                      <span dir="ltr" className="break-all font-medium text-foreground">
                        {edited.url}
                      </span>
                    </p>
                  ) : null}
                  <div className="flex gap-2">
                    <Button type="button" size="sm" disabled={urlBad} onClick={() => saveEdit(index)}>
                      <CheckIcon aria-hidden />
                      {t("editor.platforms.done")}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      {t("editor.platforms.cancel")}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {full ? (
        <p role="status" className="text-destructive text-sm">
          {t("editor.platforms.limit")}
        </p>
      ) : null}
      {picking ? (
        <div className="space-y-3 rounded-lg border p-3">
          <div className="flex gap-2">
            <Input
              type="search"
              aria-label={t("editor.platforms.search")}
              placeholder={t("editor.platforms.search")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button type="button" variant="ghost" onClick={() => setPicking(false)}>
              {t("editor.platforms.close")}
            </Button>
          </div>
          {needle === "" ? (
            <>
              <h3 className="font-medium text-sm">{t("editor.platforms.popular")}</h3>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {PLATFORM_CATALOGUE.filter((p) => p.popular).map(pickerButton)}
              </ul>
              {PLATFORM_CATEGORIES.map((category) => {
                const others = PLATFORM_CATALOGUE.filter((p) => !p.popular && p.category === category);
                if (others.length === 0) return null;
                return (
                  <section key={category}>
                    <h3 className="font-medium text-sm">{t(`platforms.categories.${category}`)}</h3>
                    <ul className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">{others.map(pickerButton)}</ul>
                  </section>
                );
              })}
            </>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">{matches.map(pickerButton)}</ul>
          )}
        </div>
      ) : (
        <Button type="button" variant="outline" disabled={full} onClick={() => setPicking(true)}>
          <PlusIcon aria-hidden />
          {t("editor.platforms.add")}
        </Button>
      )}
    </div>
  );
}
