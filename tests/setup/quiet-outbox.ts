import { beforeAll, vi } from "vitest";

/**
 * Call at the top of a test file: the outbox prints each mail's link — useful on a server,
 * noise in a test run — and this file's console keeps the rest.
 */
export function quietOutbox(): void {
  beforeAll(() => {
    const log = console.log;
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith("[mail]")) return;
      log(...args);
    });
  });
}
