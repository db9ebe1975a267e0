// Before `npm run sweep`: the last run's results and screenshots go (globalSetup).
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

export default function clean(): void {
  const dir = join(process.cwd(), "test-results", "sweep");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
