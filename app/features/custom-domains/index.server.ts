// The public face of the custom-domains feature for server code outside it. See ARCHITECTURE.md, « Layers ».

export { customDomainCardData, handleCustomDomainAction } from "./domain-card.server.ts";
export { CUSTOM_DOMAIN_JOBS } from "./jobs.server.ts";
export {
  cachedServedDomain,
  forgetServedDomains,
  hostnameOfHost,
  lookupServedDomain,
  type ServedDomain,
} from "./lookup.server.ts";
export type { CustomDomainState } from "./states.ts";
export { CUSTOM_DOMAIN_STATES, isServedDomainState, SERVED_DOMAIN_STATES } from "./states.ts";
export { isServedCustomDomain, TLS_ASK_PATH, tlsAskResponse } from "./tls-ask.server.ts";
