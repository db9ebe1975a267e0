// The public face of the embed-builder feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { embedPageData } from "./embed-page.server.ts";
