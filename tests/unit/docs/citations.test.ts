import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, filesUnder, root } from "./markdown.ts";

/*
 * Code comments say where a rule is written down inside this repository: a page of
 * docs/product/ (what the product does) or a decision record of docs/decisions/ (why). A
 * citation of a document a maintainer does not have — the original product specification
 * (« spec § »), the first design notes (« design.md ») or an issue number — is refused, and
 * every docs/product/ or docs/decisions/ page a file names must exist, with the section it
 * names (`docs/product/reviews.md#lifecycle`), as must every decision cited by its number.
 */

const SCANNED_DIRS = ["app", "server", "db", "scripts", "tests"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|sql|sh|css)$/;
const SELF = relative(root, import.meta.filename);

/** Citations of documents outside the repository (built from parts so that this file does not match them). */
const OUTSIDE_CITATION = new RegExp(
  ["\\bspec\\s*§", "\\bdesign(?:\\.md)?\\s*§", "\\bdesign\\.md\\b", "product-spec", "\\bissues?\\s+#?\\d+"].join("|"),
  "i",
);

/** A page of the repository's docs, with its section when one is named. */
const DOCS_CITATION = /\bdocs\/(product|decisions)\/([\w.-]+\.md)(#[\w-]+)?/g;

/** « decision 018 », « decisions 010 and 018 », « decisions 012, 014 and 031 ». */
const DECISION_CITATION = /\b[Dd]ecisions? \d{3}(?:(?:, | and | or )\d{3})*/g;

const files = SCANNED_DIRS.flatMap((dir) => filesUnder(dir, SOURCE)).filter((path) => path !== SELF);

function linesOf(path: string): string[] {
  return readFileSync(join(root, path), "utf8").split("\n");
}

describe("citations in code", () => {
  it("scans the source tree", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("never cite the specification, the first design notes or an issue", () => {
    const found = files.flatMap((path) =>
      linesOf(path).flatMap((line, index) =>
        OUTSIDE_CITATION.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
      ),
    );
    expect(found).toEqual([]);
  });

  it("name docs pages and sections that exist", () => {
    const anchors = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const path of files) {
      linesOf(path).forEach((line, index) => {
        for (const [citation, folder, file, anchor] of line.matchAll(DOCS_CITATION)) {
          const page = `docs/${folder}/${file}`;
          if (!existsSync(join(root, page))) missing.push(`${path}:${index + 1}: ${citation} (no such page)`);
          else if (anchor) {
            if (!anchors.has(page)) anchors.set(page, anchorsOf(page));
            if (!anchors.get(page)?.has(anchor.slice(1))) {
              missing.push(`${path}:${index + 1}: ${citation} (no such section)`);
            }
          }
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("name decision records that exist", () => {
    const records = new Set(
      filesUnder("docs/decisions", /^\d{3}-.*\.md$/).map((path) => path.split("/").at(-1)?.slice(0, 3)),
    );
    const cited = [...files, "README.md", "ARCHITECTURE.md", ...filesUnder("docs", /\.md$/)].flatMap((path) =>
      [...readFileSync(join(root, path), "utf8").matchAll(DECISION_CITATION)].flatMap(([citation]) =>
        [...citation.matchAll(/\d{3}/g)].map(([number]) => ({ path, number })),
      ),
    );
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ number }) => !records.has(number)).map(({ path, number }) => `${path}: ${number}`)).toEqual(
      [],
    );
  });

  it("refuse what they should", () => {
    for (const cited of ["(spec §2)", "Spec §9: 24 hours", "design.md §4", "(design §1)", "(issue 16)", "Issue 21:"]) {
      expect(OUTSIDE_CITATION.test(cited), cited).toBe(true);
    }
    for (const fine of ["(decision 018)", "docs/product/reviews.md#lifecycle", "tests/e2e/reviews.spec.ts"]) {
      expect(OUTSIDE_CITATION.test(fine), fine).toBe(false);
    }
  });
});
