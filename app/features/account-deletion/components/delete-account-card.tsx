import { TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { useFetcher, useRouteLoaderData, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CodeInput, HiddenFields, Notice, PasswordInput } from "#app/features/auth/index.ts";
import { isUnreachable, type Unreachable } from "#app/lib/keep-form.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { type DeleteAccountActionData, refusalFromAddress } from "../schema.ts";

/** The settings loader's `deletion` (card-data.server.ts). */
export interface DeleteCardData {
  email: string;
  hasPassword: boolean;
  twoFactorEnabled: boolean;
}

export const DELETE_ACCOUNT_PATH = "/account/delete";
const SETTINGS_ROUTE_ID = "routes/dashboard/settings";

/**
 * « Supprimer mon compte » (decision 036), the last card of the account settings: the
 * password (or, without one, the account's address typed), a two-factor code when it is on.
 * Posts to /account/delete, which signs out and leads to /account/restore.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const loaderData = useRouteLoaderData(SETTINGS_ROUTE_ID) as { deletion?: DeleteCardData } | undefined;
  const fetcher = useFetcher<DeleteAccountActionData | Unreachable>();
  const [params] = useSearchParams();
  const id = useId();
  const deletion = loaderData?.deletion;
  if (!deletion) return null;
  const busy = fetcher.state !== "idle";
  // A refusal comes back as data, or — posted without JavaScript — in the address.
  const reply = fetcher.state === "idle" ? (fetcher.data ?? refusalFromAddress(params) ?? undefined) : undefined;
  const error = reply && !isUnreachable(reply) ? reply : undefined;
  const unreachable = reply && isUnreachable(reply);
  const fieldError = (field: "password" | "confirmEmail" | "code") =>
    error?.field === field ? t(error.message) : undefined;
  const formError = error && !error.field ? t(error.message) : undefined;

  return (
    <Card id="delete-account" data-testid="delete-account-card" className="border-destructive/40">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("accountDeletion.card.title")}</h2>
        </CardTitle>
        <CardDescription>{t("accountDeletion.card.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex gap-2 text-sm">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>{t("accountDeletion.card.details")}</span>
        </p>
        <p className="text-muted-foreground text-sm">
          <a href="#export" className="underline underline-offset-4">
            {t("accountDeletion.card.exportHint")}
          </a>
        </p>
        <fetcher.Form method="post" action={DELETE_ACCOUNT_PATH} className="grid max-w-sm gap-4">
          <HiddenFields />
          {formError ? <Notice tone="error" title={formError} /> : null}
          {unreachable ? <Notice tone="error" title={t("accountDeletion.errors.unreachable")} /> : null}
          {deletion.hasPassword ? (
            <FormField
              id={`${id}-password`}
              label={t("accountDeletion.card.password")}
              error={fieldError("password")}
              errorId={`${id}-password-error`}
            >
              <PasswordInput
                id={`${id}-password`}
                name="password"
                required
                autoComplete="current-password"
                aria-invalid={fieldError("password") ? true : undefined}
                aria-describedby={fieldError("password") ? `${id}-password-error` : undefined}
              />
            </FormField>
          ) : (
            <FormField
              id={`${id}-email`}
              label={t("accountDeletion.card.confirmEmail")}
              hint={t("accountDeletion.card.confirmEmailHint", { email: deletion.email })}
              hintId={`${id}-email-hint`}
              error={fieldError("confirmEmail")}
              errorId={`${id}-email-error`}
            >
              <Input
                id={`${id}-email`}
                name="confirmEmail"
                type="email"
                required
                autoComplete="off"
                aria-invalid={fieldError("confirmEmail") ? true : undefined}
                aria-describedby={fieldError("confirmEmail") ? `${id}-email-error` : `${id}-email-hint`}
              />
            </FormField>
          )}
          {deletion.twoFactorEnabled ? (
            <FormField
              id={`${id}-code`}
              label={t("accountDeletion.card.code")}
              hint={t("accountDeletion.card.codeHint")}
              hintId={`${id}-code-hint`}
              error={fieldError("code")}
              errorId={`${id}-code-error`}
            >
              <CodeInput
                id={`${id}-code`}
                name="code"
                required
                aria-invalid={fieldError("code") ? true : undefined}
                aria-describedby={fieldError("code") ? `${id}-code-error` : `${id}-code-hint`}
              />
            </FormField>
          ) : null}
          <Button type="submit" variant="destructive" disabled={busy} className="justify-self-start">
            {busy ? t("accountDeletion.card.busy") : t("accountDeletion.card.submit")}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
