// The public face of the docs feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { DocPage } from "./components/doc-page.tsx";
