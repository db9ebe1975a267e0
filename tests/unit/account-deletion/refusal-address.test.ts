import { describe, expect, it } from "vitest";
import { refusalFromAddress } from "#app/features/account-deletion/schema.ts";

/** « Supprimer mon compte » without JavaScript: a refusal comes back in the settings' address. */
describe("refusalFromAddress", () => {
  it("reads a known message and its field", () => {
    const params = new URLSearchParams({
      deletionError: "accountDeletion.errors.passwordWrong",
      deletionField: "password",
    });
    expect(refusalFromAddress(params)).toEqual({
      status: "error",
      message: "accountDeletion.errors.passwordWrong",
      field: "password",
    });
  });

  it("ignores anything else: unknown keys, other areas, unknown fields", () => {
    expect(refusalFromAddress(new URLSearchParams())).toBeNull();
    expect(refusalFromAddress(new URLSearchParams({ deletionError: "auth.errors.invalidCredentials" }))).toBeNull();
    expect(refusalFromAddress(new URLSearchParams({ deletionError: "<script>" }))).toBeNull();
    expect(
      refusalFromAddress(
        new URLSearchParams({ deletionError: "accountDeletion.errors.failed", deletionField: "role" }),
      ),
    ).toEqual({ status: "error", message: "accountDeletion.errors.failed" });
  });
});
