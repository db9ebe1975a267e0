import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_ENTRIES, type ClientEntry } from "./client-entries.ts";

/*
 * The URL of a client entry (client-entries.ts). In production, its hashed file in
 * BUILD_DIR/client, read once from the Vite manifest the client build keeps; in
 * development, the source path, which Vite's dev server compiles on request.
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
}

let urls: Record<ClientEntry, string> | null = null;

function readManifest(buildDir: string): Record<string, ManifestChunk> {
  const path = join(buildDir, "client", ".vite", "manifest.json");
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`cannot read the client build's manifest ${path}: run \`npm run build\``, { cause: error });
  }
}

export function clientEntryUrl(entry: ClientEntry, { dev, buildDir }: { dev: boolean; buildDir: string }): string {
  if (dev) return `/${CLIENT_ENTRIES[entry]}`;
  if (!urls) {
    const manifest = readManifest(buildDir);
    const resolved = {} as Record<ClientEntry, string>;
    for (const [name, source] of Object.entries(CLIENT_ENTRIES) as [ClientEntry, string][]) {
      const chunk = manifest[source];
      if (!chunk?.isEntry) throw new Error(`the client build has no entry for ${source}: rebuild the app`);
      resolved[name] = `/${chunk.file}`;
    }
    urls = resolved;
  }
  return urls[entry];
}
