import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "#app/features/contact/schema.ts";
import { handleContactForm, submitContactMessage } from "#app/features/contact/submit-contact-message.server.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { contactMessages } from "#db/schema.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

const { t } = i18nFor("fr");
/** Each test its own IP, so the per-IP limit only bites where a test means it to. */
const ip = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${uniqueSuffix()}`;

function pageForm(values: Record<string, string>): FormData {
  const form = new FormData();
  form.set("form", "page");
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

function dialogForm(values: Record<string, string>): FormData {
  const form = new FormData();
  form.set("form", "dialog");
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

const validPage = () => ({
  firstName: "Claire",
  lastName: "Dubois",
  email: `claire-${uniqueSuffix()}@example.test`,
  company: "Atelier Dubois",
  subject: "Question sur les avis vidéo",
  message: "Bonjour, combien de temps peut durer un avis vidéo ?",
});

const validDialog = () => ({
  name: "Marc Petit",
  email: `marc-${uniqueSuffix()}@example.test`,
  subject: "Facture",
  message: "Je n'ai pas reçu de facture, est-ce normal pendant la bêta ?",
});

async function rowsFor(email: string) {
  return getDb().select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe("the contact page form", () => {
  it("stores the message, open, with the full name, the company and category general", async () => {
    const values = validPage();
    const outcome = await handleContactForm(pageForm(values), { clientIp: ip(), t });
    expect(outcome.status).toBe(200);
    expect(outcome.data.outcome).toBe("sent");
    const rows = await rowsFor(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Claire Dubois",
      email: values.email,
      company: "Atelier Dubois",
      phone: null,
      subject: values.subject,
      category: "general",
      message: values.message,
      status: "open",
    });
  });

  it("refuses missing fields, field by field, and stores nothing", async () => {
    const values = validPage();
    const outcome = await handleContactForm(pageForm({ email: values.email, company: "" }), { clientIp: ip(), t });
    expect(outcome.status).toBe(422);
    expect(outcome.data.outcome).toBe("invalid");
    expect(outcome.data.result.error).toMatchObject({
      firstName: ["required"],
      lastName: ["required"],
      subject: ["required"],
      message: ["required"],
    });
    expect(outcome.data.result.error?.company).toBeUndefined();
    expect(await rowsFor(values.email)).toHaveLength(0);
  });

  it("refuses a bad e-mail address", async () => {
    const outcome = await handleContactForm(pageForm({ ...validPage(), email: "claire@" }), { clientIp: ip(), t });
    expect(outcome.status).toBe(422);
    expect(outcome.data.result.error?.email).toEqual(["email"]);
  });

  it("refuses whitespace-only fields as missing", async () => {
    const outcome = await handleContactForm(pageForm({ ...validPage(), subject: "   " }), { clientIp: ip(), t });
    expect(outcome.data.result.error?.subject).toEqual(["required"]);
  });

  it("refuses texts beyond their bounds", async () => {
    const values = validPage();
    const outcome = await handleContactForm(
      pageForm({
        ...values,
        message: "a".repeat(CONTACT_LIMITS.message + 1),
        subject: "s".repeat(CONTACT_LIMITS.subject + 1),
      }),
      { clientIp: ip(), t },
    );
    expect(outcome.status).toBe(422);
    expect(outcome.data.result.error).toMatchObject({ message: ["tooLong"], subject: ["tooLong"] });
    expect(await rowsFor(values.email)).toHaveLength(0);
    // Exactly at the bound is fine.
    const atBound = await handleContactForm(pageForm({ ...values, message: "a".repeat(CONTACT_LIMITS.message) }), {
      clientIp: ip(),
      t,
    });
    expect(atBound.data.outcome).toBe("sent");
  });

  it("keeps what was typed when it refuses", async () => {
    const values = { ...validPage(), email: "not-an-address" };
    const outcome = await handleContactForm(pageForm(values), { clientIp: ip(), t });
    expect(outcome.data.result.initialValue).toMatchObject({ firstName: "Claire", email: "not-an-address" });
  });
});

describe("the footer's contact dialog", () => {
  it("stores name, phone and the chosen category", async () => {
    const values = { ...validDialog(), phone: "+33 6 12 34 56 78", category: "billing" };
    const outcome = await handleContactForm(dialogForm(values), { clientIp: ip(), t });
    expect(outcome.data.outcome).toBe("sent");
    const [row] = await rowsFor(values.email);
    expect(row).toMatchObject({ name: "Marc Petit", phone: "+33 6 12 34 56 78", category: "billing", company: null });
  });

  it("defaults the category to general and the phone to null", async () => {
    const values = validDialog();
    await handleContactForm(dialogForm(values), { clientIp: ip(), t });
    const [row] = await rowsFor(values.email);
    expect(row).toMatchObject({ category: "general", phone: null });
  });

  it("requires name, e-mail, subject and message; refuses an unknown category and a bad phone", async () => {
    const outcome = await handleContactForm(dialogForm({ category: "lottery", phone: "call me" }), {
      clientIp: ip(),
      t,
    });
    expect(outcome.status).toBe(422);
    expect(outcome.data.result.error).toMatchObject({
      name: ["required"],
      email: ["required"],
      subject: ["required"],
      message: ["required"],
      phone: ["phone"],
    });
    expect(outcome.data.result.error?.category).toHaveLength(1);
  });
});

describe("abuse", () => {
  it("refuses a filled honeypot without storing anything", async () => {
    const values = { ...validDialog(), website: "https://spam.example" };
    const outcome = await handleContactForm(dialogForm(values), { clientIp: ip(), t });
    expect(outcome.status).toBe(400);
    expect(outcome.data.outcome).toBe("refused");
    expect(outcome.data.result.error?.[""]).toEqual([t("contactForms.failure")]);
    expect(await rowsFor(values.email)).toHaveLength(0);
  });

  it(`limits one IP to ${RATE_LIMITS["contact.submit.ip"].points} messages an hour (429 with Retry-After), others go on`, async () => {
    const clientIp = ip();
    const allowed = RATE_LIMITS["contact.submit.ip"].points;
    for (let i = 0; i < allowed; i++) {
      expect((await handleContactForm(dialogForm(validDialog()), { clientIp, t })).status).toBe(200);
    }
    const refused = validDialog();
    const outcome = await handleContactForm(dialogForm(refused), { clientIp, t });
    expect(outcome.status).toBe(429);
    expect(outcome.data.outcome).toBe("limited");
    expect(Number(outcome.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(outcome.data.result.error?.[""]).toEqual(["Trop de tentatives. Attendez quelques minutes."]);
    expect(await rowsFor(refused.email)).toHaveLength(0);

    expect((await handleContactForm(dialogForm(validDialog()), { clientIp: ip(), t })).status).toBe(200);
  });

  it("does not count invalid submissions against the limit", async () => {
    const clientIp = ip();
    for (let i = 0; i < 8; i++) await handleContactForm(dialogForm({}), { clientIp, t });
    expect((await handleContactForm(dialogForm(validDialog()), { clientIp, t })).status).toBe(200);
  });

  it("the rule itself refuses the honeypot before touching the limit or the table", async () => {
    const result = await submitContactMessage(
      { ...validDialog(), category: "general", website: "x" },
      { clientIp: ip() },
    );
    expect(result).toEqual({ ok: false, reason: "spam" });
  });
});
