import { CircleAlertIcon, ListChecksIcon, SendIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { InvitationPreview, PreviewRow } from "#app/features/invitations/index.server.ts";
import { MAX_INVITATION_TEXT } from "#app/features/invitations/index.ts";
import { isUnreachable, type Unreachable } from "#app/lib/keep-form.ts";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { CollectActionData } from "../collect-page.server.ts";

const LANGUAGES = ["fr", "en", "ar"] as const;

/**
 * Paste clients, check the list (each line's state, with its number), then send the valid
 * ones. What was typed stays in the box until the sending worked; a new paste clears the
 * preview (it no longer describes the text).
 */
export function InvitePanel({
  verified,
  allowance,
  defaultLanguage,
}: {
  verified: boolean;
  allowance: { limit: number; remaining: number };
  defaultLanguage: "fr" | "en" | "ar";
}) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<CollectActionData | Unreachable>();
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle";
  const intent = fetcher.formData?.get("intent");

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    // A refusal is said above the form, once; a sent batch by a toast (the form empties).
    if (isUnreachable(data)) {
      setError(t("errors.unreachable"));
      return;
    }
    if (!data.ok) {
      setError(data.message);
      if (data.preview) setPreview(data.preview);
      return;
    }
    setError(null);
    if (data.intent === "preview") setPreview(data.preview);
    else {
      toast.success(data.message);
      setText("");
      setPreview(null);
    }
  }, [fetcher.state, fetcher.data, t]);

  const current = preview?.allowance ?? allowance;
  const ready = preview?.counts.valid ?? 0;

  return (
    <fetcher.Form method="post" className="grid gap-4" data-testid="invite-form">
      <p className="text-pretty text-muted-foreground text-sm">{t("collect.invite.help")}</p>
      <p className="rounded-lg border border-primary/20 bg-primary/5 p-3 text-pretty text-sm">
        {t("collect.invite.neutral")}
      </p>
      {verified ? null : (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
        >
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("collect.invite.unverified")}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-clients`}>{t("collect.invite.label")}</Label>
        <Textarea
          id={`${id}-clients`}
          name="clients"
          rows={6}
          value={text}
          maxLength={MAX_INVITATION_TEXT}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPreview(null);
          }}
          placeholder={t("collect.invite.placeholder")}
          dir="auto"
          spellCheck={false}
          className="field-sizing-fixed font-mono text-xs"
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="font-medium text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-language`}>{t("collect.invite.language")}</Label>
          <select
            id={`${id}-language`}
            name="language"
            defaultValue={defaultLanguage}
            className="h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`collect.invite.languages.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1">
          <label className="flex items-start gap-2 text-sm leading-snug">
            <input type="checkbox" name="reminders" defaultChecked className="mt-0.5 size-4 shrink-0 accent-primary" />
            <span>{t("collect.invite.reminders")}</span>
          </label>
          <p className="text-muted-foreground text-xs">{t("collect.invite.remindersHelp")}</p>
        </div>
      </div>
      <p className="text-muted-foreground text-sm" data-testid="invite-allowance">
        {t("collect.invite.allowance", { remaining: current.remaining, limit: current.limit })}
      </p>
      {preview ? <PreviewList preview={preview} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy || !text.trim()}>
          <ListChecksIcon aria-hidden />
          {t("collect.invite.preview")}
        </Button>
        {preview && ready > 0 ? (
          <Button type="submit" name="intent" value="send" disabled={busy || !verified} data-testid="send-invitations">
            <SendIcon aria-hidden />
            {intent === "send" && busy ? t("reviews.form.sending") : t("collect.invite.send", { count: ready })}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function PreviewList({ preview }: { preview: InvitationPreview }) {
  const { t } = useTranslation();
  const other = preview.rows.length - preview.counts.valid;
  return (
    <div className="grid gap-2" data-testid="invite-preview">
      <p className="font-medium text-sm" role="status">
        {t("collect.invite.summary", { valid: preview.counts.valid, other })}
      </p>
      <ol className="grid max-h-96 divide-y overflow-y-auto rounded-lg border text-sm">
        {preview.rows.map((row) => (
          <li
            key={row.line}
            data-state={row.state}
            data-line={row.line}
            className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-0.5 px-3 py-2 sm:grid-cols-[auto_1fr_auto]"
          >
            <span className="text-muted-foreground text-xs tabular-nums">
              {t("collect.invite.columns.line")} {row.line}
            </span>
            <span className="min-w-0 truncate" dir="auto" title={row.raw}>
              {row.email ? (row.name ? `${row.name} <${row.email}>` : row.email) : row.raw}
            </span>
            <StateBadge row={row} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function StateBadge({ row }: { row: PreviewRow }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const text =
    row.state === "duplicate"
      ? t("collect.invite.states.duplicate", { line: row.firstLine })
      : row.state === "invalid"
        ? t("collect.invite.states.invalid", { problem: t(`collect.invite.problems.${row.problem ?? "emailInvalid"}`) })
        : row.state === "alreadyInvited"
          ? t("collect.invite.states.alreadyInvited", { date: date(row.invitedAt ?? "", { dateStyle: "medium" }) })
          : t(`collect.invite.states.${row.state}`);
  return (
    <span
      className={cn(
        "col-start-2 text-xs sm:col-start-3 sm:text-end",
        row.state === "valid" ? "font-medium text-emerald-700 dark:text-emerald-300" : "text-destructive",
      )}
    >
      {text}
    </span>
  );
}
