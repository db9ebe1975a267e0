// The public face of the contact feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { handleContactForm, submitContactMessage } from "./submit-contact-message.server.ts";
export { supportHours } from "./support-hours.server.ts";
