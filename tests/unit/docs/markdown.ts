import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The repository's root. */
export const root = join(import.meta.dirname, "../../..");

/** Every file under `dir` (relative to the root) whose name matches `pattern`, as root-relative paths. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (relativeDir: string) => {
    for (const entry of readdirSync(join(root, relativeDir), { withFileTypes: true })) {
      const path = `${relativeDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(path);
      } else if (pattern.test(entry.name)) found.push(path);
    }
  };
  walk(dir);
  return found.sort();
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, each space a hyphen. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings (outside fenced code). */
export function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(join(root, path), "utf8").split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1] ?? ""));
  }
  return anchors;
}
