import { describe, expect, it } from "vitest";
import { checkSlugAvailability } from "#app/features/address/address.server.ts";
import { saveProfile } from "#app/features/profile-editor/save-profile.server.ts";
import { loader as slugLoader } from "#app/routes/dashboard/slug.tsx";
import { createUser } from "#db/factories/users.ts";
import { PUBLIC_URL, setupAccountsTest } from "../auth/support.ts";

setupAccountsTest();

const named = { firstName: "Marie", lastName: "Dupont" };

describe("checkSlugAvailability (the domain tab's live check)", () => {
  it("answers what the save will give: free, taken with the next -N, reserved, invalid, or from the name", async () => {
    const owner = await createUser();
    const other = await createUser();
    expect(await saveProfile(owner.id, { ...named, requestedSlug: "atelier-marie" })).toMatchObject({ ok: true });

    expect(await checkSlugAvailability(other.id, "Atelier Marie", "")).toEqual({
      status: "taken",
      requested: "atelier-marie",
      slug: "atelier-marie-1",
    });
    // The save agrees with the check.
    expect(await saveProfile(other.id, { ...named, requestedSlug: "Atelier Marie" })).toMatchObject({
      slug: "atelier-marie-1",
    });
    // One's own address is free for oneself.
    expect(await checkSlugAvailability(owner.id, "atelier-marie", "")).toEqual({
      status: "available",
      slug: "atelier-marie",
    });
    expect(await checkSlugAvailability(other.id, "brand-new-address", "")).toEqual({
      status: "available",
      slug: "brand-new-address",
    });
    expect(await checkSlugAvailability(other.id, "Admin", "")).toEqual({ status: "reserved", requested: "admin" });
    expect(await checkSlugAvailability(other.id, "!!!", "")).toEqual({ status: "invalid" });
    expect(await checkSlugAvailability(other.id, "  ", "Zoé Lefèvre")).toEqual({ status: "auto", slug: "zoe-lefevre" });
  });
});

describe("GET /dashboard/slug", () => {
  it("sends an anonymous visitor to sign in", async () => {
    const request = new Request(`${PUBLIC_URL}/dashboard/slug?value=marie`);
    const thrown = await slugLoader({ request, params: {}, context: {} } as never).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });
});
