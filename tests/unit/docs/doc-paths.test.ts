import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, filesUnder, root } from "./markdown.ts";

/*
 * What README.md, ARCHITECTURE.md and docs/ say about the repository points at something that
 * exists: every repository path they quote (`app/lib/env.server.ts`, `tests/e2e/`) and every
 * Markdown link to a file of the repository, with the section it names. A path with a
 * placeholder (`app/features/<domain>/`, `{slug}`) is not a path; a glob
 * (`app/features/*\/sweeps.server.ts`) must match at least one file; a decision record may name
 * a file it says is gone. Every `npm run <script>` they name is a script of package.json.
 */

const SCRIPTS: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

const DOCUMENTS = ["README.md", "ARCHITECTURE.md", ...filesUnder("docs", /\.md$/)];

const TOP_LEVEL = /^(?:app|server|db|scripts|tests|docs|locales|public)\//;
const ROOT_FILES = new Set([
  "README.md",
  "ARCHITECTURE.md",
  "CHANGELOG.md",
  "package.json",
  "biome.json",
  "tsconfig.json",
  "vite.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
  "playwright.sweep.config.ts",
  "react-router.config.ts",
  "drizzle.config.ts",
]);
const PLACEHOLDER = /[<>{}…]|NNN/;

/** The repository paths quoted in a document (in `code spans`), as written. */
function quotedPaths(text: string): string[] {
  const paths: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const candidate = (span ?? "")
      .trim()
      .replace(/^\.\//, "")
      .replace(/(?::\d+)?(?:#[\w-]+)?[.,;:]?$/, "");
    if (/\s/.test(candidate) || PLACEHOLDER.test(candidate)) continue;
    if (TOP_LEVEL.test(candidate) || ROOT_FILES.has(candidate)) paths.push(candidate);
  }
  return paths;
}

/** Whether a path, or a glob with `*` (within one path segment), names something in the repository. */
function exists(path: string): boolean {
  if (!path.includes("*")) return existsSync(join(root, path));
  const fixed = path.slice(0, path.indexOf("*"));
  const pattern = new RegExp(`^${path.split("*").map(escapeRegExp).join("[^/]*")}`);
  return filesUnder(fixed.slice(0, fixed.lastIndexOf("/")), /./).some((file) => pattern.test(file));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Whether the document itself says the path is gone (a decision record tells what it replaced:
 * « `app/lib/periodic-job.server.ts` is gone »).
 */
function saidGone(text: string, path: string): boolean {
  const quoted = `\`${path}\``.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `${quoted}[^.\n]{0,40}\\b(?:is|are|was|were) (?:gone|deleted|removed)|${quoted} \\((?:deleted|removed|gone)\\)`,
  ).test(text);
}

/** Markdown links to files of the repository: [text](target), relative to the document. */
function linkedFiles(document: string, text: string): { target: string; path: string; anchor: string | null }[] {
  const links = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^(?:[a-z]+:|#)/i.test(target)) continue;
    const [file = "", anchor] = target.split("#");
    links.push({ target, path: normalize(join(dirname(document), file)), anchor: anchor ?? null });
  }
  return links;
}

describe("paths in the documentation", () => {
  it("reads the documents and finds their paths", () => {
    expect(DOCUMENTS).toContain("docs/product/README.md");
    const architecture = quotedPaths(readFileSync(join(root, "ARCHITECTURE.md"), "utf8"));
    expect(architecture).toContain("app/lib/env.server.ts");
    expect(quotedPaths("`app/nowhere.ts`, `npm test`, `app/features/<domain>/`, `{slug}`")).toEqual(["app/nowhere.ts"]);
    expect(exists("app/nowhere.ts")).toBe(false);
    expect(exists("app/features/*/jobs.server.ts")).toBe(true);
  });

  it.each(DOCUMENTS)("%s quotes only paths that exist", (document) => {
    const text = readFileSync(join(root, document), "utf8");
    expect(quotedPaths(text).filter((path) => !exists(path) && !saidGone(text, path))).toEqual([]);
  });

  it.each(DOCUMENTS)("%s names only npm scripts that exist", (document) => {
    const text = readFileSync(join(root, document), "utf8");
    const named = [...text.matchAll(/\bnpm run ([\w:.-]*\w)/g)].map(([, name]) => name ?? "");
    expect(named.filter((name) => !(name in SCRIPTS))).toEqual([]);
  });

  it.each(DOCUMENTS)("%s links only to files and sections that exist", (document) => {
    const text = readFileSync(join(root, document), "utf8");
    const broken = linkedFiles(document, text).filter(({ path, anchor }) => {
      if (!existsSync(join(root, path))) return true;
      return anchor !== null && path.endsWith(".md") && !anchorsOf(path).has(anchor);
    });
    expect(broken.map(({ target }) => target)).toEqual([]);
  });
});
