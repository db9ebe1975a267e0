import { describe, expect, it } from "vitest";
import { uniqueViolation } from "#db/unique-violation.ts";

describe("uniqueViolation", () => {
  it("names the constraint of a unique violation, on the error or down its causes", () => {
    expect(uniqueViolation({ code: "23505", constraint: "profiles_slug_unique" })).toBe("profiles_slug_unique");
    // Drizzle wraps the driver's error.
    const wrapped = new Error("Failed query", { cause: { code: "23505", constraint: "articles_slug_unique" } });
    expect(uniqueViolation(wrapped)).toBe("articles_slug_unique");
    expect(uniqueViolation(new Error("x", { cause: wrapped }))).toBe("articles_slug_unique");
  });

  it("is '' for a unique violation that names no constraint, undefined for any other error", () => {
    expect(uniqueViolation({ code: "23505" })).toBe("");
    expect(uniqueViolation({ code: "23503", constraint: "fk" })).toBeUndefined();
    expect(uniqueViolation(new Error("boom"))).toBeUndefined();
    expect(uniqueViolation(null)).toBeUndefined();
    expect(uniqueViolation("23505")).toBeUndefined();
  });
});
