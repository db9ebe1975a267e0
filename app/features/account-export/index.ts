// The public face of the account-export feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».

export type { ExportActionData } from "./components/export-card.tsx";
export { ExportCard } from "./components/export-card.tsx";
