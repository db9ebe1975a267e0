// The public face of the invitations feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { InvitationProblem } from "./components/invitation-problem.tsx";
export { UnsubscribeScreen } from "./components/unsubscribe-screen.tsx";
export { MAX_INVITATION_TEXT } from "./invitation-rules.ts";
