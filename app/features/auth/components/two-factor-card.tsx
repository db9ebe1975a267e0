import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { DownloadIcon, ShieldCheckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { TwoFactorCodeSchema, TwoFactorDisableSchema } from "../schema.ts";
import type { TwoFactorActionData, TwoFactorIntent } from "../two-factor-settings.server.ts";
import { CodeInput, Field, HiddenFields, inputProps, Notice, useBusyIntent } from "./auth-form-parts.tsx";
import { PasswordInput } from "./password-input.tsx";

type Enrolment = Extract<TwoFactorActionData, { intent: "two-factor-start"; status: "success" }>["enrolment"];

interface TwoFactorCardProps {
  email: string;
  enabled: boolean;
  hasPassword: boolean;
  actionData: { intent: string } | undefined;
}

function outcomeOf<I extends TwoFactorIntent>(actionData: TwoFactorCardProps["actionData"], intent: I) {
  return (actionData?.intent === intent ? actionData : undefined) as TwoFactorActionData | undefined;
}

/**
 * « Double authentification » in the account settings (decision 035): turn on with a QR code
 * and a first code, see the 10 backup codes once, make new ones, turn off with a code.
 */
export function TwoFactorCard({ email, enabled, hasPassword, actionData }: TwoFactorCardProps) {
  const { t } = useTranslation();
  const started = outcomeOf(actionData, "two-factor-start");
  const confirmed = outcomeOf(actionData, "two-factor-confirm");
  const regenerated = outcomeOf(actionData, "two-factor-backup-codes");
  const disabled = outcomeOf(actionData, "two-factor-disable");
  // The QR code stays on screen while codes are tried (a wrong code answers without it).
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  useEffect(() => {
    if (started?.status === "success" && "enrolment" in started) setEnrolment(started.enrolment);
    if (confirmed?.status === "success" || enabled) setEnrolment(null);
  }, [started, confirmed, enabled]);
  const withCodes = [confirmed, regenerated].find((result) => result?.status === "success");
  const backupCodes = withCodes && "backupCodes" in withCodes ? withCodes.backupCodes : null;

  return (
    <Card data-testid="two-factor-card">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <ShieldCheckIcon aria-hidden className="size-5 text-primary" />
            {t("account.settings.twoFactor.title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("account.settings.twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {confirmed?.status === "success" ? (
          <Notice tone="success" title={t("account.settings.twoFactor.enabled")} />
        ) : null}
        {disabled?.status === "success" ? (
          <Notice tone="success" title={t("account.settings.twoFactor.disabled")} />
        ) : null}
        {backupCodes ? <BackupCodes codes={backupCodes} email={email} /> : null}
        {enabled ? (
          <>
            <p className="text-sm">{t("account.settings.twoFactor.on")}</p>
            <PasswordStep
              intent="two-factor-backup-codes"
              hasPassword={hasPassword}
              actionData={regenerated}
              submit={t("account.settings.twoFactor.regenerate")}
              busyLabel={t("account.settings.twoFactor.regenerating")}
              hint={t("account.settings.twoFactor.regenerateHint")}
              variant="outline"
            />
            <DisableForm hasPassword={hasPassword} actionData={disabled} />
          </>
        ) : enrolment ? (
          <ConfirmStep enrolment={enrolment} actionData={confirmed} />
        ) : (
          <>
            <p className="text-muted-foreground text-sm">{t("account.settings.twoFactor.off")}</p>
            <PasswordStep
              intent="two-factor-start"
              hasPassword={hasPassword}
              actionData={started}
              submit={t("account.settings.twoFactor.start")}
              busyLabel={t("account.settings.twoFactor.starting")}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ErrorNotice({ actionData }: { actionData: TwoFactorActionData | undefined }) {
  const { t } = useTranslation();
  if (actionData?.status !== "error" || !actionData.message) return null;
  return <Notice tone="error" title={t(actionData.message)} />;
}

/** A button behind the current password (when the account has one). */
function PasswordStep(props: {
  intent: "two-factor-start" | "two-factor-backup-codes";
  hasPassword: boolean;
  actionData: TwoFactorActionData | undefined;
  submit: string;
  busyLabel: string;
  hint?: string;
  variant?: "outline";
}) {
  const { t } = useTranslation();
  const busy = useBusyIntent() === props.intent;
  const reply = props.actionData?.status === "error" ? props.actionData.reply : undefined;
  const passwordError = reply?.error?.password ?? undefined;
  const id = `${props.intent}-password`;
  return (
    <Form method="post" className="grid max-w-sm gap-3">
      <HiddenFields />
      <ErrorNotice actionData={props.actionData} />
      {props.hasPassword ? (
        <Field id={id} label={t("account.settings.twoFactor.password")} errors={passwordError} errorId={`${id}-error`}>
          <PasswordInput
            id={id}
            name="password"
            required
            autoComplete="current-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${id}-error` : undefined}
          />
        </Field>
      ) : null}
      {props.hint ? <p className="text-muted-foreground text-xs">{props.hint}</p> : null}
      <Button
        type="submit"
        name="intent"
        value={props.intent}
        variant={props.variant}
        disabled={busy}
        className="h-auto min-h-9 justify-self-start whitespace-normal py-2 text-start"
      >
        {busy ? props.busyLabel : props.submit}
      </Button>
    </Form>
  );
}

function ConfirmStep({ enrolment, actionData }: { enrolment: Enrolment; actionData: TwoFactorActionData | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "two-factor-confirm",
    lastResult: actionData?.status === "error" ? actionData.reply : undefined,
    constraint: getZodConstraint(TwoFactorCodeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TwoFactorCodeSchema }),
  });
  const busy = useBusyIntent() === "two-factor-confirm";
  const code = inputProps(fields.code, "text");
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t("account.settings.twoFactor.scan")}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t("account.settings.twoFactor.qrAlt")}
        width={192}
        height={192}
        className="size-48 rounded-md border bg-white p-2"
      />
      <div className="text-sm">
        <p className="text-muted-foreground">{t("account.settings.twoFactor.manual")}</p>
        <p className="break-all font-mono" data-testid="totp-secret" data-uri={enrolment.uri}>
          {enrolment.secret}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="grid max-w-sm gap-3">
        <HiddenFields />
        <ErrorNotice actionData={actionData} />
        <Field
          id={fields.code.id}
          label={t("account.settings.twoFactor.code")}
          errors={fields.code.errors}
          errorId={fields.code.errorId}
        >
          <CodeInput key={code.key} {...code.props} />
        </Field>
        <Button type="submit" name="intent" value="two-factor-confirm" disabled={busy} className="justify-self-start">
          {busy ? t("account.settings.twoFactor.confirming") : t("account.settings.twoFactor.confirm")}
        </Button>
      </Form>
    </div>
  );
}

function DisableForm({
  hasPassword,
  actionData,
}: {
  hasPassword: boolean;
  actionData: TwoFactorActionData | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "two-factor-disable",
    lastResult: actionData?.status === "error" ? actionData.reply : undefined,
    constraint: getZodConstraint(TwoFactorDisableSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TwoFactorDisableSchema }),
  });
  const busy = useBusyIntent() === "two-factor-disable";
  const code = inputProps(fields.code, "text");
  const password = inputProps(fields.password, "password");
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-sm gap-3 border-t pt-4">
      <h3 className="font-medium text-sm">{t("account.settings.twoFactor.disableTitle")}</h3>
      <HiddenFields />
      <ErrorNotice actionData={actionData} />
      {hasPassword ? (
        <Field
          id={fields.password.id}
          label={t("account.settings.twoFactor.password")}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        >
          <PasswordInput key={password.key} {...password.props} required autoComplete="current-password" />
        </Field>
      ) : null}
      <Field
        id={fields.code.id}
        label={t("account.settings.twoFactor.disableCode")}
        errors={fields.code.errors}
        errorId={fields.code.errorId}
      >
        <CodeInput key={code.key} {...code.props} inputMode="text" className="text-base tracking-normal" />
      </Field>
      <Button
        type="submit"
        name="intent"
        value="two-factor-disable"
        variant="destructive"
        disabled={busy}
        className="justify-self-start"
      >
        {busy ? t("account.settings.twoFactor.disabling") : t("account.settings.twoFactor.disable")}
      </Button>
    </Form>
  );
}

/** The backup codes, shown once, with a text file to keep them. */
function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t } = useTranslation();
  function download() {
    const date = new Date().toLocaleDateString(document.documentElement.lang || undefined);
    const text = [
      t("account.settings.twoFactor.fileTitle", { email }),
      t("account.settings.twoFactor.fileHint", { date }),
      "",
      ...codes,
      "",
    ].join("\n");
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "fiable-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <section className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <h3 className="font-medium">{t("account.settings.twoFactor.backupTitle")}</h3>
      <p className="text-sm">{t("account.settings.twoFactor.backupDescription")}</p>
      <ul className="grid grid-cols-1 gap-1 font-mono text-sm min-[360px]:grid-cols-2" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} dir="ltr">
            {code}
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" onClick={download} className="justify-self-start">
        <DownloadIcon aria-hidden />
        {t("account.settings.twoFactor.download")}
      </Button>
    </section>
  );
}
