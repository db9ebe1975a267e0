// The page cache's public face (decision 037): the cache, its middleware, its front door and its invalidation.
export { edgeHeaders, type FrontDoorOptions, pageCacheFrontDoor } from "./front-door.server.ts";

export {
  closePageCache,
  getPageCache,
  INVALIDATION_CHANNEL,
  type InvalidationBus,
  invalidatePages,
  invalidateSitePages,
  listenForInvalidations,
  onPageCachesCleared,
  onPagesInvalidated,
  type PostgresBusOptions,
  type PostgresInvalidationBus,
  pageCacheScope,
  pageCachesTrusted,
  SITE_PAGES_TAG,
  startPageInvalidations,
} from "./invalidation.server.ts";
export { type PageCacheDecision, type PageCacheMiddlewareOptions, pageCacheMiddleware } from "./middleware.server.ts";
export {
  CACHE_STATUS_HEADER,
  type CacheableRequest,
  chooseEncoding,
  type Encoding,
  freezeScripts,
  PAGE_CACHE_MARKER,
  PageCache,
  type PageCacheOptions,
  type PageCacheStats,
  scriptHash,
} from "./page-cache.server.ts";
export { invalidateProfile, onProfileInvalidated, profileTag } from "./profile-pages.server.ts";
