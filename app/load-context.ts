import type { Env } from "#app/lib/env.server.ts";

/**
 * The served custom domain a request came on (server/host-routing.ts, decision 046): its
 * owner's pages take their canonical URLs, share links and QR codes from `origin`.
 */
export interface CustomDomainContext {
  hostname: string;
  /** `https://avis.example.fr` (the scheme of PUBLIC_URL), no trailing slash. */
  origin: string;
  profileId: string;
  slug: string;
}

/** What the Hono server hands to every loader and action. */
export interface FiableLoadContext {
  requestId: string;
  cspNonce: string;
  env: Env;
  publicUrl: string;
  clientIp: string;
  /** The custom domain of this request, null on the main host. */
  customDomain: CustomDomainContext | null;
  /**
   * A document request, not React Router's `.data` request of a client-side navigation: a
   * page of islands keeps its loader data on the server then (app/lib/islands-data.server.ts).
   */
  documentRequest: boolean;
}

declare module "react-router" {
  interface AppLoadContext extends FiableLoadContext {}
}
