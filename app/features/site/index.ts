// The public face of the site feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { SiteFooter } from "./components/site-footer.tsx";
export { SiteHeader } from "./components/site-header.tsx";
