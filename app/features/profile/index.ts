// The public face of the profile feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».

export { ProfileErrorBoundary } from "./components/profile-error.tsx";
export { ProfilePage } from "./components/profile-page.tsx";
export { ReviewsPage } from "./components/reviews-page.tsx";
export { WallPage } from "./components/wall-page.tsx";
export { profileJsonLd, serializeJsonLd } from "./json-ld.ts";
