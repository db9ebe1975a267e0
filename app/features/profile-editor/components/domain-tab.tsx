import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { SlugAvailability } from "#app/features/address/index.server.ts";
import { slugify } from "#app/features/address/index.ts";
import { CustomDomainCard, type CustomDomainCardData } from "#app/features/custom-domains/index.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ProfileDraft } from "../draft.ts";
import { type DraftUpdate, Guide } from "./editor-fields.tsx";

export function DomainTab({
  draft,
  update,
  host,
  error,
  customDomain,
}: {
  draft: ProfileDraft;
  update: DraftUpdate;
  host: string;
  error?: string;
  customDomain?: CustomDomainCardData;
}) {
  const { t } = useTranslation();
  const name = [draft.firstName, draft.lastName].join(" ");
  const slug = slugify(draft.requestedSlug) || slugify(name);
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.domain")}</Guide>
      <FormField
        id="editor-requestedSlug"
        label={t("editor.fields.requestedSlug")}
        hint={
          draft.requestedSlug.trim()
            ? t("editor.fields.domainHint", { address: `${host}/${slug}` })
            : t("editor.fields.domainAuto")
        }
      >
        <div className="flex items-stretch overflow-hidden rounded-md border" dir="ltr">
          <span className="flex items-center bg-muted px-3 text-muted-foreground text-sm">{host}/</span>
          <Input
            id="editor-requestedSlug"
            className="rounded-none border-0"
            value={draft.requestedSlug}
            aria-invalid={error ? true : undefined}
            onChange={(e) => update((d) => ({ ...d, requestedSlug: e.target.value }))}
          />
        </div>
      </FormField>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <SlugStatus value={draft.requestedSlug} name={name} host={host} />
      )}
      {customDomain ? <CustomDomainCard initial={customDomain} /> : null}
    </div>
  );
}

/** How long typing pauses before the address is checked. */
const SLUG_CHECK_DELAY_MS = 350;

/**
 * Live answer of the server (GET /dashboard/slug) to "what address will saving give me?":
 * free, taken (with the -N the save would pick), reserved or invalid — the save's own rules.
 */
function SlugStatus({ value, name, host }: { value: string; name: string; host: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SlugAvailability>();
  const { load } = fetcher;
  const [asked, setAsked] = useState<string | null>(null);
  const query = new URLSearchParams({ value: value.trim(), name: name.trim() }).toString();

  useEffect(() => {
    const timer = setTimeout(() => {
      setAsked(query);
      load(`/dashboard/slug?${query}`);
    }, SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, load]);

  const answer = asked === query && fetcher.state === "idle" ? fetcher.data : undefined;
  let text: string;
  let tone = "text-muted-foreground";
  if (!answer) text = t("editor.slugStatus.checking");
  else if (answer.status === "available") {
    text = t("editor.slugStatus.available", { address: `${host}/${answer.slug}` });
    tone = "text-emerald-700 dark:text-emerald-400";
  } else if (answer.status === "auto") text = t("editor.slugStatus.auto", { address: `${host}/${answer.slug}` });
  else if (answer.status === "taken") {
    text = t("editor.slugStatus.taken", { address: `${host}/${answer.slug}` });
    tone = "text-amber-700 dark:text-amber-400";
  } else if (answer.status === "reserved") {
    text = t("editor.slugStatus.reserved");
    tone = "text-destructive";
  } else {
    text = t("editor.slugStatus.invalid");
    tone = "text-destructive";
  }
  return (
    <p role="status" aria-live="polite" className={`text-sm ${tone}`} data-testid="slug-status" dir="auto">
      {text}
    </p>
  );
}
