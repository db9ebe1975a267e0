import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from "@simplewebauthn/browser";
import { KeyRoundIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ceremonyMessage, postPasskeyStep, useWebAuthnSupport } from "../passkey-client.ts";
import { PASSKEY_NAME_MAX_LENGTH, parsePasskeyName } from "../passkey-name.ts";
import type { PasskeyView } from "../passkey-types.ts";
import { Field, Notice } from "./auth-form-parts.tsx";

type AuthMessage = DictionaryKey<"auth">;
type Outcome = { tone: "success" | "error"; message: AuthMessage } | null;

const ACTION = "/dashboard/settings/passkeys";
const SETTINGS_ROUTE_ID = "routes/dashboard/settings";

/**
 * « Clés d'accès » in the account settings: the owner's passkeys (name,
 * date added), add one (when the browser supports passkeys), rename, remove (confirmed).
 * The list comes with the settings page's data; each change posts to our action and reloads it.
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const passkeys = useRouteLoaderData<{ passkeys: PasskeyView[] }>(SETTINGS_ROUTE_ID)?.passkeys ?? [];
  const supported = useWebAuthnSupport();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function add() {
    setAdding(true);
    setOutcome(null);
    try {
      const start = await postPasskeyStep(ACTION, { intent: "register-options" });
      if (!start.ok) return setOutcome({ tone: "error", message: start.message });
      if (!("options" in start)) return setOutcome({ tone: "error", message: "auth.passkeys.errors.failed" });
      let credential: unknown;
      try {
        const options = start.options as unknown as PublicKeyCredentialCreationOptionsJSON;
        // Signing in asks for user verification (decision 035): a passkey must be able to give it.
        credential = await startRegistration({
          optionsJSON: {
            ...options,
            authenticatorSelection: { ...options.authenticatorSelection, userVerification: "required" },
          },
        });
      } catch (error) {
        return setOutcome({ tone: "error", message: ceremonyMessage(error) });
      }
      const done = await postPasskeyStep(ACTION, { intent: "register", response: JSON.stringify(credential) });
      if (!done.ok) return setOutcome({ tone: "error", message: done.message });
      setOutcome({ tone: "success", message: "auth.passkeys.added" });
      await revalidator.revalidate();
    } finally {
      setAdding(false);
    }
  }

  const changed = async (message: AuthMessage) => {
    setOutcome({ tone: "success", message });
    await revalidator.revalidate();
  };

  return (
    <Card data-testid="passkeys-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("auth.passkeys.title")}</h2>
        </CardTitle>
        <CardDescription>{t("auth.passkeys.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {outcome ? <Notice tone={outcome.tone} title={t(outcome.message)} /> : null}
        {passkeys.length > 0 ? (
          <ul aria-label={t("auth.passkeys.listLabel")} className="grid divide-y rounded-lg border">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <KeyRoundIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{passkey.name}</p>
                  <p className="text-muted-foreground text-sm">
                    {passkey.createdAt
                      ? t("auth.passkeys.createdOn", { date: date(passkey.createdAt, { dateStyle: "long" }) })
                      : null}
                    {passkey.provider && passkey.provider !== passkey.name ? ` · ${passkey.provider}` : null}
                  </p>
                </div>
                <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                  <RenameDialog passkey={passkey} onDone={() => changed("auth.passkeys.renamed")} />
                  <RemoveDialog passkey={passkey} onDone={() => changed("auth.passkeys.removed")} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{t("auth.passkeys.empty")}</p>
        )}
        {supported ? (
          <Button type="button" variant="outline" className="justify-self-start" disabled={adding} onClick={add}>
            <KeyRoundIcon aria-hidden />
            {adding ? t("auth.passkeys.adding") : t("auth.passkeys.add")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RenameDialog({ passkey, onDone }: { passkey: PasskeyView; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthMessage | null>(null);
  const inputId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("name");
    const parsed = parsePasskeyName(typed);
    if (!parsed.ok) return setError(parsed.message);
    setBusy(true);
    setError(null);
    try {
      const done = await postPasskeyStep(ACTION, { intent: "rename", id: passkey.id, name: parsed.name });
      if (!done.ok) return setError(done.message);
      setOpen(false);
      await onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t("auth.passkeys.renameLabel", { name: passkey.name })}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
        {t("auth.passkeys.rename")}
      </Button>
      <DialogContent closeLabel={t("auth.passkeys.close")}>
        <DialogHeader>
          <DialogTitle>{t("auth.passkeys.renameTitle")}</DialogTitle>
          <DialogDescription>{t("auth.passkeys.renameDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid min-w-0 gap-4" noValidate>
          <Field
            id={inputId}
            label={t("auth.passkeys.nameLabel")}
            hint={t("auth.passkeys.nameHint")}
            hintId={`${inputId}-hint`}
            errors={error ? [error] : undefined}
            errorId={`${inputId}-error`}
          >
            <Input
              id={inputId}
              name="name"
              defaultValue={passkey.name}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("auth.passkeys.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? t("auth.passkeys.saving") : t("auth.passkeys.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveDialog({ passkey, onDone }: { passkey: PasskeyView; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthMessage | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const done = await postPasskeyStep(ACTION, { intent: "remove", id: passkey.id });
      if (!done.ok) return setError(done.message);
      setOpen(false);
      await onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t("auth.passkeys.removeLabel", { name: passkey.name })}
        onClick={() => setOpen(true)}
      >
        <Trash2Icon aria-hidden />
        {t("auth.passkeys.remove")}
      </Button>
      <DialogContent closeLabel={t("auth.passkeys.close")} role="alertdialog">
        <DialogHeader>
          <DialogTitle className="break-words">{t("auth.passkeys.removeTitle", { name: passkey.name })}</DialogTitle>
          <DialogDescription>{t("auth.passkeys.removeDescription")}</DialogDescription>
        </DialogHeader>
        {error ? <Notice tone="error" title={t(error)} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("auth.passkeys.cancel")}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={busy} onClick={remove}>
            {busy ? t("auth.passkeys.removing") : t("auth.passkeys.removeConfirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
