// The public face of the landing feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { LANDING_FAQ_ANCHOR, LANDING_FAQ_ITEMS } from "./faq-items.ts";
export { submitLandingContact } from "./submit-landing-contact.server.ts";
