// The public face of the embed-builder feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { EmbedScreen } from "./components/embed-screen.tsx";
