// The public face of the collect feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { collectAction, collectPageData, printCardData } from "./collect-page.server.ts";
