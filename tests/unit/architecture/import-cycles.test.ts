import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Features import each other through their faces (decision 043), and the feature graph still
 * has cycles. A cycle is harmless while every module only *calls* what it imports from the
 * other side; it breaks at startup (« Cannot access X before initialization ») as soon as a
 * module reads such a binding while it is being evaluated — a top-level constant, schema or
 * query text built from it. This test finds the module-level cycles of app/ and server/ and
 * refuses any top-level read of a value imported from a module of the same cycle.
 */

const root = resolve(import.meta.dirname, "../../..");
const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app", "server", "db"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes("/+types/") && existsSync(join(root, file)));

function resolveSpecifier(from: string, specifier: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith(".")) target = relative(root, resolve(root, dirname(from), specifier));
  else {
    const alias = specifier.match(/^#(app|db|server)\/(.*)$/);
    if (alias) target = `${alias[1]}/${alias[2]}`;
  }
  return target && files.includes(target) ? target : null;
}

interface Module {
  sourceFile: ts.SourceFile;
  edges: Set<string>;
  /** Local name → the module it is imported from (values only, not types). */
  values: Map<string, string>;
}

const modules = new Map<string, Module>();
for (const file of files) {
  const source = readFileSync(join(root, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const module: Module = { sourceFile, edges: new Set(), values: new Map() };
  for (const statement of sourceFile.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolveSpecifier(file, specifier.text);
    if (!target) continue;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      module.edges.add(target);
      if (clause.name) module.values.set(clause.name.text, target);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) module.values.set(element.name.text, target);
      }
    } else if (!statement.isTypeOnly) module.edges.add(target);
  }
  modules.set(file, module);
}

/** Strongly connected components (Tarjan): the module cycles. */
function cycles(): Map<string, number> {
  const component = new Map<string, number>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  let counter = 0;
  let components = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of modules.get(node)?.edges ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      components += 1;
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.set(member, components);
      } while (member !== node);
    }
  };
  for (const node of modules.keys()) if (!index.has(node)) visit(node);
  return component;
}

/** Identifiers of `names` read while the module is evaluated (outside any function body). */
function topLevelReads(sourceFile: ts.SourceFile, names: Map<string, string>): { name: string; line: number }[] {
  const reads: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isTypeNode(node) || ts.isInterfaceDeclaration(node)) return;
    if (ts.isTypeAliasDeclaration(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isIdentifier(node) && names.has(node.text)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isVariableDeclaration(parent) && parent.name === node);
      if (!isName) reads.push({ name: node.text, line: node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    node.forEachChild(visit);
  };
  for (const statement of sourceFile.statements) visit(statement);
  return reads;
}

describe("import cycles", () => {
  it("has found the modules (sanity)", () => {
    expect(modules.size).toBeGreaterThan(300);
    expect(modules.get("app/root.tsx")?.edges.size).toBeGreaterThan(3);
  });

  it("never reads, while a module is evaluated, a value from a module of its own cycle", () => {
    const component = cycles();
    const hazards: string[] = [];
    for (const [file, module] of modules) {
      const sameCycle = new Map([...module.values].filter(([, from]) => component.get(from) === component.get(file)));
      if (sameCycle.size === 0) continue;
      for (const read of topLevelReads(module.sourceFile, sameCycle)) {
        hazards.push(`${file}:${read.line} reads ${read.name} from ${sameCycle.get(read.name)} (same cycle)`);
      }
    }
    expect(hazards).toEqual([]);
  });
});
