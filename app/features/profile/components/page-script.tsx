/** `handle` of the public pages: served without React Router's scripts, with PageScript instead (decision 014). */
export const NOT_HYDRATED = { hydrate: false, recordsOwnPageView: true } as const;

/**
 * The script of a page that is not hydrated (a module: deferred, never blocks rendering).
 * No nonce: the CSP's 'self' admits our own files, and a page the cache stores carries no
 * per-request value (decision 037).
 */
export function PageScript({ src }: { src: string }) {
  return <script type="module" src={src} />;
}
