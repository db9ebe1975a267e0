// The public face of the status feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { StatusSubscribeForm } from "./components/status-subscribe-form.tsx";
export { StatusView } from "./components/status-view.tsx";
