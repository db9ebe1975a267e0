// The public face of the account-export feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { downloadExport } from "./download-export.server.ts";
export { ACCOUNT_EXPORT_JOBS, runExportSweeps } from "./export-jobs.server.ts";
export { exportCardData, handleExportAction, isExportRequest } from "./export-page.server.ts";
