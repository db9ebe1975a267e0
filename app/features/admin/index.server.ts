// The public face of the admin feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { actorOf, handleAdminLogin } from "./admin-login.server.ts";
export { signOutAdmin } from "./admin-logout.server.ts";
export { ensureAdminPassword } from "./admin-password.server.ts";
export { expiredAdminCookie, hasAdminCookie } from "./admin-session.server.ts";
export { ensureAdminTotpSecret } from "./admin-totp.server.ts";
export { handleConsoleAction } from "./console-actions.server.ts";
export { loadConsole, loadSimpleConsole, sessionInfo } from "./console-page.server.ts";
export { loadContactDashboard } from "./contact/contact-dashboard-page.server.ts";
export { handleMessageAction } from "./contact/message-actions.server.ts";
export { setAdminRole } from "./grant-admin-role.server.ts";
export type { AdminIdentity } from "./guards.server.ts";
export { findAdmin, getAdmin, needsTwoFactorForConsole, requireAdmin } from "./guards.server.ts";
