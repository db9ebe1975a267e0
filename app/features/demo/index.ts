// The public face of the demo feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { DemoDetail } from "./components/demo-detail.tsx";
export { DemoNotFound } from "./components/demo-not-found.tsx";
export { DemoSwitcher } from "./components/demo-switcher.tsx";
export { PhoneMockup } from "./components/phone-mockup.tsx";
