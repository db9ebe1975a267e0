import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ChangeEmailSchema, ChangePasswordSchema } from "../schema.ts";
import type { SettingsActionData, SettingsIntent } from "../settings-page.server.ts";
import { Field, HiddenFields, inputProps, Notice, useBusyIntent } from "./auth-form-parts.tsx";
import { PasskeysCard } from "./passkeys-card.tsx";
import { PasswordInput } from "./password-input.tsx";
import { SignOutButton } from "./sign-out-button.tsx";
import { TwoFactorCard } from "./two-factor-card.tsx";

export interface AccountSettingsProps {
  user: { name: string; email: string };
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  otherSessions: number;
  emailChanged: boolean;
  actionData: SettingsActionData | undefined;
}

/** Account settings: password, e-mail address, other devices, sign-out. */
export function AccountSettings(props: AccountSettingsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      {props.emailChanged ? <Notice tone="success" title={t("account.settings.email.changed")} /> : null}
      <PasswordCard {...props} />
      <TwoFactorCard
        email={props.user.email}
        enabled={props.twoFactorEnabled}
        hasPassword={props.hasPassword}
        actionData={props.actionData}
      />
      <EmailCard {...props} />
      <SessionsCard {...props} />
      <PasskeysCard />
      <SettingsCard title={t("account.settings.signOut.title")} description={t("account.settings.signOut.description")}>
        <SignOutButton variant="outline" size="default" />
      </SettingsCard>
    </div>
  );
}

function SettingsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type Outcome<I extends SettingsIntent> =
  | Extract<SettingsActionData, { intent: I }>
  | Extract<SettingsActionData, { status: "error" }>;

function outcome<I extends SettingsIntent>(actionData: SettingsActionData | undefined, intent: I) {
  return (actionData?.intent === intent ? actionData : undefined) as Outcome<I> | undefined;
}

function PasswordCard({ hasPassword, actionData }: AccountSettingsProps) {
  const { t } = useTranslation();
  const result = outcome(actionData, "change-password");
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: result?.status === "error" ? result.reply : undefined,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  });
  const busy = useBusyIntent() === "change-password";
  const current = inputProps(fields.currentPassword, "password");
  const next = inputProps(fields.newPassword, "password");
  const hintId = `${fields.newPassword.id}-hint`;

  return (
    <SettingsCard title={t("account.settings.password.title")} description={t("account.settings.password.description")}>
      {hasPassword ? (
        <Form method="post" {...getFormProps(form)} className="grid max-w-sm gap-4">
          <HiddenFields />
          {result?.status === "success" ? <Notice tone="success" title={t("account.settings.password.done")} /> : null}
          {result?.status === "error" && result.message ? <Notice tone="error" title={t(result.message)} /> : null}
          <Field
            id={fields.currentPassword.id}
            label={t("account.settings.password.current")}
            errors={fields.currentPassword.errors}
            errorId={fields.currentPassword.errorId}
          >
            <PasswordInput key={current.key} {...current.props} autoComplete="current-password" />
          </Field>
          <Field
            id={fields.newPassword.id}
            label={t("account.settings.password.new")}
            hint={t("auth.fields.passwordHint")}
            hintId={hintId}
            errors={fields.newPassword.errors}
            errorId={fields.newPassword.errorId}
          >
            <PasswordInput
              key={next.key}
              {...next.props}
              aria-describedby={fields.newPassword.errors ? fields.newPassword.errorId : hintId}
              autoComplete="new-password"
            />
          </Field>
          <Button type="submit" name="intent" value="change-password" disabled={busy} className="justify-self-start">
            {busy ? t("account.settings.password.busy") : t("account.settings.password.submit")}
          </Button>
        </Form>
      ) : (
        <p className="text-muted-foreground text-sm">{t("account.settings.password.none")}</p>
      )}
    </SettingsCard>
  );
}

function EmailCard({ user, hasPassword, actionData }: AccountSettingsProps) {
  const { t } = useTranslation();
  const result = outcome(actionData, "change-email");
  const [form, fields] = useForm({
    id: "change-email",
    lastResult: result?.status === "error" ? result.reply : undefined,
    constraint: getZodConstraint(ChangeEmailSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeEmailSchema }),
  });
  const busy = useBusyIntent() === "change-email";
  const newEmail = inputProps(fields.newEmail, "email");
  const passwordErrors = result?.status === "error" ? result.reply?.error?.currentPassword : undefined;

  return (
    <SettingsCard title={t("account.settings.email.title")} description={t("account.settings.email.description")}>
      <Form method="post" {...getFormProps(form)} className="grid max-w-sm gap-4">
        <HiddenFields />
        <div className="text-sm">
          <p className="text-muted-foreground">{t("account.settings.email.current")}</p>
          <p className="break-all font-medium">{user.email}</p>
        </div>
        {result?.status === "success" ? (
          <Notice tone="success" title={t("account.settings.email.sent", { email: result.newEmail })} />
        ) : null}
        {result?.status === "error" && result.message ? <Notice tone="error" title={t(result.message)} /> : null}
        <Field
          id={fields.newEmail.id}
          label={t("account.settings.email.new")}
          errors={fields.newEmail.errors}
          errorId={fields.newEmail.errorId}
        >
          <Input key={newEmail.key} {...newEmail.props} autoComplete="email" />
        </Field>
        {hasPassword ? (
          <Field
            id="change-email-password"
            label={t("account.settings.email.password")}
            errors={passwordErrors ?? undefined}
            errorId="change-email-password-error"
          >
            <PasswordInput
              id="change-email-password"
              name="currentPassword"
              required
              autoComplete="current-password"
              aria-invalid={passwordErrors ? true : undefined}
              aria-describedby={passwordErrors ? "change-email-password-error" : undefined}
            />
          </Field>
        ) : null}
        <Button type="submit" name="intent" value="change-email" disabled={busy} className="justify-self-start">
          {busy ? t("account.settings.email.busy") : t("account.settings.email.submit")}
        </Button>
      </Form>
    </SettingsCard>
  );
}

function SessionsCard({ otherSessions, actionData }: AccountSettingsProps) {
  const { t } = useTranslation();
  const result = outcome(actionData, "sign-out-others");
  const busy = useBusyIntent() === "sign-out-others";
  return (
    <SettingsCard title={t("account.settings.sessions.title")} description={t("account.settings.sessions.description")}>
      <Form method="post" className="grid justify-items-start gap-4">
        <HiddenFields />
        {result?.status === "success" ? <Notice tone="success" title={t("account.settings.sessions.done")} /> : null}
        <p className="text-sm">{t("account.settings.sessions.count", { count: otherSessions })}</p>
        <Button
          type="submit"
          name="intent"
          value="sign-out-others"
          variant="outline"
          disabled={busy || otherSessions === 0}
        >
          {busy ? t("account.settings.sessions.busy") : t("account.settings.sessions.submit")}
        </Button>
      </Form>
    </SettingsCard>
  );
}
