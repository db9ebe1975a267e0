// The public face of the legal feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { LegalDocumentPage } from "./components/legal-document-page.tsx";
