// The public face of the docs feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { apiDocs, changelog } from "./docs.server.ts";
