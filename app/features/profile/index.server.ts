// The public face of the profile feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { followLink } from "./follow-link.server.ts";
export { loadProfilePage } from "./load-profile-page.server.ts";
export { loadReviewsPage } from "./load-reviews-page.server.ts";
export { loadWallPage } from "./load-wall-page.server.ts";
export { ogImageResponse } from "./og-image.server.ts";
export { pageLanguageOf, profileAddressOfPath } from "./page-language.server.ts";
export { profileQrResponse, renderQrCode } from "./profile-qr-code.server.ts";
export { isPrefetch, revealLink, revealResponse } from "./reveal-link.server.ts";
