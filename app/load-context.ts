import type { Env } from "#app/lib/env.server.ts";

/** What the Hono server hands to every loader and action. */
export interface FiableLoadContext {
  requestId: string;
  cspNonce: string;
  env: Env;
  publicUrl: string;
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends FiableLoadContext {}
}
