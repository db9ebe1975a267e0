// The public face of the profile address (decision 041) for server code outside it. See ARCHITECTURE.md, « Layers ».
export {
  type AddressOwner,
  addressMatchSql,
  allocateSlug,
  answersAt,
  checkSlugAvailability,
  isAddressTaken,
  isHeldByDeletedAccount,
  LIVE_PROFILE_AT_ADDRESS,
  type SlugAvailability,
} from "./address.server.ts";
export { profileNotFound } from "./not-found.server.ts";
export { type PageAddress, type PageAddressContext, pageAddress } from "./page-address.server.ts";
