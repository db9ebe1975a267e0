import { ImageUpIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { type ProfileDraft, splitList } from "../draft.ts";

/** The editor's building blocks shared by its tabs: guide text, labelled fields, image picker, lists. */

export type DraftUpdate = (change: (draft: ProfileDraft) => ProfileDraft) => void;

export function Guide({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-primary/5 p-3 text-muted-foreground text-sm">{children}</p>;
}

/** A text input bound to one string field of the draft. */
export function TextField({
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
    <FormField id={id} label={label}>
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
    </FormField>
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
      // A session that ended meanwhile: the server answered with a redirect to /auth, which
      // fetch followed. Go there for real, to come back to this page once signed in.
      if (response.redirected && new URL(response.url).pathname === "/auth") {
        const auth = new URL(response.url);
        auth.searchParams.set("redirectTo", window.location.pathname + window.location.search);
        window.location.assign(auth.pathname + auth.search);
        return null;
      }
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

export function ImagePicker({
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

/** Comma-separated list input: keeps the raw text while typing, the draft gets the split list. */
export function ListField({
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
  // The text typed, unless the list was replaced from outside (a restored draft).
  const typed = splitList(raw);
  const shown = typed.length === value.length && typed.every((item, i) => item === value[i]) ? raw : value.join(", ");
  return (
    <FormField id={id} label={label} hint={t("editor.fields.commaHint")}>
      <Input
        id={id}
        value={shown}
        onChange={(e) => {
          setRaw(e.target.value);
          onChange(splitList(e.target.value));
        }}
      />
    </FormField>
  );
}

/** One item of a repeated list (portfolio project, FAQ entry): a numbered fieldset with its remove button. */
export function ItemCard({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3 rounded-lg border p-4">
      <div className="flex items-center justify-between">
        <legend className="font-medium">{legend}</legend>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2Icon aria-hidden />
          {removeLabel}
        </Button>
      </div>
      {children}
    </fieldset>
  );
}
