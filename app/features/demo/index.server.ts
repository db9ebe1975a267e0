// The public face of the demo feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export {
  findDemoProfileById,
  listDemoSummaries,
  presentDemoDetail,
  presentDemoProfile,
  resolveDemoSlug,
} from "./load-demo-profile.server.ts";
