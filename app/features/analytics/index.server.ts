// The public face of the analytics feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { ANALYTICS_JOB } from "./analytics-jobs.server.ts";
export { ownerAnalyticsAction, ownerAnalyticsPage, siteAnalyticsPage } from "./analytics-pages.server.ts";
export { EmbedEventSchema, EventSchema, LINK_CLICK, MAX_EVENT_BYTES } from "./events.ts";
export { getOwnerAnalytics } from "./owner-stats.server.ts";
export { purgeOldEvents } from "./purge-events.server.ts";
export { isBotUserAgent, recordEvent, statusOf } from "./record-event.server.ts";
export { rollUpFinishedDays } from "./rollup.server.ts";
export { getSiteAnalytics, getTrafficTotals } from "./site-stats.server.ts";
