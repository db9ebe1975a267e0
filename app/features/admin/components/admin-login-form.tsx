import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CircleAlertIcon, CircleCheckIcon, EyeIcon, EyeOffIcon, LogInIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { AdminLoginReply } from "../admin-login.server.ts";
import { ADMIN_LOGIN_INTENT, ADMIN_REDIRECT_DELAY_MS } from "../paths.ts";
import { AdminLoginSchema } from "../schema.ts";

/**
 * The admin password form (docs/product/admin.md): one password field with show/hide, the
 * « Code de vérification » of the admin authenticator (6 digits), 'Se connecter'
 * ('Connexion...' while busy, disabled while the password is empty). Both are checked by
 * the server; on success '✅ Connexion réussie', then `redirectTo` after one second. Before
 * JavaScript loads it is a plain form and the server redirects at once.
 */
export function AdminLoginForm({
  action,
  redirectTo,
  reply,
}: {
  action: string;
  redirectTo: string;
  reply: AdminLoginReply | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(action.split("?")[0] ?? "");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [visible, setVisible] = useState(false);
  const signedIn = reply?.outcome === "signed-in";

  const [form, fields] = useForm({
    id: "admin-login",
    lastResult: reply?.result,
    constraint: getZodConstraint(AdminLoginSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminLoginSchema }),
  });

  useEffect(() => {
    if (!reply) return;
    switch (reply.outcome) {
      case "signed-in": {
        toast.success(t("admin.toasts.signedIn"), { description: t("admin.login.redirecting") });
        const timer = setTimeout(() => navigate(reply.redirectTo, { replace: true }), ADMIN_REDIRECT_DELAY_MS);
        return () => clearTimeout(timer);
      }
      // A refusal or a failure is said once, inline (the notice above the field).
      case "wrong-password":
        setPassword("");
        setCode("");
        return;
      // The password was right: only the code is typed again.
      case "wrong-code":
        setCode("");
        return;
    }
  }, [reply, navigate, t]);

  const notice = noticeOf(reply);
  const fieldError = fields.password.errors?.[0];
  const codeError = fields.code.errors?.[0];
  const label = visible ? t("admin.login.hidePassword") : t("admin.login.showPassword");

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value={ADMIN_LOGIN_INTENT} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
      {notice ? (
        <div
          role={notice.tone === "error" ? "alert" : "status"}
          className={
            notice.tone === "error"
              ? "flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-destructive text-sm"
              : "flex gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm text-success"
          }
        >
          {notice.tone === "error" ? (
            <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          <div>
            <p className="font-semibold">{t(notice.title)}</p>
            {notice.description ? <p className="mt-0.5">{t(notice.description)}</p> : null}
          </div>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={fields.password.id}>{t("admin.login.password")}</Label>
        <div className="relative">
          <Input
            id={fields.password.id}
            name={fields.password.name}
            type={visible ? "text" : "password"}
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? fields.password.errorId : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
            autoCapitalize="off"
            spellCheck={false}
            className="pe-10"
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={label}
            aria-pressed={visible}
            title={label}
            className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-muted-foreground transition-colors hover:text-foreground"
          >
            {visible ? <EyeOffIcon aria-hidden className="size-4" /> : <EyeIcon aria-hidden className="size-4" />}
          </button>
        </div>
        {fieldError ? (
          <p id={fields.password.errorId} className="text-destructive text-sm">
            {t(`admin.errors.${fieldError as "passwordRequired"}`)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.code.id}>{t("admin.login.code")}</Label>
        <Input
          id={fields.code.id}
          name={fields.code.name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\s*\d{3}\s?\d{3}\s*"
          maxLength={8}
          required
          aria-invalid={codeError ? true : undefined}
          aria-describedby={
            codeError ? `${fields.code.descriptionId} ${fields.code.errorId}` : fields.code.descriptionId
          }
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="off"
          spellCheck={false}
          className="font-mono tracking-widest"
        />
        <p id={fields.code.descriptionId} className="text-muted-foreground text-xs">
          {t("admin.login.codeHint")}
        </p>
        {codeError ? (
          <p id={fields.code.errorId} className="text-destructive text-sm">
            {t(`admin.errors.${codeError as "codeRequired"}`)}
          </p>
        ) : null}
      </div>
      {/* Disabled while empty once React runs; before that the `required` attribute says it. */}
      <Button type="submit" size="lg" disabled={busy || signedIn || (hydrated && password === "")}>
        <LogInIcon aria-hidden className="rtl:-scale-x-100" />
        {busy ? t("admin.login.submitting") : t("admin.login.submit")}
      </Button>
    </Form>
  );
}

type NoticeKey =
  | "admin.toasts.signedIn"
  | "admin.toasts.wrongPassword"
  | "admin.toasts.error"
  | "admin.login.redirecting"
  | "admin.toasts.wrongPasswordDescription"
  | "admin.toasts.wrongCode"
  | "admin.toasts.wrongCodeDescription"
  | "admin.toasts.tooMany"
  | "admin.toasts.errorDescription"
  | "admin.login.unreachable";

function noticeOf(
  reply: AdminLoginReply | undefined,
): { tone: "error" | "success"; title: NoticeKey; description?: NoticeKey } | null {
  switch (reply?.outcome) {
    case "signed-in":
      return { tone: "success", title: "admin.toasts.signedIn", description: "admin.login.redirecting" };
    case "wrong-password":
      return {
        tone: "error",
        title: "admin.toasts.wrongPassword",
        description: "admin.toasts.wrongPasswordDescription",
      };
    case "wrong-code":
      return { tone: "error", title: "admin.toasts.wrongCode", description: "admin.toasts.wrongCodeDescription" };
    case "too-many":
      return { tone: "error", title: "admin.toasts.error", description: "admin.toasts.tooMany" };
    case "failed":
      return { tone: "error", title: "admin.toasts.error", description: "admin.toasts.errorDescription" };
    case "unreachable":
      return { tone: "error", title: "admin.toasts.error", description: "admin.login.unreachable" };
    default:
      return null;
  }
}

/** The reply when the sign-in request never reached the server: the password stays typed. */
export function adminLoginUnreachable(form: FormData): AdminLoginReply {
  const redirectTo = form.get("redirectTo");
  return {
    intent: "admin-login",
    outcome: "unreachable",
    result: { status: "error", error: {} },
    redirectTo: typeof redirectTo === "string" ? redirectTo : "/admin",
  };
}
