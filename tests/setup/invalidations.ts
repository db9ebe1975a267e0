import { afterEach, beforeEach } from "vitest";
import { onProfileInvalidated } from "#app/services/page-cache/index.server.ts";

/**
 * The ids of the profiles whose cached pages were dropped during the current test, in order
 * (emptied before each test; `invalidated.length = 0` empties it within one).
 */
export function recordInvalidations(): string[] {
  const invalidated: string[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    invalidated.length = 0;
    unsubscribe = onProfileInvalidated((id) => invalidated.push(id));
  });
  afterEach(() => unsubscribe());
  return invalidated;
}
