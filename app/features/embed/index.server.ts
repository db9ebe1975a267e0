// The public face of the embed feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { embedPageResponse, mediaOriginsOf } from "./embed-page.server.ts";
export { embedScriptResponse } from "./embed-script.server.ts";
