// The public face of the admin feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { AdminConsole } from "./components/admin-console.tsx";
export { AdminLoginForm, adminLoginUnreachable } from "./components/admin-login-form.tsx";
export type { AdminSessionInfo } from "./components/admin-shell.tsx";
export { AdminHeader, AdminMain } from "./components/admin-shell.tsx";
export { SimpleConsole } from "./components/simple-console.tsx";
export { ContactDashboard } from "./contact/components/contact-dashboard.tsx";
export {
  ACCOUNT_SETTINGS_PATH,
  ADMIN_HOME,
  ADMIN_LOGIN_INTENT,
  ADMIN_LOGIN_PATH,
  pageParam,
  safeAdminRedirect,
} from "./paths.ts";
