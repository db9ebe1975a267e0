/** `handle` of the public pages: served without React Router's scripts, with PageScript instead (decision 014). */
export const NOT_HYDRATED = { hydrate: false, recordsOwnPageView: true } as const;

/**
 * The script of a page that is not hydrated (a module: deferred, never blocks rendering).
 * No nonce: the CSP's 'self' admits our own files, and every nonce in the page is one more
 * split of the page cache's stored copy (page-cache.server.ts).
 */
export function PageScript({ src }: { src: string }) {
  return <script type="module" src={src} />;
}
