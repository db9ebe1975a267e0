// The public face of the custom-domains feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { CustomDomainCard } from "./components/custom-domain-card.tsx";
export type { CustomDomainState } from "./states.ts";
export { CUSTOM_DOMAIN_STATES, isServedDomainState, SERVED_DOMAIN_STATES } from "./states.ts";
export type { CustomDomainCardData, CustomDomainView } from "./view.ts";
