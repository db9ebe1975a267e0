import { ImageUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";
import { LANGUAGE_CATALOGUE, POPULAR_LANGUAGES } from "#app/features/languages/catalogue.ts";
import { type ProfileDraft, slugify, splitList } from "../draft.ts";
import type { SlugAvailability } from "../slug-availability.server.ts";

export type DraftUpdate = (change: (draft: ProfileDraft) => ProfileDraft) => void;

export function Guide({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-primary/5 p-3 text-muted-foreground text-sm">{children}</p>;
}

export function Field({
  label,
  children,
  hint,
  id,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  id: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
    </div>
  );
}

/** A text input bound to one string field of the draft. */
function TextField({
  draft,
  update,
  name,
  label,
  type = "text",
  multiline = false,
  autoComplete,
}: {
  draft: ProfileDraft;
  update: DraftUpdate;
  name: "firstName" | "lastName" | "email" | "phone" | "location" | "jobTitle" | "company" | "bio" | "industry";
  label: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const id = `editor-${name}`;
  const onChange = (value: string) => update((d) => ({ ...d, [name]: value }));
  return (
    <Field id={id} label={label}>
      {multiline ? (
        <Textarea id={id} rows={5} value={draft[name]} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          value={draft[name]}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** Sends a file to /dashboard/upload; the stored URL or a translated message. */
export function useImageUpload(kind: "avatar" | "portfolio") {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File): Promise<string | null> {
    setError(null);
    if (file.size > 10_485_760) {
      setError(`${t("editor.errors.fileTooLarge")} — ${t("editor.errors.fileTooLargeDetail")}`);
      return null;
    }
    setBusy(true);
    try {
      const response = await fetch(`/dashboard/upload?kind=${kind}`, {
        method: "POST",
        body: file,
        headers: { "Content-Type": "application/octet-stream" },
      });
      const body = (await response.json().catch(() => null)) as { ok: boolean; url?: string; error?: string } | null;
      if (response.ok && body?.ok && body.url) return body.url;
      setError(
        body?.error === "fileTooLarge"
          ? `${t("editor.errors.fileTooLarge")} — ${t("editor.errors.fileTooLargeDetail")}`
          : body?.error === "fileType"
            ? `${t("editor.errors.fileType")} — ${t("editor.errors.fileTypeDetail")}`
            : t("editor.errors.uploadFailed"),
      );
      return null;
    } catch {
      setError(t("editor.errors.uploadFailed"));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { upload, busy, error };
}

function ImagePicker({
  value,
  onChange,
  kind,
  label,
  testId,
}: {
  value: string;
  onChange: (url: string) => void;
  kind: "avatar" | "portfolio";
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { upload, busy, error } = useImageUpload(kind);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={value}
            alt=""
            className={kind === "avatar" ? "size-16 rounded-full object-cover" : "h-16 w-24 rounded-md object-cover"}
          />
        ) : null}
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-accent"
        >
          <ImageUpIcon aria-hidden className="size-4" />
          {busy ? t("editor.fields.uploading") : t("editor.fields.uploadPhoto")}
        </label>
        <input
          id={id}
          data-testid={testId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            const url = await upload(file);
            if (url) onChange(url);
          }}
        />
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
            {t("editor.fields.removePhoto")}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function BasicTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.basic")}</Guide>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          draft={draft}
          update={update}
          name="firstName"
          label={t("editor.fields.firstName")}
          autoComplete="given-name"
        />
        <TextField
          draft={draft}
          update={update}
          name="lastName"
          label={t("editor.fields.lastName")}
          autoComplete="family-name"
        />
        <TextField
          draft={draft}
          update={update}
          name="email"
          type="email"
          label={t("editor.fields.email")}
          autoComplete="email"
        />
        <TextField
          draft={draft}
          update={update}
          name="phone"
          type="tel"
          label={t("editor.fields.phone")}
          autoComplete="tel"
        />
      </div>
      <TextField draft={draft} update={update} name="location" label={t("editor.fields.location")} />
      <ImagePicker
        kind="avatar"
        testId="avatar-file"
        label={t("editor.fields.photo")}
        value={draft.profileImage}
        onChange={(url) => update((d) => ({ ...d, profileImage: url }))}
      />
    </div>
  );
}

export function ProfessionalTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  const [other, setOther] = useState("");
  const selected = new Set(draft.languages.map((l) => l.name.toLowerCase()));
  const toggle = (entry: { frenchName: string; code: string }) =>
    update((d) =>
      selected.has(entry.frenchName.toLowerCase())
        ? { ...d, languages: d.languages.filter((l) => l.name.toLowerCase() !== entry.frenchName.toLowerCase()) }
        : { ...d, languages: [...d.languages, { name: entry.frenchName, code: entry.code }] },
    );
  const addOther = () => {
    const name = other.trim();
    if (name === "" || selected.has(name.toLowerCase())) return;
    const known = LANGUAGE_CATALOGUE.find((l) => l.frenchName.toLowerCase() === name.toLowerCase());
    update((d) => ({
      ...d,
      languages: [...d.languages, { name: known?.frenchName ?? name, code: known?.code ?? "" }],
    }));
    setOther("");
  };
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.professional")}</Guide>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField draft={draft} update={update} name="jobTitle" label={t("editor.fields.jobTitle")} />
        <TextField draft={draft} update={update} name="company" label={t("editor.fields.company")} />
      </div>
      <TextField draft={draft} update={update} name="bio" multiline label={t("editor.fields.bio")} />
      <TextField draft={draft} update={update} name="industry" label={t("editor.fields.industry")} />
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">{t("editor.fields.languages")}</legend>
        <div className="flex flex-wrap gap-2">
          {POPULAR_LANGUAGES.map((l) => {
            const on = selected.has(l.frenchName.toLowerCase());
            return (
              <button
                key={l.code}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(l)}
                className={`rounded-full border px-3 py-1 text-sm ${on ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent"}`}
              >
                <span aria-hidden>{l.flag}</span> {l.frenchName}
              </button>
            );
          })}
        </div>
        {draft.languages.some((l) => !POPULAR_LANGUAGES.some((p) => p.frenchName === l.name)) ? (
          <ul className="flex flex-wrap gap-2">
            {draft.languages
              .filter((l) => !POPULAR_LANGUAGES.some((p) => p.frenchName === l.name))
              .map((l) => (
                <li key={l.name} className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm">
                  {l.name}
                  <button
                    type="button"
                    aria-label={t("editor.fields.removeLanguage", { name: l.name })}
                    onClick={() => update((d) => ({ ...d, languages: d.languages.filter((x) => x.name !== l.name) }))}
                  >
                    <Trash2Icon aria-hidden className="size-3" />
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <Input
            list="editor-language-list"
            aria-label={t("editor.fields.otherLanguage")}
            placeholder={t("editor.fields.otherLanguage")}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addOther();
              }
            }}
          />
          <datalist id="editor-language-list">
            {LANGUAGE_CATALOGUE.map((l) => (
              <option key={l.code} value={l.frenchName} />
            ))}
          </datalist>
          <Button type="button" variant="outline" onClick={addOther}>
            {t("editor.fields.addLanguage")}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

/** Comma-separated list input: keeps the raw text while typing, the draft gets the split list. */
function ListField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { t } = useTranslation();
  const [raw, setRaw] = useState(value.join(", "));
  return (
    <Field id={id} label={label} hint={t("editor.fields.commaHint")}>
      <Input
        id={id}
        value={raw}
        onChange={(e) => {
          setRaw(e.target.value);
          onChange(splitList(e.target.value));
        }}
      />
    </Field>
  );
}

export function SkillsTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.skills")}</Guide>
      <ListField
        id="editor-skills"
        label={t("editor.fields.skills")}
        value={draft.skills}
        onChange={(skills) => update((d) => ({ ...d, skills }))}
      />
      <ListField
        id="editor-tools"
        label={t("editor.fields.tools")}
        value={draft.tools}
        onChange={(tools) => update((d) => ({ ...d, tools }))}
      />
    </div>
  );
}

export function DomainTab({
  draft,
  update,
  host,
  error,
}: {
  draft: ProfileDraft;
  update: DraftUpdate;
  host: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = [draft.firstName, draft.lastName].join(" ");
  const slug = slugify(draft.customDomain) || slugify(name);
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.domain")}</Guide>
      <Field
        id="editor-customDomain"
        label={t("editor.fields.customDomain")}
        hint={
          draft.customDomain.trim()
            ? t("editor.fields.domainHint", { address: `${host}/${slug}` })
            : t("editor.fields.domainAuto")
        }
      >
        <div className="flex items-stretch overflow-hidden rounded-md border" dir="ltr">
          <span className="flex items-center bg-muted px-3 text-muted-foreground text-sm">{host}/</span>
          <Input
            id="editor-customDomain"
            className="rounded-none border-0"
            value={draft.customDomain}
            aria-invalid={error ? true : undefined}
            onChange={(e) => update((d) => ({ ...d, customDomain: e.target.value }))}
          />
        </div>
      </Field>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <SlugStatus value={draft.customDomain} name={name} host={host} />
      )}
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

export function PortfolioTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<ProfileDraft["portfolio"][number]>) =>
    update((d) => ({ ...d, portfolio: d.portfolio.map((p, i) => (i === index ? { ...p, ...change } : p)) }));
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.portfolio")}</Guide>
      {draft.portfolio.map((item, index) => (
        <fieldset key={item.id || index} className="space-y-3 rounded-lg border p-4">
          <div className="flex items-center justify-between">
            <legend className="font-medium">{t("editor.portfolio.item", { n: index + 1 })}</legend>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => update((d) => ({ ...d, portfolio: d.portfolio.filter((_, i) => i !== index) }))}
            >
              <Trash2Icon aria-hidden />
              {t("editor.portfolio.remove")}
            </Button>
          </div>
          <Field id={`portfolio-${index}-title`} label={t("editor.fields.title")}>
            <Input
              id={`portfolio-${index}-title`}
              value={item.title}
              onChange={(e) => set(index, { title: e.target.value })}
            />
          </Field>
          <Field id={`portfolio-${index}-description`} label={t("editor.fields.description")}>
            <Textarea
              id={`portfolio-${index}-description`}
              rows={3}
              value={item.description}
              onChange={(e) => set(index, { description: e.target.value })}
            />
          </Field>
          <ImagePicker
            kind="portfolio"
            testId={`portfolio-${index}-file`}
            label={t("editor.fields.image")}
            value={item.image}
            onChange={(image) => set(index, { image })}
          />
          <Field id={`portfolio-${index}-url`} label={t("editor.fields.projectUrl")}>
            <Input
              id={`portfolio-${index}-url`}
              type="url"
              dir="ltr"
              value={item.projectUrl}
              onChange={(e) => set(index, { projectUrl: e.target.value })}
            />
          </Field>
          <ListField
            id={`portfolio-${index}-technologies`}
            label={t("editor.fields.technologies")}
            value={item.technologies}
            onChange={(technologies) => set(index, { technologies })}
          />
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          update((d) => ({
            ...d,
            portfolio: [
              ...d.portfolio,
              { id: crypto.randomUUID(), title: "", description: "", image: "", projectUrl: "", technologies: [] },
            ],
          }))
        }
      >
        <PlusIcon aria-hidden />
        {t("editor.portfolio.add")}
      </Button>
    </div>
  );
}

export function FaqTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<ProfileDraft["faqs"][number]>) =>
    update((d) => ({ ...d, faqs: d.faqs.map((f, i) => (i === index ? { ...f, ...change } : f)) }));
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.faq")}</Guide>
      {draft.faqs.map((item, index) => (
        <fieldset key={item.id || index} className="space-y-3 rounded-lg border p-4">
          <div className="flex items-center justify-between">
            <legend className="font-medium">{t("editor.faq.item", { n: index + 1 })}</legend>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => update((d) => ({ ...d, faqs: d.faqs.filter((_, i) => i !== index) }))}
            >
              <Trash2Icon aria-hidden />
              {t("editor.faq.remove")}
            </Button>
          </div>
          <Field id={`faq-${index}-question`} label={t("editor.fields.question")}>
            <Input
              id={`faq-${index}-question`}
              value={item.question}
              onChange={(e) => set(index, { question: e.target.value })}
            />
          </Field>
          <Field id={`faq-${index}-answer`} label={t("editor.fields.answer")}>
            <Textarea
              id={`faq-${index}-answer`}
              rows={3}
              value={item.answer}
              onChange={(e) => set(index, { answer: e.target.value })}
            />
          </Field>
          <Field id={`faq-${index}-category`} label={t("editor.fields.category")}>
            <Input
              id={`faq-${index}-category`}
              value={item.category}
              onChange={(e) => set(index, { category: e.target.value })}
            />
          </Field>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          update((d) => ({
            ...d,
            faqs: [...d.faqs, { id: crypto.randomUUID(), question: "", answer: "", category: "Général" }],
          }))
        }
      >
        <PlusIcon aria-hidden />
        {t("editor.faq.add")}
      </Button>
    </div>
  );
}
