// The public face of the account-deletion feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { deleteCardData } from "./card-data.server.ts";
export { ACCOUNT_DELETION_JOBS, runDeletionSweeps } from "./jobs.server.ts";
export { recordSignIn } from "./last-sign-in.server.ts";
export { goneOr } from "./profile-gone.server.ts";
export { deleteFilesOf, deleteProfileRows } from "./purge.server.ts";
export { handleDeleteAccountAction } from "./request-deletion.server.ts";
export { isAccountDeleted } from "./restore-account.server.ts";
export { handleRestoreAction, restorePageData } from "./restore-page.server.ts";
