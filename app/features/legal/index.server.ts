// The public face of the legal feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { loadLegalPage } from "./legal-page.server.ts";
export { RETENTION_JOB } from "./purge-expired-records.server.ts";
