import { type data, isRouteErrorResponse } from "react-router";

/*
 * Loader data that a page of islands renders and never ships (decision 039, "CPU per
 * rendered view").
 *
 * React Router serialises every route's loader data (turbo-stream) for each document it
 * renders, before our entry.server.tsx is called. The serialised copy is for hydration, and a
 * page of islands never hydrates. On the trust page that work was a tenth of a rendered
 * view's CPU: 30 KB, for nothing.
 *
 * For a document request, the data reaches React Router behind a Proxy:
 * - its properties read as usual, so the route's component, its `meta` and the i18n
 *   provider see the same object;
 * - it lists no keys and is not a plain object, so the serialiser sends it as an empty
 *   class instance.
 *
 * A `.data` request gets the plain data. That request is a client-side navigation from a
 * hydrated page, which renders the route in the browser.
 *
 * Only the top-level object is wrapped. Nested objects are the loader's own. Code that
 * spreads or lists the top level (`{...loaderData}`, `Object.keys`) sees nothing: read its
 * properties by name.
 */

class ServerOnlyLoaderData {}

const HIDDEN: ProxyHandler<object> = {
  getPrototypeOf: () => ServerOnlyLoaderData.prototype,
  ownKeys: () => [],
};

type DataWithInit<T> = ReturnType<typeof data<T>>;

function isDataWithInit(value: unknown): value is DataWithInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit" &&
    "data" in value
  );
}

function hide<T>(value: T): T {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Response) return value;
  if (isRouteErrorResponse(value)) return value;
  // A fresh copy: a Proxy may hide the keys only of an extensible target with configurable properties.
  return new Proxy({ ...(value as object) }, HIDDEN) as T;
}

/**
 * A page of islands' loader result (a plain object or `data(object, init)`), with its data
 * hidden from the serialiser on a document request.
 */
export function islandsLoaderData<T>(context: { documentRequest: boolean }, result: T): T {
  if (!context.documentRequest) return result;
  if (isDataWithInit(result)) {
    (result as DataWithInit<unknown>).data = hide((result as DataWithInit<unknown>).data);
    return result;
  }
  return hide(result);
}

/** Whether a loader's data went through islandsLoaderData (for tests). */
export function isServerOnlyLoaderData(value: unknown): boolean {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === ServerOnlyLoaderData.prototype;
}

/** `export const loader = islandsLoader(async function load(args) {…})` for a page of islands. */
export function islandsLoader<A extends { context: { documentRequest: boolean } }, R>(
  load: (args: A) => R | Promise<R>,
): (args: A) => Promise<R> {
  return async (args) => islandsLoaderData(args.context, await load(args));
}
