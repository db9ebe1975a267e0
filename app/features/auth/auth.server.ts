import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { authSecret, type Env, parseEnv } from "#app/lib/env.server.ts";
import { isLanguage, type Language } from "#app/services/i18n/config.ts";
import { resolveLanguage, resolveRequestLanguage } from "#app/services/i18n/resolve-language.ts";
import { getDb } from "#db/client.server.ts";
import { isConnectionError, logConnectionError } from "#db/connection-errors.ts";
import * as schema from "#db/schema.ts";
import { sendAuthMail, verificationKind } from "./auth-mails.server.ts";
import { logActivity } from "./log-activity.server.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./schema.ts";
import { twoFactorGate } from "./two-factor-gate.server.ts";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * Where the client's address reaches better-auth's own rate limiter on /api/auth/*:
 * server/http.ts sets it from the socket (overwriting whatever the client sent).
 */
export const CLIENT_IP_HEADER = "x-fiable-client-ip";

/**
 * Where a verification link lands once followed: /auth, which sends the now signed-in
 * user on to /dashboard, and explains a dead link (better-auth appends `?error=`).
 */
export const VERIFIED_EMAIL_PATH = "/auth?verified=1";
/** Where the link of a password-reset mail lands (better-auth appends `token` or `error`). */
export const RESET_PASSWORD_PATH = "/auth?mode=reset";

export const SOCIAL_PROVIDERS = ["google", "linkedin"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The pages of Fiable go through route actions (which apply the app's limiter and speak
 * the page's language, decision 005), so better-auth's HTTP endpoints that would bypass
 * them are closed. What stays open are the GET links of mails and of identity providers
 * (verify-email, reset-password/:token, callback/:id), get-session, ok and error.
 */
export const CLOSED_HTTP_PATHS = [
  "/sign-in/email",
  "/sign-in/social",
  "/sign-up/email",
  "/sign-out",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/change-password",
  "/change-email",
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/verify-password",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/update-session",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/get-access-token",
  "/refresh-token",
  // Two-factor and passkeys (decision 035): every step goes through our actions, which apply
  // the limiter of 5 codes per 10 minutes per account.
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
  "/passkey/generate-register-options",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-registration",
  "/passkey/verify-authentication",
  "/passkey/list-user-passkeys",
  "/passkey/delete-passkey",
  "/passkey/update-passkey",
];

/** How long a device the owner chose to trust skips the second factor. */
export const TRUST_DEVICE_DAYS = 30;
/** How long the code step of a sign-in lasts. */
const TWO_FACTOR_STEP_SECONDS = 10 * 60;
/** How many single-use backup codes an account gets. */
export const BACKUP_CODE_COUNT = 10;

const ONE_DAY_SECONDS = 60 * 60 * 24;

/**
 * The interface language of the request behind a better-auth call (the provider's callback
 * carries the visitor's `lang` cookie): what `user.locale` starts as.
 */
function languageOfAuthCall(context: { request?: Request; headers?: Headers } | null | undefined): Language {
  if (context?.request) return resolveRequestLanguage(context.request).lang;
  return resolveLanguage({
    url: "http://localhost/",
    cookie: context?.headers?.get("Cookie"),
    acceptLanguage: context?.headers?.get("Accept-Language"),
  }).lang;
}

function cookiePrefix(https: boolean): string {
  return `${https ? "__Host-" : ""}better-auth`;
}

function createAuth(publicUrl: string, env: Env) {
  const https = publicUrl.startsWith("https:");
  const socialProviders = {
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
      ? { linkedin: { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET } }
      : {}),
  };
  return betterAuth({
    appName: "Fiable",
    baseURL: publicUrl,
    basePath: "/api/auth",
    // Set at boot from BETTER_AUTH_SECRET or the generated DATA_DIR/secrets.json (server/app.ts).
    secret: authSecret(),
    database: drizzleAdapter(getDb(), { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // No session before the address is confirmed; the link signs the user in.
      requireEmailVerification: true,
      sendResetPassword: async ({ user, url }) => sendAuthMail("resetPassword", user, url),
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset is what someone does when they fear their password is known.
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: ONE_DAY_SECONDS,
      sendVerificationEmail: async ({ user, url, token }) => sendAuthMail(verificationKind(token), user, url),
      afterEmailVerification: async (user) => {
        await logActivity("email_confirmed", user);
      },
    },
    socialProviders,
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "user", required: false },
        locale: { type: "string", input: true, defaultValue: "fr", required: false },
      },
      // A new address is used once its owner follows the link sent to it.
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: 7 * ONE_DAY_SECONDS,
      updateAge: ONE_DAY_SECONDS,
    },
    databaseHooks: {
      user: {
        create: {
          // An account from Google or LinkedIn gets the language of the page the visitor
          // came from (its mails are written in it) rather than the field's default, which
          // better-auth has already filled in. A sign-up by e-mail names its own.
          before: async (user, context) => {
            const fromProvider = context?.path?.startsWith("/callback/") === true;
            if (!fromProvider && isLanguage((user as { locale?: unknown }).locale)) return;
            return { data: { ...user, locale: languageOfAuthCall(context) } };
          },
        },
      },
      session: {
        create: {
          // Every way in (password, verification link, Google, LinkedIn) opens a session.
          after: async (session, context) => {
            // A password change replaces the session; that is no sign-in.
            if (context?.path === "/change-password") return;
            await logActivity("login", { id: session.userId });
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: "Fiable",
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * ONE_DAY_SECONDS,
        // Ten minutes to type the code after the password.
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10, storeBackupCodes: "encrypted" },
        // An account opened with Google or LinkedIn has no password: its code alone confirms.
        allowPasswordless: true,
      }),
      passkey({
        rpID: new URL(publicUrl).hostname,
        rpName: "Fiable",
        origin: new URL(publicUrl).origin,
      }),
    ],
    disabledPaths: CLOSED_HTTP_PATHS,
    // The code step after Google, LinkedIn and the confirmation link (two-factor-gate.server.ts).
    hooks: { after: twoFactorGate(TWO_FACTOR_STEP_SECONDS) },
    rateLimit: { enabled: true, storage: "database", modelName: "rateLimit" },
    advanced: {
      // On https the cookies are `__Host-` (Secure, Path=/, no Domain): better-auth's own
      // secure mode would name them `__Secure-`, so it stays off and the prefix says it.
      useSecureCookies: false,
      cookiePrefix: cookiePrefix(https),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // better-auth warns on every wrong password ("Invalid password", "User not found"):
    // noise at the default level, kept for LOG_LEVEL=debug.
    // A database outage is one line a minute (db/connection-errors.ts), not a stack per request.
    logger: {
      level: env.LOG_LEVEL === "debug" ? "debug" : "error",
      disabled: env.LOG_LEVEL === "silent",
      log: (level, message, ...args) => {
        const outage = args.find(isConnectionError);
        if (outage) return logConnectionError(outage);
        (level === "error" ? console.error : console.log)(`[auth] ${level}: ${message}`, ...args);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
let instance: { auth: Auth; publicUrl: string; providers: SocialProvider[] } | undefined;

/** The better-auth instance of this process (created after the database is up). */
export function getAuth(publicUrl?: string): Auth {
  return authInstance(publicUrl).auth;
}

function authInstance(publicUrl?: string) {
  if (!instance) {
    if (!publicUrl) throw new Error("getAuth() needs the public URL the first time it is called.");
    // Validated at boot (server/app.ts).
    const env = parseEnv();
    instance = {
      auth: createAuth(publicUrl, env),
      publicUrl,
      providers: SOCIAL_PROVIDERS.filter((p) =>
        p === "google"
          ? Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
          : Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET),
      ),
    };
  }
  return instance;
}

/** The identity providers whose keys are configured: only their buttons are shown. */
export function enabledSocialProviders(): SocialProvider[] {
  return authInstance().providers;
}

/** Whether the site is served over https (cookies are then `__Host-` and Secure). */
export function isSecureSite(): boolean {
  return authInstance().publicUrl.startsWith("https:");
}

/*
 * The session cookie under any name it may have: `better-auth.session_token`, with the
 * `__Host-` prefix on https (cookiePrefix), or better-auth's own `__Secure-` and legacy `-`
 * spellings. A test of presence only: better-auth checks the value.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-|__Secure-)?better-auth[.-]session_token=[^;]/;

/**
 * Whether the request carries a session cookie at all (valid or not). Without one, a page
 * can treat the visitor as anonymous without asking the database (the public page cache
 * relies on it to keep signed-in people out of the cache).
 */
export function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get("Cookie");
  return cookie !== null && SESSION_COOKIE.test(cookie);
}

/** The session (and its user) of a request, or null. */
export async function getSession(request: Request) {
  // No cookie, no session: no database round trip for anonymous visitors.
  if (!hasSessionCookie(request)) return null;
  return getAuth().api.getSession({ headers: request.headers });
}

/** The signed-in user of a request, or null. */
export async function getSessionUser(request: Request) {
  const session = await getSession(request);
  return session?.user ?? null;
}
