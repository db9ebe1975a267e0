// The public face of the landing feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { LandingPage } from "./components/landing-page.tsx";
export type { LandingContactResult } from "./contact-form-fields.ts";
export { LANDING_CONTACT_INTENT } from "./contact-form-fields.ts";
