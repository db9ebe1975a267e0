// The public face of the invitations feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export type { InvitationPreview, Inviter, PreviewRow } from "./invite-clients.server.ts";
export { previewInvitations, sendInvitations } from "./invite-clients.server.ts";
export { INVITATION_JOBS, runInvitationSweeps } from "./jobs.server.ts";
export type { InvitationRow, InvitationStatus, InvitationTable } from "./list-invitations.server.ts";
export { INVITATION_STATUSES, listInvitations } from "./list-invitations.server.ts";
export type { InvitationProblem } from "./redeem-invitation.server.ts";
export {
  consumeInvitation,
  openInvitation,
  profileOfInvitationToken,
  stopRemindersFor,
} from "./redeem-invitation.server.ts";
export { maskEmail } from "./unsubscribe.server.ts";
export { unsubscribeAction, unsubscribePageData } from "./unsubscribe-page.server.ts";
