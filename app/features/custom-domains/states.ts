// Which custom-domain states are served: the one rule shared by the Host routing and the TLS
// « ask » endpoint (docs/decisions/044-custom-domains.md). `failing` is still served: a verified
// domain whose last re-check failed stays up, so a DNS hiccup on our side never takes a page down;
// `pending` is never served.

/** Every state a `custom_domains` row can have (db/schema.ts, `custom_domain_state`). */
export const CUSTOM_DOMAIN_STATES = ["pending", "verified", "failing"] as const;

export type CustomDomainState = (typeof CUSTOM_DOMAIN_STATES)[number];

/** The states whose domain is served and gets a certificate. */
export const SERVED_DOMAIN_STATES: readonly CustomDomainState[] = ["verified", "failing"];

/** True when a domain in this state is served (its page answers, the ask endpoint says yes). */
export function isServedDomainState(state: string): state is CustomDomainState {
  return (SERVED_DOMAIN_STATES as readonly string[]).includes(state);
}
