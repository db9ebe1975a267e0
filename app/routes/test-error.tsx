import { data } from "react-router";
import { testRoutesEnabled } from "#app/lib/env.server.ts";

/**
 * Fault injection for the end-to-end tests of the error page: with
 * FIABLE_TEST_ROUTES=1 (set only by tests/e2e/support/server.mjs) its loader
 * throws an unexpected error; everywhere else it is a plain 404.
 */
export function loader() {
  if (!testRoutesEnabled()) throw data(null, { status: 404 });
  throw new Error("fiable-test-secret: this message and its stack must never reach the browser");
}

export default function TestError() {
  return null;
}
