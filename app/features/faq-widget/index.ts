// The public face of the faq-widget feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { FaqLauncher } from "./components/faq-launcher.tsx";
