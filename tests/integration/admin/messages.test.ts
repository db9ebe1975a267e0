import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listContactMessages } from "#app/features/contact-admin/list-messages.server.ts";
import { messageFiltersOf } from "#app/features/contact-admin/schema.ts";
import { deleteMessage, setMessageStatus } from "#app/features/contact-admin/update-message.server.ts";
import { getDb } from "#db/client.server.ts";
import { contactMessages, userActivityLogs } from "#db/schema.ts";
import { createContactMessage } from "#tests/factories/contact-messages.ts";
import { adminCookie, contextFor, outcomeOf, postRequest, setupAdminTest } from "./support.ts";

setupAdminTest();
const actor = { userId: null, name: null, email: null, via: "password" as const };

describe("listContactMessages", () => {
  it("filters by status, category and words found anywhere, newest first", async () => {
    const old = await createContactMessage({
      subject: "Facture de mars",
      category: "billing",
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const bug = await createContactMessage({
      subject: "Bug d'envoi",
      category: "technical_problem",
      message: "Le bouton 50% ne répond pas",
    });
    const closed = await createContactMessage({ subject: "Merci", status: "closed", email: "nina@studio.example" });

    const all = await listContactMessages({});
    expect(all.messages.map((m) => m.id).slice(0, 3)).toEqual([closed.id, bug.id, old.id]);
    expect((await listContactMessages({ status: "closed" })).messages.map((m) => m.id)).toEqual([closed.id]);
    expect((await listContactMessages({ category: "billing" })).messages.map((m) => m.id)).toEqual([old.id]);
    expect((await listContactMessages({ q: "FACTURE" })).messages.map((m) => m.id)).toEqual([old.id]);
    expect((await listContactMessages({ q: "studio.example" })).messages.map((m) => m.id)).toEqual([closed.id]);
    expect((await listContactMessages({ q: "50%" })).messages.map((m) => m.id)).toEqual([bug.id]);
    expect((await listContactMessages({ q: "Facture", status: "open", category: "general" })).total).toBe(0);
  });

  it("reads its filters from the address, ignoring bad values", () => {
    const url = new URL("http://x/contact-dashboard?q=%20hello%20&status=nope&category=billing&page=-3");
    expect(messageFiltersOf(url)).toEqual({ q: "hello", status: undefined, category: "billing", page: 1 });
  });
});

describe("message status", () => {
  it("goes from any status to any other, with updated_at, journaled", async () => {
    const message = await createContactMessage({ updatedAt: new Date(Date.now() - 86_400_000) });
    const path = ["in_progress", "spam", "open", "resolved", "closed", "open"] as const;
    let previous = message.updatedAt.getTime();
    for (const status of path) {
      expect(await setMessageStatus(message.id, status, actor)).toBe(true);
      const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, message.id));
      expect(row?.status).toBe(status);
      expect(row!.updatedAt.getTime()).toBeGreaterThan(previous - 1);
      previous = row!.updatedAt.getTime();
    }
    const logs = await getDb()
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.activityType, "admin_message_updated"));
    expect(logs.length).toBeGreaterThanOrEqual(path.length);
    expect(await setMessageStatus(crypto.randomUUID(), "closed", actor)).toBe(false);
  });

  it("is deleted for good", async () => {
    const message = await createContactMessage();
    expect(await deleteMessage(message.id, actor)).toBe(true);
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.id, message.id))).toHaveLength(0);
    expect(await deleteMessage(message.id, actor)).toBe(false);
  });
});

describe("the admin screens' message actions", () => {
  it("close and reopen through /admin, with the spec's toasts", async () => {
    const mod = await import("#app/routes/admin/index.tsx");
    const cookie = await adminCookie();
    const message = await createContactMessage();
    const post = (status: string) =>
      outcomeOf(() =>
        mod.action({
          request: postRequest("/admin", { intent: "message-status", id: message.id, status }, { cookie }),
          params: {},
          context: contextFor(),
        } as never),
      );
    expect(await post("closed")).toMatchObject({ status: 200, data: { ok: true, toast: "Statut mis à jour" } });
    expect(await post("open")).toMatchObject({ status: 200, data: { ok: true } });
    expect(await post("archived")).toMatchObject({
      status: 400,
      data: { ok: false, toast: "Impossible de mettre à jour le statut" },
    });
  });

  it("delete through /contact-dashboard: 'Message supprimé', then 'Impossible de supprimer le message'", async () => {
    const mod = await import("#app/routes/contact-dashboard.tsx");
    const cookie = await adminCookie();
    const message = await createContactMessage();
    const post = () =>
      outcomeOf(() =>
        mod.action({
          request: postRequest("/contact-dashboard", { intent: "message-delete", id: message.id }, { cookie }),
          params: {},
          context: contextFor(),
        } as never),
      );
    expect(await post()).toMatchObject({ status: 200, data: { ok: true, toast: "Message supprimé" } });
    expect(await post()).toMatchObject({
      status: 404,
      data: { ok: false, toast: "Impossible de supprimer le message" },
    });
  });
});
