// The public face of the custom-domains feature for server code outside it (decision 046).
export {
  cachedServedDomain,
  forgetServedDomains,
  lookupServedDomain,
  normalizeHostname,
  SERVED_DOMAIN_STATES,
  type ServedDomain,
} from "./lookup.server.ts";
