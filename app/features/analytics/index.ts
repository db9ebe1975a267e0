// The public face of the analytics feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { OwnerAnalyticsPanel } from "./components/owner-analytics-page.tsx";
export { SiteAnalyticsPage } from "./components/site-analytics-page.tsx";
export { PageViewRecorder } from "./page-view-recorder.tsx";
export { EVENTS_ENDPOINT, sessionId, track } from "./track.ts";
