import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { submitLandingContact } from "#app/features/landing/submit-landing-contact.server.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { contactMessages } from "#db/schema.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

const { t } = i18nFor("en");
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

function form(values: Record<string, string>) {
  const data = new FormData();
  data.set("intent", "landing-contact");
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const valid = () => ({
  name: "Nora Petit",
  email: `nora-${uniqueSuffix()}@example.test`,
  category: "collaboration",
  subject: "Partenariat",
  message: "Bonjour, nous aimerions présenter Fiable à nos membres.",
});

const rowsFor = (email: string) => getDb().select().from(contactMessages).where(eq(contactMessages.email, email));

describe("the landing contact form", () => {
  it("stores the message open, with its category and optional phone", async () => {
    const values = { ...valid(), phone: "+33 6 12 34 56 78" };
    const outcome = await submitLandingContact(form(values), { clientIp: freshIp(), t });
    expect(outcome).toMatchObject({ status: 200, data: { status: "sent" } });
    const rows = await rowsFor(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Nora Petit",
      category: "collaboration",
      status: "open",
      phone: "+33 6 12 34 56 78",
    });
  });

  it("accepts the four landing categories and refuses any other", async () => {
    for (const category of ["technical_problem", "request_info", "general"]) {
      const values = { ...valid(), category };
      expect((await submitLandingContact(form(values), { clientIp: freshIp(), t })).data.status).toBe("sent");
    }
    const values = { ...valid(), category: "billing" };
    const refused = await submitLandingContact(form(values), { clientIp: freshIp(), t });
    expect(refused).toMatchObject({ status: 422, data: { status: "invalid", fieldErrors: { category: "required" } } });
    expect(await rowsFor(values.email)).toHaveLength(0);
  });

  it("names each missing or invalid field and sends back what was typed", async () => {
    const outcome = await submitLandingContact(form({ name: "  ", email: "nora@", subject: "Sujet", message: "" }), {
      clientIp: freshIp(),
      t,
    });
    expect(outcome.status).toBe(422);
    expect(outcome.data.fieldErrors).toEqual({
      name: "required",
      email: "invalidEmail",
      category: "required",
      message: "required",
    });
    expect(outcome.data.values).toMatchObject({ email: "nora@", subject: "Sujet" });
  });

  it("answers the localized failure notice and keeps the values once the address is over its limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS["contact.submit.ip"].points; i++) {
      expect((await submitLandingContact(form(valid()), { clientIp: ip, t })).data.status).toBe("sent");
    }
    const values = valid();
    const limited = await submitLandingContact(form(values), { clientIp: ip, t });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ status: "failed", values: { email: values.email } });
    expect(limited.data.error).toBeTruthy();
    expect(await rowsFor(values.email)).toHaveLength(0);
  });

  it("drops a message whose hidden honeypot is filled, with the failure notice", async () => {
    const values = { ...valid(), website: "https://spam.example" };
    const outcome = await submitLandingContact(form(values), { clientIp: freshIp(), t });
    expect(outcome).toMatchObject({
      status: 400,
      data: { status: "failed", error: "An error occurred. Please try again." },
    });
    expect(await rowsFor(values.email)).toHaveLength(0);
  });
});
