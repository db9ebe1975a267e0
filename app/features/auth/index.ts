// The public face of the auth feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { AccountSettings } from "./components/account-settings.tsx";
export { CodeInput, HiddenFields, Notice } from "./components/auth-form-parts.tsx";
export { AuthScreen } from "./components/auth-screen.tsx";
export { PasswordInput } from "./components/password-input.tsx";
export { clearClientState, SignOutButton } from "./components/sign-out-button.tsx";
export { authModeOf } from "./mode.ts";
export { privatePageHeaders } from "./page-headers.ts";
export { ACCOUNT_CREATED_PARAM } from "./redirects.ts";
export {
  ANALYTICS_SESSION_FIELD,
  EMAIL_MAX_LENGTH,
  HERO_SIGN_UP_SOURCE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_SOURCE_FIELD,
} from "./sign-up-fields.ts";
export { authUnreachable, settingsUnreachable } from "./unreachable.ts";
export { useHydrated } from "./use-hydrated.ts";
