// The public face of the diagnostic feature for server code outside it. See ARCHITECTURE.md, « Layers ».

export type { CheckStatus, DiagnosticCheck } from "./run-diagnostics.server.ts";
export { runDiagnostics, sampleProfileSlugs } from "./run-diagnostics.server.ts";
