// Prints the sweep's totals after the run (globalTeardown of playwright.sweep.config.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export default function summary(): void {
  const file = join(process.cwd(), "test-results", "sweep", "results.jsonl");
  if (!existsSync(file)) return;
  const records = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map(
      (line) => JSON.parse(line) as { lang: string; path: string; width: number; problems: unknown[]; axe: unknown[] },
    );
  const pages = new Set(records.map((r) => `${r.lang} ${r.path}`));
  const axeChecks = records.filter((r) => r.width === 390 || r.width === 1440).filter((r) => r.lang !== "en");
  const layoutFailures = records.filter((r) => r.problems.length > 0);
  const axeFailures = records.reduce((n, r) => n + r.axe.length, 0);
  console.log(
    `\n[sweep] ${pages.size} page views (${new Set(records.map((r) => r.path)).size} addresses × languages), ${records.length} layouts checked at ${new Set(records.map((r) => r.width)).size} widths: ${layoutFailures.length} with a layout problem; axe on ${axeChecks.length} of them: ${axeFailures} serious or critical violations. Screenshots of each failure: test-results/sweep/`,
  );
}
