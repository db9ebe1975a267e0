// The public face of the collect feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { CollectScreen } from "./components/collect-screen.tsx";
export { PrintCard } from "./components/print-card.tsx";
