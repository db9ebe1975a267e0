// The public face of the custom-domains feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export {
  cachedServedDomain,
  forgetServedDomains,
  hostnameOfHost,
  lookupServedDomain,
  type ServedDomain,
} from "./lookup.server.ts";
export type { CustomDomainState } from "./states.ts";
export { CUSTOM_DOMAIN_STATES, isServedDomainState, SERVED_DOMAIN_STATES } from "./states.ts";
