// The public face of the auth feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { accountOverview } from "./account-settings.server.ts";
export {
  CLIENT_IP_HEADER,
  getAuth,
  getSession,
  getSessionUser,
  hasSessionCookie,
  isSecureSite,
} from "./auth.server.ts";
export type { AuthArgs } from "./auth-call.server.ts";
export { authErrorCode, authHeaders, isSameSiteRequest } from "./auth-call.server.ts";
export { authPageState, handleAuthAction } from "./auth-page.server.ts";
export type { SessionInfo } from "./guards.server.ts";
export { getOptionalUser, requireUser } from "./guards.server.ts";
export { logActivity } from "./log-activity.server.ts";
export { handlePasskeySettingsAction, handlePasskeySignInAction } from "./passkey-actions.server.ts";
export type { SettingsActionData } from "./settings-page.server.ts";
export { handleSettingsAction, settingsPageData } from "./settings-page.server.ts";
export { expiredAuthCookies, signOut } from "./sign-out.server.ts";
export { verifySecondFactorCode } from "./two-factor.server.ts";
export { rememberUserLocale } from "./user-locale.server.ts";
