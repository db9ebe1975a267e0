// The public face of the contact feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { ContactDialog } from "./components/contact-dialog.tsx";
export { ContactPageForm } from "./components/contact-page-form.tsx";
export { OPEN_CONTACT_DIALOG_EVENT, openContactDialog } from "./open-contact-dialog.ts";
export { CONTACT_LIMITS, contactUnreachable } from "./schema.ts";
