// What the editor's « Domaine personnalisé » card receives (docs/product/custom-domains.md):
// client-safe shapes made by domain-card.server.ts.
import type { CustomDomainState } from "./states.ts";

export interface DnsRecordView {
  type: "TXT" | "CNAME" | "A" | "AAAA";
  name: string;
  value: string;
}

export interface CustomDomainView {
  /** As stored: lower-case ASCII (punycode). */
  hostname: string;
  /** As people read it (Unicode). */
  displayName: string;
  state: CustomDomainState;
  /** The last check's failure code (`txt_missing`, `timeout`…), null when it passed. */
  lastError: string | null;
  lastCheckedAt: string | null;
  verifiedAt: string | null;
  records: DnsRecordView[];
  /** CUSTOM_DOMAIN_TARGET, named in the reasons' texts. */
  target: string;
}

export interface CustomDomainCardData {
  /** Whether the owner's page exists (a domain needs a saved page). */
  profile: boolean;
  domain: CustomDomainView | null;
}

export type CustomDomainActionData =
  | { ok: true; intent: "add" | "verify" | "remove"; message: string; domain: CustomDomainView | null }
  | { ok: false; intent: "add" | "verify" | "remove"; message: string; value: string };

/** Where the card posts. */
export const CUSTOM_DOMAIN_ACTION_PATH = "/dashboard/domain";
