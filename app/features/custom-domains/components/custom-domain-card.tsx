import { CheckIcon, CopyIcon, GlobeIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { isUnreachable, type Unreachable } from "#app/lib/keep-form.ts";
import { useCopied } from "#app/lib/use-copied.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import {
  CUSTOM_DOMAIN_ACTION_PATH,
  type CustomDomainActionData,
  type CustomDomainCardData,
  type CustomDomainView,
  type DnsRecordView,
} from "../view.ts";

type Reply = CustomDomainActionData | Unreachable;

const BADGE = { pending: "warning", verified: "success", failing: "destructive" } as const;

/**
 * « Domaine personnalisé », in the editor's address tab (docs/product/custom-domains.md): the
 * add form (it keeps what was typed when refused), then the records to create, the state with the
 * last check and its reason, « Vérifier maintenant » and « Retirer le domaine » (confirmed).
 * Its own form, posted to /dashboard/domain: the draft and the live preview are not touched.
 */
export function CustomDomainCard({ initial }: { initial: CustomDomainCardData }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Reply>();
  const [domain, setDomain] = useState<CustomDomainView | null>(initial.domain);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const seen = useRef<Reply | undefined>(undefined);
  const id = useId();

  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!reply || seen.current === reply) return;
    seen.current = reply;
    if (isUnreachable(reply)) {
      setError(t("customDomains.errors.unreachable"));
      return;
    }
    if (reply.ok) {
      setDomain(reply.domain);
      setError(null);
      if (reply.intent === "add") setTyped("");
      if (reply.intent === "verify" && reply.domain?.lastError) toast.error(reply.message);
      else toast.success(reply.message);
      return;
    }
    // The text typed stays; the field says why it was refused.
    if (reply.intent === "add") setTyped(reply.value);
    setError(reply.message);
  }, [reply, t]);

  const busy = fetcher.state !== "idle";
  const intent = busy ? String(fetcher.formData?.get("intent") ?? "") : "";
  const errorId = `${id}-error`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="custom-domain-card"
      className="space-y-4 rounded-lg border p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <GlobeIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold">
            {t("customDomains.card.title")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("customDomains.card.description")}</p>
        </div>
      </div>

      {!initial.profile ? (
        <p className="text-muted-foreground text-sm">{t("customDomains.card.noProfile")}</p>
      ) : domain ? (
        <DomainDetails domain={domain} fetcher={fetcher} busyIntent={intent} error={error} />
      ) : (
        <fetcher.Form method="post" action={CUSTOM_DOMAIN_ACTION_PATH} className="grid gap-3" noValidate>
          <input type="hidden" name="intent" value="add" />
          <FormField
            id={`${id}-hostname`}
            label={t("customDomains.card.label")}
            hint={t("customDomains.card.hint")}
            hintId={`${id}-hint`}
            error={error ?? undefined}
            errorId={errorId}
          >
            <Input
              id={`${id}-hostname`}
              name="hostname"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("customDomains.card.placeholder")}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : `${id}-hint`}
              data-testid="custom-domain-input"
            />
          </FormField>
          <Button type="submit" disabled={busy} className="justify-self-start" data-testid="custom-domain-add">
            {busy ? t("customDomains.card.adding") : t("customDomains.card.add")}
          </Button>
        </fetcher.Form>
      )}
    </section>
  );
}

function DomainDetails({
  domain,
  fetcher,
  busyIntent,
  error,
}: {
  domain: CustomDomainView;
  fetcher: ReturnType<typeof useFetcher<Reply>>;
  busyIntent: string;
  error: string | null;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const reasonParams = { domain: domain.hostname, target: domain.target };
  const stateNote =
    domain.state === "verified"
      ? t("customDomains.card.verifiedNote", { domain: domain.displayName })
      : domain.state === "failing"
        ? t("customDomains.card.failingNote")
        : t("customDomains.card.pendingNote");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p dir="ltr" className="min-w-0 font-medium [overflow-wrap:anywhere]" data-testid="custom-domain-name">
          {domain.displayName}
        </p>
        <Badge variant={BADGE[domain.state]} data-testid="custom-domain-state" data-state={domain.state}>
          <span className="sr-only">{t("customDomains.card.stateLabel")} : </span>
          {t(`customDomains.states.${domain.state}`)}
        </Badge>
      </div>
      <div className="space-y-1 text-sm" role="status" aria-live="polite">
        <p className="text-muted-foreground" data-testid="custom-domain-checked">
          {domain.lastCheckedAt
            ? t("customDomains.card.lastChecked", {
                date: date(new Date(domain.lastCheckedAt), { dateStyle: "medium", timeStyle: "short" }),
              })
            : t("customDomains.card.neverChecked")}
        </p>
        {domain.lastError ? (
          <p className="text-destructive [overflow-wrap:anywhere]" data-testid="custom-domain-reason">
            {t(`customDomains.reasons.${domain.lastError}` as "customDomains.reasons.dns_error", reasonParams)}
          </p>
        ) : null}
        <p className="text-muted-foreground">{stateNote}</p>
        {error ? (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>

      <RecordsTable records={domain.records} />

      <div className="flex flex-wrap gap-2">
        <fetcher.Form method="post" action={CUSTOM_DOMAIN_ACTION_PATH}>
          <input type="hidden" name="intent" value="verify" />
          <Button type="submit" disabled={busyIntent !== ""} data-testid="custom-domain-verify">
            <RefreshCwIcon aria-hidden className={busyIntent === "verify" ? "animate-spin" : undefined} />
            {busyIntent === "verify" ? t("customDomains.card.verifying") : t("customDomains.card.verifyNow")}
          </Button>
        </fetcher.Form>
        <RemoveDialog domain={domain} fetcher={fetcher} busy={busyIntent === "remove"} />
      </div>
    </div>
  );
}

function RecordsTable({ records }: { records: DnsRecordView[] }) {
  const { t } = useTranslation();
  const columns = [t("customDomains.card.type"), t("customDomains.card.name"), t("customDomains.card.value")];
  return (
    <div className="space-y-2">
      <h3 className="font-medium text-sm">{t("customDomains.card.recordsTitle")}</h3>
      <p className="text-muted-foreground text-xs">{t("customDomains.card.recordsHelp")}</p>
      <table className="w-full border-collapse text-sm" data-testid="custom-domain-records">
        <thead className="max-sm:sr-only">
          <tr className="border-b text-start text-muted-foreground text-xs">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pe-3 text-start font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <tr
              key={`${record.type}-${record.value}`}
              className="border-b align-top max-sm:block max-sm:space-y-1 max-sm:py-3"
              data-record-type={record.type}
            >
              <td className="py-2 pe-3 font-mono max-sm:block max-sm:py-0">
                {index > 0 && record.type !== "TXT" && records[index - 1]?.type === "CNAME" ? (
                  <span className="me-2 font-sans text-muted-foreground text-xs">{t("customDomains.card.or")}</span>
                ) : null}
                {record.type}
              </td>
              <RecordCell label={columns[1] ?? ""} value={record.name} testId="record-name" />
              <RecordCell label={columns[2] ?? ""} value={record.value} testId="record-value" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCell({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <td className="py-2 pe-3 max-sm:block max-sm:py-0">
      <span className="block text-muted-foreground text-xs sm:hidden">{label}</span>
      <span className="flex items-start gap-1">
        <code
          dir="ltr"
          className="min-w-0 flex-1 break-all rounded bg-muted px-1.5 py-0.5 text-xs"
          data-testid={testId}
        >
          {value}
        </code>
        <CopyButton text={value} what={label} />
      </span>
    </td>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation();
  const { copied, copy: copyText } = useCopied();
  const copy = async () => {
    if (!(await copyText(text))) toast.error(t("customDomains.card.copyFailed"));
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7 shrink-0"
      onClick={copy}
      aria-label={copied ? t("customDomains.card.copied") : t("customDomains.card.copyLabel", { what })}
      title={t("customDomains.card.copy")}
    >
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
    </Button>
  );
}

function RemoveDialog({
  domain,
  fetcher,
  busy,
}: {
  domain: CustomDomainView;
  fetcher: ReturnType<typeof useFetcher<Reply>>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The dialog closes once the removal is answered.
  useEffect(() => {
    if (!busy) setOpen(false);
  }, [busy]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="custom-domain-remove">
        <Trash2Icon aria-hidden />
        {t("customDomains.card.remove")}
      </Button>
      <DialogContent closeLabel={t("customDomains.card.close")} role="alertdialog">
        <DialogHeader>
          <DialogTitle className="break-words">
            {t("customDomains.card.removeTitle", { domain: domain.displayName })}
          </DialogTitle>
          <DialogDescription>{t("customDomains.card.removeDescription")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("customDomains.card.cancel")}
            </Button>
          </DialogClose>
          <fetcher.Form method="post" action={CUSTOM_DOMAIN_ACTION_PATH}>
            <input type="hidden" name="intent" value="remove" />
            <Button type="submit" variant="destructive" disabled={busy} data-testid="custom-domain-remove-confirm">
              {busy ? t("customDomains.card.removing") : t("customDomains.card.removeConfirm")}
            </Button>
          </fetcher.Form>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
