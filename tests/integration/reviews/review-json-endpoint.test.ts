// POST /api/v1/reviews/{slug} (the review dialog of the public page, which is not
// hydrated: decision 014) and GET /api/v1/messages (its texts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewJsonResponse } from "#app/features/reviews/review-form-page.server.ts";
import { resourcesOf } from "#app/services/i18n/messages.ts";
import { messagesResponse } from "#app/services/i18n/messages-endpoint.server.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { reviews } from "#db/schema.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";
import { freshIp, quietOutbox } from "./support.ts";

setupProfileTest();
quietOutbox();

function post(slug: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: PUBLIC_URL }) {
  const request = new Request(`${PUBLIC_URL}/api/v1/reviews/${slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return reviewJsonResponse({
    request,
    params: { slug },
    context: { publicUrl: PUBLIC_URL, clientIp: freshIp(), requestId: "t" },
  });
}

async function profile() {
  const slug = `json-${uniqueSuffix()}`;
  return createUserWithProfile({
    user: { email: `${slug}@example.test`, password: "secret1", name: "Léa Morel" },
    profile: { slug, name: "Léa Morel" },
  });
}

describe("POST /api/v1/reviews/{slug}", () => {
  it("stores a pending review and answers the form's result as JSON", async () => {
    const { profile: p } = await profile();
    const response = await post(p.slug, {
      name: "Hugo",
      rating: "4",
      type: "text",
      content: "Très bon travail, merci.",
      consent: "on",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ outcome: "sent" });
    const rows = await getDb().select().from(reviews).where(eq(reviews.profileId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reviewerName: "Hugo", rating: 4, status: "pending" });
  });

  it("answers the same refusals as the page: a missing name is 422 with the field's error", async () => {
    const { profile: p } = await profile();
    const response = await post(p.slug, { name: " ", rating: "5", type: "text", content: "Bien." });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { outcome: string; result: { error: Record<string, string[]> } };
    expect(body.outcome).toBe("invalid");
    expect(Object.keys(body.result.error)).toContain("name");
    expect(await getDb().select().from(reviews).where(eq(reviews.profileId, p.id))).toHaveLength(0);
  });

  it("refuses a cross-site post (403) and an unknown profile (404), as JSON", async () => {
    const { profile: p } = await profile();
    const cross = await post(
      p.slug,
      { name: "Eve", rating: "1", type: "text", content: "Posté d'ailleurs." },
      { Origin: "https://evil.example" },
    );
    expect(cross.status).toBe(403);
    expect(await cross.json()).toMatchObject({ outcome: "refused" });
    const unknown = await post(`nobody-${uniqueSuffix()}`, { name: "A", rating: "5", type: "text", content: "x" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ kind: "fiable.profile-error" });
  });
});

describe("GET /api/v1/messages", () => {
  it("answers the asked areas of the asked language (with French beside Arabic)", async () => {
    const response = messagesResponse(new Request(`${PUBLIC_URL}/api/v1/messages?areas=reviews,common&lang=ar`));
    expect(response.status).toBe(200);
    const messages = await response.json();
    expect(messages).toMatchObject({ kind: "fiable.messages", lang: "ar", areas: ["common", "reviews"] });
    const resources = resourcesOf(messages);
    expect(Object.keys(resources).sort()).toEqual(["ar", "fr"]);
    expect(Object.keys(resources.fr ?? {}).sort()).toEqual(["common", "reviews"]);
  });

  it("refuses an unknown or missing area", async () => {
    for (const query of ["", "areas=", "areas=reviews,nope", "areas=__proto__"]) {
      const response = messagesResponse(new Request(`${PUBLIC_URL}/api/v1/messages?${query}`));
      expect(response.status, query).toBe(400);
    }
  });
});
