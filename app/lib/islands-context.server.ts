import type { EntryContext } from "react-router";

/*
 * The router context a page of islands is rendered with (decision 039, "CPU per rendered
 * view"): React Router's <ServerRouter> rebuilds a route object and its elements for every
 * route of the manifest on each render (about 90 here), and its <Routes> matches the URL
 * against all of them again — a tenth of a rendered view's CPU. A page of islands never
 * hydrates or navigates client-side, so it needs only the routes it matched: the manifest
 * it is given holds those, and no handoff stream (nothing reads it; <Scripts> is not
 * rendered). Hydrated pages keep the whole context (route discovery, <Scripts>).
 */

const branchManifests = new WeakMap<EntryContext["manifest"], Map<string, EntryContext["manifest"]>>();

export function islandsRouterContext(context: EntryContext): EntryContext {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  return { ...context, manifest: branchManifest(context.manifest, ids), serverHandoffStream: undefined };
}

/** The manifest cut down to one branch of routes, built once per branch and kept (a handful of pages). */
function branchManifest(manifest: EntryContext["manifest"], ids: string[]): EntryContext["manifest"] {
  let byBranch = branchManifests.get(manifest);
  if (!byBranch) {
    byBranch = new Map();
    branchManifests.set(manifest, byBranch);
  }
  const key = ids.join("\n");
  let branch = byBranch.get(key);
  if (!branch) {
    const routes: EntryContext["manifest"]["routes"] = {};
    for (const id of ids) {
      const route = manifest.routes[id];
      if (route) routes[id] = route;
    }
    branch = { ...manifest, routes };
    byBranch.set(key, branch);
  }
  return branch;
}
