import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, root } from "./markdown.ts";

/*
 * Claims of ARCHITECTURE.md that a test can hold to: « The app (`app/`) reads the environment
 * only through `app/lib/env.server.ts` ».
 */

const ENV_MODULE = "app/lib/env.server.ts";

describe("ARCHITECTURE.md's rules", () => {
  it("states the environment rule this test checks", () => {
    expect(readFileSync(join(root, "ARCHITECTURE.md"), "utf8")).toContain(`only through \`${ENV_MODULE}\``);
  });

  it("app/ reads process.env only in app/lib/env.server.ts", () => {
    const readers = filesUnder("app", /\.(ts|tsx)$/).filter(
      (path) => path !== ENV_MODULE && /\bprocess\.env\b/.test(readFileSync(join(root, path), "utf8")),
    );
    expect(readers).toEqual([]);
  });
});
