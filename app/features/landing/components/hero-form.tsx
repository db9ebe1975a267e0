import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { sessionId } from "#app/features/analytics/index.ts";
import {
  ANALYTICS_SESSION_FIELD,
  EMAIL_MAX_LENGTH,
  HERO_SIGN_UP_SOURCE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_SOURCE_FIELD,
} from "#app/features/auth/index.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { HERO_FORM_ID } from "./scroll-to-hero.ts";

/**
 * The hero's inline sign-up (id hero-form): full name, e-mail, password of at
 * least 6 characters. It posts to the /auth screen's sign-up action, which creates the
 * account and shows the outcome ('Vérifiez votre email', or the error with the form kept).
 * That action also records 'signup_started' (without the values typed) for a post
 * marked as the hero's, so the event counts once per submit, with or without JavaScript.
 * On the landing (not hydrated, decision 039) the page's script fills `data-js-flag` and
 * `data-analytics-session`.
 */
export function HeroForm() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth") === true;
  // The browser's analytics session, so the event joins this visit's page views.
  const [analyticsSession, setAnalyticsSession] = useState("");
  useEffect(() => setAnalyticsSession(sessionId()), []);

  return (
    <Form
      id={HERO_FORM_ID}
      method="post"
      action="/auth?mode=signup"
      className="scroll-mt-24 rounded-xl border bg-card p-5 text-start shadow-lg sm:p-6"
    >
      <h2 className="font-semibold text-lg">{t("landing.hero.formTitle")}</h2>
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="js" value={hydrated ? "1" : "0"} data-js-flag="" />
      <input type="hidden" name={SIGN_UP_SOURCE_FIELD} value={HERO_SIGN_UP_SOURCE} />
      <input type="hidden" name={ANALYTICS_SESSION_FIELD} value={analyticsSession} data-analytics-session="" />
      <div className="mt-4 grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="hero-name">{t("landing.hero.name")}</Label>
          <Input id="hero-name" name="name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="hero-email">{t("landing.hero.email")}</Label>
          <Input id="hero-email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="hero-password">{t("landing.hero.password")}</Label>
          <Input
            id="hero-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-describedby="hero-password-hint"
          />
          <p id="hero-password-hint" className="text-muted-foreground text-xs">
            {t("landing.hero.passwordHint")}
          </p>
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
          {submitting ? t("landing.hero.submitting") : t("landing.hero.submit")}
        </Button>
        <p className="text-muted-foreground text-xs">{t("landing.hero.terms")}</p>
      </div>
    </Form>
  );
}
