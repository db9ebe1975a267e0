// The public face of the profile address (decision 041) for code outside it (client-safe). See ARCHITECTURE.md, « Layers ».
export {
  type AskedAddress,
  addressBase,
  addressCandidate,
  askedAddress,
  FALLBACK_SLUG,
  isReservedSlug,
  MAX_SLUG_LENGTH,
  normalizeProfileAddress,
  RESERVED_SLUGS,
  slugify,
} from "./address.ts";
export { isProfileErrorData, type ProfileErrorData } from "./profile-error.ts";
export { ProfileBaseProvider, useProfilePath } from "./profile-path.tsx";
