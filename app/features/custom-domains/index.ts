// The public face of the custom-domains feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export type { CustomDomainState } from "./states.ts";
export { CUSTOM_DOMAIN_STATES, isServedDomainState, SERVED_DOMAIN_STATES } from "./states.ts";
