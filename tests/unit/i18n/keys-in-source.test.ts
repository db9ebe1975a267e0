import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import en from "#locales/en.json";
import fr from "#locales/fr.json";

/*
 * No raw key reaches a user: every key literal of app/ — `t("landing.hero.title")`,
 * `message: "auth.errors.emailInvalid"`, a table of keys — exists in fr.json and en.json,
 * and the fixed part of every built key (`t(\`reviews.types.${type}\`)`) names a subtree
 * that exists. A string counts as a key when it starts with a top-level area of fr.json
 * and a dot and holds only key characters.
 */

type Tree = { [key: string]: string | Tree };

function paths(tree: Tree, prefix = "", leaves = new Set<string>(), nodes = new Set<string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") leaves.add(path);
    else {
      nodes.add(path);
      paths(value, path, leaves, nodes);
    }
  }
  return { leaves, nodes };
}

const FR = paths(fr as Tree);
const EN = paths(en as Tree);
const AREAS = Object.keys(fr);
const PLURALS = ["zero", "one", "two", "few", "many", "other"];

const root = join(import.meta.dirname, "../../..");

/**
 * Literals that look like keys but name something else: the rate limits of limits.ts
 * ("auth.sign-in.ip"), the jobs (`name: "invitations.sweep"`) and a host name.
 */
const NOT_KEYS = new Set([
  ...[...readFileSync(join(root, "app/services/rate-limit/limits.ts"), "utf8").matchAll(/^\s*"([\w.-]+)":/gm)].map(
    (m) => m[1],
  ),
  "chat.whatsapp.com",
]);
const JOB_NAME = /\bname:\s*["']([\w.-]+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const areaPattern = AREAS.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
/** "area.rest" or 'area.rest' as a whole string literal. */
const LITERAL = new RegExp(`(["'])((?:${areaPattern})\\.[A-Za-z0-9_.-]*[A-Za-z0-9_])\\1`, "g");
/** `area.rest.${…}`: the fixed part before the first substitution. */
const TEMPLATE = new RegExp(`\`((?:${areaPattern})\\.[A-Za-z0-9_.-]*)\\$\\{`, "g");

function exists(key: string, dict: { leaves: Set<string>; nodes: Set<string> }) {
  return dict.leaves.has(key) || PLURALS.some((p) => dict.leaves.has(`${key}_${p}`));
}

const files = sourceFiles(join(root, "app"));

describe("key literals of app/", () => {
  it("finds keys to check", () => {
    const count = files.reduce((n, file) => n + [...readFileSync(file, "utf8").matchAll(LITERAL)].length, 0);
    expect(count).toBeGreaterThan(1000);
  });

  it("exist in fr.json and en.json", () => {
    const missing: string[] = [];
    for (const file of files) {
      const name = relative(root, file);
      const text = readFileSync(file, "utf8");
      const jobs = new Set([...text.matchAll(JOB_NAME)].map((m) => m[1]));
      for (const match of text.matchAll(LITERAL)) {
        const key = match[2] ?? "";
        if (NOT_KEYS.has(key) || jobs.has(key)) continue;
        // A subtree named as a whole (a prefix handed to a helper) is not a text: skip it.
        if (FR.nodes.has(key) && EN.nodes.has(key)) continue;
        for (const [lang, dict] of [
          ["fr", FR],
          ["en", EN],
        ] as const) {
          if (!exists(key, dict)) missing.push(`${name}: ${key} (${lang})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("build keys only under subtrees that exist", () => {
    const missing: string[] = [];
    for (const file of files) {
      const name = relative(root, file);
      for (const match of readFileSync(file, "utf8").matchAll(TEMPLATE)) {
        const fixed = match[1] ?? "";
        // `reviews.types.${x}` needs the subtree reviews.types; `editor.help.${id}.q` too.
        const node = fixed.endsWith(".") ? fixed.slice(0, -1) : null;
        if (node === null) {
          // `area.prefix${x}`: some key must start with the fixed part.
          if (![...FR.leaves].some((k) => k.startsWith(fixed))) missing.push(`${name}: ${fixed}…`);
          continue;
        }
        if (!FR.nodes.has(node) || !EN.nodes.has(node)) missing.push(`${name}: ${fixed}…`);
      }
    }
    expect(missing).toEqual([]);
  });
});
