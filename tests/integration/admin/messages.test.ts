import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listContactMessages } from "#app/features/admin/contact/list-messages.server.ts";
import { messageFiltersOf } from "#app/features/admin/contact/schema.ts";
import { deleteMessage, setMessageStatus } from "#app/features/admin/contact/update-message.server.ts";
import { getDb } from "#db/client.server.ts";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import { contactMessages, userActivityLogs } from "#db/schema.ts";
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
      expect(await setMessageStatus(message.id, status, actor)).toBe("updated");
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
    expect(await setMessageStatus(crypto.randomUUID(), "closed", actor)).toBe("missing");
  });

  it("is deleted for good", async () => {
    const message = await createContactMessage();
    expect(await deleteMessage(message.id, actor)).toBe(true);
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.id, message.id))).toHaveLength(0);
    expect(await deleteMessage(message.id, actor)).toBe(false);
  });
});

describe("the admin screens' message actions", () => {
  it("close and reopen through /admin, with their toasts", async () => {
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

describe("each screen's transitions, enforced on the server", () => {
  type Screen = "admin" | "admin-simple" | "contact-dashboard";
  const routes = {
    admin: () => import("#app/routes/admin/index.tsx"),
    "admin-simple": () => import("#app/routes/admin-simple.tsx"),
    "contact-dashboard": () => import("#app/routes/contact-dashboard.tsx"),
  };
  async function post(screen: Screen, fields: Record<string, string>, cookie: string) {
    const mod = await routes[screen]();
    return outcomeOf(() =>
      mod.action({
        request: postRequest(`/${screen}`, fields, { cookie }),
        params: {},
        context: contextFor(),
      } as never),
    );
  }
  const statusOf = async (id: string) =>
    (await getDb().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]?.status;

  it("/admin-simple: 'En cours' only from open, 'Résoudre' unless resolved, resolved is final, no deletion", async () => {
    const cookie = await adminCookie();
    const set = async (id: string, status: string) =>
      post("admin-simple", { intent: "message-status", id, status }, cookie);
    const refused = { status: 409, data: { ok: false, toast: "Impossible de mettre à jour le statut" } };

    const message = await createContactMessage();
    expect(await set(message.id, "in_progress")).toMatchObject({ status: 200, data: { ok: true } });
    // Not from in_progress again, nor back to open.
    expect(await set(message.id, "in_progress")).toMatchObject(refused);
    expect(await set(message.id, "open")).toMatchObject(refused);
    expect(await statusOf(message.id)).toBe("in_progress");
    expect(await set(message.id, "resolved")).toMatchObject({ status: 200, data: { toast: "Statut mis à jour" } });
    // Resolved is final here: nothing moves it, not even to resolved again.
    for (const status of ["open", "in_progress", "resolved", "closed", "spam"]) {
      expect(await set(message.id, status), status).toMatchObject(refused);
    }
    expect(await statusOf(message.id)).toBe("resolved");

    // Open → resolved directly; closed or spam → resolved ('Résoudre' unless resolved), never → 'En cours'.
    const open = await createContactMessage();
    expect(await set(open.id, "resolved")).toMatchObject({ status: 200 });
    for (const from of ["closed", "spam"] as const) {
      const other = await createContactMessage({ status: from });
      expect(await set(other.id, "in_progress"), from).toMatchObject(refused);
      expect(await set(other.id, "closed"), from).toMatchObject(refused);
      expect(await set(other.id, "resolved"), from).toMatchObject({ status: 200 });
    }

    // The simple console deletes nothing.
    const kept = await createContactMessage();
    expect(await post("admin-simple", { intent: "message-delete", id: kept.id }, cookie)).toMatchObject({
      status: 400,
    });
    expect(await statusOf(kept.id)).toBe("open");
    // A message that is gone: 404.
    expect(await set(crypto.randomUUID(), "resolved")).toMatchObject({ status: 404 });
  });

  it("/admin: Fermer (to closed) and Rouvrir (closed to open) only", async () => {
    const cookie = await adminCookie();
    const set = async (id: string, status: string) => post("admin", { intent: "message-status", id, status }, cookie);
    const message = await createContactMessage();
    expect(await set(message.id, "open")).toMatchObject({ status: 409 });
    expect(await set(message.id, "spam")).toMatchObject({ status: 409 });
    expect(await set(message.id, "resolved")).toMatchObject({ status: 409 });
    expect(await set(message.id, "closed")).toMatchObject({ status: 200 });
    expect(await set(message.id, "open")).toMatchObject({ status: 200 });
    const resolved = await createContactMessage({ status: "resolved" });
    expect(await set(resolved.id, "open")).toMatchObject({ status: 409 });
    expect(await set(resolved.id, "closed")).toMatchObject({ status: 200 });
    // No deletion from the console either.
    expect(await post("admin", { intent: "message-delete", id: resolved.id }, cookie)).toMatchObject({ status: 400 });
    expect(await statusOf(resolved.id)).toBe("closed");
  });

  it("/contact-dashboard: any status to any other, resolved included", async () => {
    const cookie = await adminCookie();
    const message = await createContactMessage({ status: "resolved" });
    for (const status of ["open", "spam", "in_progress", "closed", "resolved", "resolved", "open"]) {
      expect(
        await post("contact-dashboard", { intent: "message-status", id: message.id, status }, cookie),
        status,
      ).toMatchObject({ status: 200, data: { ok: true } });
      expect(await statusOf(message.id)).toBe(status);
    }
  });

  it("the buttons are made from the same table", async () => {
    const { transitionsFrom } = await import("#app/features/admin/contact/schema.ts");
    expect(transitionsFrom("simple", "open")).toEqual(["in_progress", "resolved"]);
    expect(transitionsFrom("simple", "in_progress")).toEqual(["resolved"]);
    expect(transitionsFrom("simple", "closed")).toEqual(["resolved"]);
    expect(transitionsFrom("simple", "resolved")).toEqual([]);
    expect(transitionsFrom("console", "open")).toEqual(["closed"]);
    expect(transitionsFrom("console", "spam")).toEqual(["closed"]);
    expect(transitionsFrom("console", "closed")).toEqual(["open"]);
  });
});
