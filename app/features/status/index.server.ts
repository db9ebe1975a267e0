// The public face of the status feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { loadStatusPage } from "./get-status-overview.server.ts";
export { defaultProbeChecks, selfOrigin } from "./probes.server.ts";
export { recordRequest, stopRequestStats } from "./request-stats.server.ts";
export { seedStatusHistory } from "./seed-status-history.server.ts";
export { startStatusMonitor } from "./status-monitor.server.ts";
export { handleStatusSubscribe } from "./status-subscribe-action.server.ts";
export {
  confirmStatusSubscription,
  findStatusSubscription,
  notifyStatusSubscribers,
  unsubscribeFromStatus,
} from "./subscribe-status.server.ts";
