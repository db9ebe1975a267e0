import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { LanguageSwitch } from "#app/services/i18n/components/language-switch.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ThemeSwitch } from "#app/services/theme/components/theme-switch.tsx";
import type { SocialProvider } from "../auth.server.ts";
import type { AuthActionData, AuthPageState } from "../auth-page.server.ts";
import { type AuthMode, authHref, authModeOf } from "../mode.ts";
import { REDIRECT_DELAY_MS } from "../redirects.ts";
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TwoFactorSignInSchema,
} from "../schema.ts";
import { CodeInput, Field, HiddenFields, inputProps, Notice, useBusyIntent } from "./auth-form-parts.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import { PasswordInput } from "./password-input.tsx";

interface AuthScreenProps {
  state: AuthPageState;
  actionData: AuthActionData | undefined;
}

/**
 * The /auth screen (docs/product/accounts.md): sign-in, sign-up, and the new-password form of a reset link,
 * with its messages both as toasts and in the page (which is all there is
 * before JavaScript loads).
 */
export function AuthScreen({ state, actionData }: AuthScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const address = authModeOf(location);
  // Sign-up done or address already registered: the page turns to sign-in.
  const mode: AuthMode = (actionData && "switchTo" in actionData ? actionData.switchTo : undefined) ?? address.mode;
  const prefillEmail = actionData && "email" in actionData ? actionData.email : undefined;
  useActionToasts(actionData);
  useHashErrors();

  const heading = {
    signin: { title: t("auth.signIn.title"), description: t("auth.signIn.description") },
    signup: { title: t("auth.signUp.title"), description: t("auth.signUp.description") },
    reset: { title: t("auth.reset.title"), description: t("auth.reset.description") },
    "two-factor": { title: t("auth.twoFactor.title"), description: t("auth.twoFactor.description") },
  }[mode];

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <BrandPanel />
      <div className="flex min-w-0 flex-col">
        <header className="flex min-h-16 flex-wrap items-center gap-2 px-4 py-2 sm:px-6">
          <SiteLogo className="lg:invisible" />
          <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 outline-none sm:pt-12"
        >
          <div className="w-full max-w-sm">
            <h1 className="font-bold text-2xl tracking-tight">{heading.title}</h1>
            <p className="mt-2 text-muted-foreground text-sm">{heading.description}</p>

            <div className="mt-6 grid gap-4">
              <PageNotice state={state} actionData={actionData} />
              {mode === "signin" ? <PasskeySignIn state={state} /> : null}
              {(mode === "signin" || mode === "signup") && state.socialProviders.length > 0 ? (
                <SocialButtons providers={state.socialProviders} />
              ) : null}
              {mode === "signin" ? (
                <SignInForm
                  key={`signin-${prefillEmail ?? ""}`}
                  redirectTo={state.redirectTo}
                  actionData={actionData}
                  email={prefillEmail}
                />
              ) : mode === "signup" ? (
                <SignUpForm redirectTo={state.redirectTo} actionData={actionData} />
              ) : mode === "two-factor" ? (
                <TwoFactorForm redirectTo={state.redirectTo} actionData={actionData} />
              ) : (
                <ResetPasswordForm token={address.resetToken ?? ""} actionData={actionData} />
              )}
            </div>

            <p className="mt-6 text-center text-muted-foreground text-sm">
              {mode === "signup" ? (
                <>
                  {t("auth.signUp.switchPrompt")}{" "}
                  <Link
                    to={authHref("signin", { redirectTo: state.redirectTo })}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t("auth.signUp.switch")}
                  </Link>
                </>
              ) : mode === "signin" ? (
                <>
                  {t("auth.signIn.switchPrompt")}{" "}
                  <Link
                    to={authHref("signup", { redirectTo: state.redirectTo })}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t("auth.signIn.switch")}
                  </Link>
                </>
              ) : (
                <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
                  {mode === "two-factor" ? t("auth.twoFactor.back") : t("auth.reset.back")}
                </Link>
              )}
            </p>
          </div>
        </main>
      </div>
    </div>
  );
}

function BrandPanel() {
  const { t } = useTranslation();
  const points = [t("auth.aside.point1"), t("auth.aside.point2"), t("auth.aside.point3")];
  return (
    <aside className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex lg:flex-col lg:p-10">
      <div aria-hidden className="-end-24 -top-24 absolute size-96 rounded-full bg-brand/40 blur-3xl" />
      <div
        aria-hidden
        className="-bottom-32 -start-16 absolute size-80 rounded-full bg-primary-foreground/10 blur-3xl"
      />
      <SiteLogo className="relative text-primary-foreground [&>span:first-child]:bg-primary-foreground [&>span:first-child]:text-primary" />
      <div className="relative mt-auto mb-auto max-w-md">
        <p className="text-balance font-bold text-3xl leading-tight tracking-tight xl:text-4xl">
          {t("auth.aside.title")}
        </p>
        <ul className="mt-8 grid gap-4">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-primary-foreground/90">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary-foreground/15">
                <CheckIcon aria-hidden className="size-3.5" strokeWidth={3} />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** What the last action said, or what the address says (expired session, dead link). */
function PageNotice({ state, actionData }: AuthScreenProps) {
  const { t } = useTranslation();
  if (actionData?.status === "error") {
    if (!actionData.message) return null;
    return (
      <Notice tone="error" title={t(actionData.message)}>
        {actionData.detail ? t(actionData.detail) : null}
      </Notice>
    );
  }
  if (actionData?.status === "success") {
    switch (actionData.intent) {
      case "sign-in":
      case "two-factor":
        return (
          <Notice tone="success" title={t("auth.toasts.signedIn")}>
            {t("auth.toasts.redirecting")}
          </Notice>
        );
      case "sign-up":
        return (
          <Notice tone="success" title={t("auth.toasts.checkEmail")}>
            {t("auth.toasts.checkEmailDescription")}
          </Notice>
        );
      case "forgot-password":
        return (
          <Notice tone="success" title={t("auth.toasts.resetSent")}>
            {t("auth.toasts.resetSentDescription")}
          </Notice>
        );
      case "reset-password":
        return (
          <Notice tone="success" title={t("auth.toasts.passwordChanged")}>
            {t("auth.toasts.passwordChangedDescription")}
          </Notice>
        );
    }
  }
  if (state.notice) return <Notice tone={state.notice.tone} title={t(state.notice.message)} />;
  return null;
}

/** Toasts for every outcome, and the 1-second pause before the dashboard. */
function useActionToasts(actionData: AuthActionData | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!actionData) return;
    // A refusal or a failure is said inline, above the form (PageNotice; ARCHITECTURE.md "Forms").
    if (actionData.status === "error") return;
    // The password was right: straight on to the code step.
    if (actionData.status === "two-factor") {
      navigate(actionData.to, { replace: true });
      return;
    }
    switch (actionData.intent) {
      case "sign-in":
      case "two-factor": {
        toast.success(t("auth.toasts.signedIn"));
        const timer = setTimeout(() => navigate(actionData.redirectTo, { replace: true }), REDIRECT_DELAY_MS);
        return () => clearTimeout(timer);
      }
      case "sign-up":
        // The address is not confirmed yet, so the toast says to check it (and the spam folder).
        toast.success(t("auth.toasts.checkEmail"), { description: t("auth.toasts.checkEmailDescription") });
        return;
      case "forgot-password":
        toast.success(t("auth.toasts.resetSent"), { description: t("auth.toasts.resetSentDescription") });
        return;
      case "reset-password":
        toast.success(t("auth.toasts.passwordChanged"), { description: t("auth.toasts.passwordChangedDescription") });
        return;
    }
  }, [actionData, navigate, t]);
}

/**
 * An identity provider may come back with `#error=…` or `#access_token=…` in the
 * address. An error is shown; either way the hash is removed from the address.
 */
function useHashErrors() {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hash) return;
    const params = new URLSearchParams(hash);
    const error = params.get("error");
    if (!error && !params.has("access_token")) return;
    if (error) {
      toast.error(t("auth.toasts.errorTitle"), {
        description: t(error === "access_denied" ? "auth.errors.accessDenied" : "auth.errors.authFailed"),
      });
    }
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, []);
}

function lastReplyOf(actionData: AuthActionData | undefined, intents: string[]) {
  return actionData?.status === "error" && intents.includes(actionData.intent) ? actionData.reply : undefined;
}

function SignInForm({
  redirectTo,
  actionData,
  email,
}: {
  redirectTo: string;
  actionData: AuthActionData | undefined;
  email?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: lastReplyOf(actionData, ["sign-in", "forgot-password"]),
    defaultValue: email ? { email } : undefined,
    constraint: getZodConstraint(SignInSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      // 'Mot de passe oublié ?' only needs the e-mail.
      // (Typed as the sign-in schema: the form's fields are the same, the rules fewer.)
      const schema = formData.get("intent") === "forgot-password" ? ForgotPasswordSchema : SignInSchema;
      return parseWithZod(formData, { schema: schema as typeof SignInSchema });
    },
  });
  const busy = useBusyIntent();
  const signedIn = actionData?.intent === "sign-in" && actionData.status !== "error";
  const signingIn = busy === "sign-in" || signedIn;
  const sendingReset = busy === "forgot-password";
  const emailInput = inputProps(fields.email, "email");
  const passwordInput = inputProps(fields.password, "password");
  const formProps = getFormProps(form);

  // 'Mot de passe oublié ?' with no e-mail is an error toast too, not only the
  // message under the field.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const email = new FormData(event.currentTarget).get("email");
    if (
      event.defaultPrevented &&
      submitter?.getAttribute("value") === "forgot-password" &&
      !String(email ?? "").trim()
    ) {
      toast.error(t("auth.toasts.errorTitle"), { description: t("auth.errors.resetEmailRequired") });
    }
  }

  return (
    <Form
      method="post"
      action={authHref("signin", { redirectTo })}
      {...formProps}
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      <HiddenFields redirectTo={redirectTo} />
      <Field
        id={fields.email.id}
        label={t("auth.fields.email")}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      >
        <Input
          key={emailInput.key}
          {...emailInput.props}
          autoComplete="email"
          placeholder={t("auth.fields.emailPlaceholder")}
        />
      </Field>
      <Field
        id={fields.password.id}
        label={t("auth.fields.password")}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      >
        <PasswordInput key={passwordInput.key} {...passwordInput.props} autoComplete="current-password" />
      </Field>
      <Button type="submit" name="intent" value="sign-in" size="lg" disabled={signingIn || sendingReset}>
        {signingIn ? t("auth.signIn.busy") : t("auth.signIn.submit")}
      </Button>
      {/* After the main button, so that Enter signs in. */}
      <Button
        type="submit"
        name="intent"
        value="forgot-password"
        variant="link"
        formNoValidate
        disabled={signingIn || sendingReset}
        className="h-auto justify-self-center p-0"
      >
        {sendingReset ? t("auth.signIn.forgotBusy") : t("auth.signIn.forgot")}
      </Button>
    </Form>
  );
}

function SignUpForm({ redirectTo, actionData }: { redirectTo: string; actionData: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult: lastReplyOf(actionData, ["sign-up"]),
    constraint: getZodConstraint(SignUpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpSchema }),
  });
  const creating = useBusyIntent() === "sign-up";
  const nameInput = inputProps(fields.name, "text");
  const emailInput = inputProps(fields.email, "email");
  const passwordInput = inputProps(fields.password, "password");
  const hintId = `${fields.password.id}-hint`;

  return (
    <Form method="post" action={authHref("signup", { redirectTo })} {...getFormProps(form)} className="grid gap-4">
      <HiddenFields redirectTo={redirectTo} />
      <Field
        id={fields.name.id}
        label={t("auth.fields.name")}
        errors={fields.name.errors}
        errorId={fields.name.errorId}
      >
        <Input
          key={nameInput.key}
          {...nameInput.props}
          autoComplete="name"
          placeholder={t("auth.fields.namePlaceholder")}
        />
      </Field>
      <Field
        id={fields.email.id}
        label={t("auth.fields.email")}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      >
        <Input
          key={emailInput.key}
          {...emailInput.props}
          autoComplete="email"
          placeholder={t("auth.fields.emailPlaceholder")}
        />
      </Field>
      <Field
        id={fields.password.id}
        label={t("auth.fields.password")}
        hint={t("auth.fields.passwordHint")}
        hintId={hintId}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      >
        <PasswordInput
          key={passwordInput.key}
          {...passwordInput.props}
          aria-describedby={fields.password.errors ? fields.password.errorId : hintId}
          autoComplete="new-password"
        />
      </Field>
      <Button type="submit" name="intent" value="sign-up" size="lg" disabled={creating}>
        {creating ? t("auth.signUp.busy") : t("auth.signUp.submit")}
      </Button>
    </Form>
  );
}

function ResetPasswordForm({ token, actionData }: { token: string; actionData: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: lastReplyOf(actionData, ["reset-password"]),
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });
  const saving = useBusyIntent() === "reset-password";
  const passwordInput = inputProps(fields.password, "password");
  const hintId = `${fields.password.id}-hint`;

  return (
    <Form
      method="post"
      action={authHref("reset", { resetToken: token })}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <HiddenFields />
      <input type="hidden" name="token" value={token} />
      <Field
        id={fields.password.id}
        label={t("auth.fields.newPassword")}
        hint={t("auth.fields.passwordHint")}
        hintId={hintId}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      >
        <PasswordInput
          key={passwordInput.key}
          {...passwordInput.props}
          aria-describedby={fields.password.errors ? fields.password.errorId : hintId}
          autoComplete="new-password"
        />
      </Field>
      <Button type="submit" name="intent" value="reset-password" size="lg" disabled={saving}>
        {saving ? t("auth.reset.busy") : t("auth.reset.submit")}
      </Button>
    </Form>
  );
}

const PROVIDER_MARKS: Record<SocialProvider, { label: "auth.social.google" | "auth.social.linkedin"; mark: string }> = {
  google: { label: "auth.social.google", mark: "G" },
  linkedin: { label: "auth.social.linkedin", mark: "in" },
};

/** Google and LinkedIn, only those whose keys are configured. */
function SocialButtons({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      {providers.map((provider) => (
        <Form key={provider} method="post" action="/auth" reloadDocument>
          <input type="hidden" name="intent" value="social" />
          <input type="hidden" name="provider" value={provider} />
          <Button type="submit" variant="outline" size="lg" className="w-full">
            <span aria-hidden className="font-bold text-primary">
              {PROVIDER_MARKS[provider].mark}
            </span>
            {t(PROVIDER_MARKS[provider].label)}
          </Button>
        </Form>
      ))}
      <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase">
        <span className="h-px flex-1 bg-border" />
        {t("auth.social.divider")}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}

/**
 * The code step of a sign-in with two-factor on (decision 035): the authenticator's 6 digits,
 * or a backup code — the one field takes both (the server tells them apart), the link only
 * changes the label and the keyboard.
 */
function TwoFactorForm({ redirectTo, actionData }: { redirectTo: string; actionData: AuthActionData | undefined }) {
  const { t } = useTranslation();
  const [backup, setBackup] = useState(false);
  const [form, fields] = useForm({
    id: "two-factor",
    lastResult: lastReplyOf(actionData, ["two-factor"]),
    constraint: getZodConstraint(TwoFactorSignInSchema),
    // One field: checked when sent (a check on leaving it would move the link under the pointer).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TwoFactorSignInSchema }),
  });
  const busy = useBusyIntent() === "two-factor";
  const done = actionData?.intent === "two-factor" && actionData.status === "success";
  const code = inputProps(fields.code, "text");
  return (
    <Form method="post" action={authHref("two-factor", { redirectTo })} {...getFormProps(form)} className="grid gap-4">
      <HiddenFields redirectTo={redirectTo} />
      {backup ? <p className="text-muted-foreground text-sm">{t("auth.twoFactor.backupDescription")}</p> : null}
      <Field
        id={fields.code.id}
        label={backup ? t("auth.twoFactor.backupCode") : t("auth.twoFactor.code")}
        errors={fields.code.errors}
        errorId={fields.code.errorId}
      >
        <CodeInput key={code.key} {...code.props} inputMode={backup ? "text" : "numeric"} autoFocus />
      </Field>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="trustDevice" className="mt-0.5 size-4 accent-primary" />
        <span>{t("auth.twoFactor.trustDevice")}</span>
      </label>
      <Button type="submit" name="intent" value="two-factor" size="lg" disabled={busy || done}>
        {busy || done ? t("auth.twoFactor.busy") : t("auth.twoFactor.submit")}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={() => setBackup(!backup)}>
        {backup ? t("auth.twoFactor.useApp") : t("auth.twoFactor.useBackup")}
      </Button>
    </Form>
  );
}
