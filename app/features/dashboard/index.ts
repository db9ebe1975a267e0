// The public face of the dashboard feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { DashboardHeader } from "./dashboard-header.tsx";
