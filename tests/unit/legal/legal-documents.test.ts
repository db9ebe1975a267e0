import { describe, expect, it } from "vitest";
import { getLegalDocument } from "#app/features/legal/legal-documents.server.ts";

const context = { host: "fiable.example", email: "contact@fiable.example" };

describe("legal documents", () => {
  it("dates the cookie policy with the current day in Paris, also late in the UTC evening", () => {
    const lateEvening = new Date("2026-11-24T23:30:00Z"); // 00:30 on the 25th in Paris
    expect(getLegalDocument("cookies", "fr", { ...context, today: lateEvening }).updated).toBe("2026-11-25");
    const summerEvening = new Date("2026-07-14T22:30:00Z"); // 00:30 on the 15th (UTC+2)
    expect(getLegalDocument("cookies", "en", { ...context, today: summerEvening }).updated).toBe("2026-07-15");
    expect(getLegalDocument("cookies", "fr", { ...context, today: new Date("2026-11-24T10:00:00Z") }).updated).toBe(
      "2026-11-24",
    );
  });

  it("keeps the fixed date of the documents that have one", () => {
    const terms = getLegalDocument("terms", "fr", { ...context, today: new Date("2026-11-24T23:30:00Z") });
    expect(terms.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.updated).not.toBe("2026-11-25");
  });
});
