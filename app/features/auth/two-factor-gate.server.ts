import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

/**
 * better-auth's two-factor plugin asks for the code after a password sign-in only (its hook
 * matches `/sign-in/email`). The other ways in open a session from a GET link — the Google and
 * LinkedIn callbacks and the e-mail confirmation link — so this hook (decision 035) does for
 * them what the plugin does for passwords: the session just opened is deleted, the plugin's
 * own two-factor cookie is set (its verify endpoints then finish the sign-in), and the browser
 * goes to the code step of /auth instead of the dashboard. A password reset opens no session
 * (the new password then signs in through the plugin's hook); a passkey is both factors.
 */
export const LINK_SIGN_IN_PATHS = ["/callback/:id", "/oauth2/callback/:providerId", "/verify-email"];

/** The plugin's cookie name (better-auth/plugins/two-factor, `TWO_FACTOR_COOKIE_NAME`). */
const TWO_FACTOR_COOKIE = "two_factor";
/** Where the code is typed. */
export const TWO_FACTOR_STEP_PATH = "/auth?mode=two-factor";

export function twoFactorGate(stepMaxAgeSeconds: number) {
  return createAuthMiddleware(async (ctx) => {
    if (!LINK_SIGN_IN_PATHS.includes(ctx.path ?? "")) return;
    const created = ctx.context.newSession;
    if (!created || !(created.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;

    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(created.session.token);
    ctx.context.setNewSession(null);

    const identifier = `2fa-${generateRandomString(20)}`;
    const expiresAt = new Date(Date.now() + stepMaxAgeSeconds * 1000);
    await ctx.context.internalAdapter.createVerificationValue({ value: created.user.id, identifier, expiresAt });
    await ctx.context.internalAdapter.createVerificationValue({
      value: "0",
      identifier: `2fa-attempts-${identifier}`,
      expiresAt,
    });
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: stepMaxAgeSeconds });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
    throw ctx.redirect(TWO_FACTOR_STEP_PATH);
  });
}
