import { LogOutIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";

/** Path of the sign-out action (app/routes/sign-out.tsx). */
export const SIGN_OUT_PATH = "/sign-out";

/**
 * 'Déconnexion': a form posting to /sign-out, which works before JavaScript loads and
 * lands on the home page. Needs the "auth" area of the locales in the page's loader.
 */
export function SignOutButton({
  variant = "ghost",
  size = "sm",
  className,
  iconOnly = false,
}: Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === SIGN_OUT_PATH;
  const label = busy ? t("auth.signOutBusy") : t("auth.signOut");
  return (
    <Form method="post" action={SIGN_OUT_PATH} className="contents">
      <Button
        type="submit"
        variant={variant}
        size={size}
        className={className}
        disabled={busy}
        aria-label={iconOnly ? label : undefined}
      >
        <LogOutIcon aria-hidden className="rtl:rotate-180" />
        {iconOnly ? null : label}
      </Button>
    </Form>
  );
}
