// The public face of the public-api feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { openApiResponse } from "./openapi.server.ts";
export { methodNotAllowed, profileResponse, reviewsResponse, submitReviewResponse } from "./read-api.server.ts";
