import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/auth/auth.server.ts";
import { runDiagnostics, sampleProfileSlugs } from "#app/features/diagnostic/run-diagnostics.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createUser } from "#db/factories/users.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

const anonymous = () => new Request("http://localhost/diagnostic");

describe("runDiagnostics", () => {
  it("warns when there are no profiles and nothing to look up", async () => {
    getAuth("http://localhost");
    const checks = await runDiagnostics(anonymous(), "");
    const byId = Object.fromEntries(checks.map((c) => [c.id, c]));
    expect(byId.database?.status).toBe("success");
    expect(byId.database?.details.profiles).toBe(0);
    expect(byId.auth?.status).toBe("warning");
    expect(byId.profiles?.status).toBe("warning");
    expect(byId.lookup?.status).toBe("warning");
    expect(byId.lookup?.message).toBe("diagnostic.lookup.none");
  });

  it("finds a profile by slug and by custom domain, case-insensitively", async () => {
    await createUserWithProfile({ profile: { slug: "lea-dupont", name: "Léa Dupont", customDomain: "lea" } });
    expect(await sampleProfileSlugs()).toEqual(["lea-dupont"]);

    for (const key of ["lea-dupont", "LEA", " lea "]) {
      const lookup = (await runDiagnostics(anonymous(), key)).find((c) => c.id === "lookup");
      expect(lookup?.status, key).toBe("success");
      expect(lookup?.details.slug).toBe("lea-dupont");
    }
    const missing = (await runDiagnostics(anonymous(), "nobody")).find((c) => c.id === "lookup");
    expect(missing?.status).toBe("warning");
    expect(missing?.message).toBe("diagnostic.lookup.notFound");
  });

  it("reports the signed-in account", async () => {
    const auth = getAuth("http://localhost");
    await createUser({ name: "Diag User", email: "diag@example.com", password: "secret123", emailVerified: true });
    const result = await auth.api.signInEmail({
      body: { email: "diag@example.com", password: "secret123" },
      returnHeaders: true,
    });
    const cookie = result.headers.get("set-cookie")?.split(";")[0];
    expect(cookie).toBeTruthy();
    const request = new Request("http://localhost/diagnostic", { headers: { cookie: cookie! } });
    const check = (await runDiagnostics(request, "")).find((c) => c.id === "auth");
    expect(check?.status).toBe("success");
    expect(check?.details.email).toBe("diag@example.com");
  });
});
