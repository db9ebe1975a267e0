import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isReservedSlug, MAX_SLUG_LENGTH, slugify } from "#app/features/address/address.ts";
import { deleteProfileAsAdmin } from "#app/features/admin/delete-profile.server.ts";
import { listProfiles } from "#app/features/admin/list-profiles.server.ts";
import { AdminProfileSchema } from "#app/features/admin/schema.ts";
import { updateProfileAsAdmin } from "#app/features/admin/update-profile.server.ts";
import type { ActivityActor } from "#app/services/activity/log-admin-activity.server.ts";
import { getMediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { onProfileInvalidated } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { createProfile, createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import {
  portfolioItems,
  profileFaqs,
  profileSkills,
  profiles,
  reviews,
  socialLinks,
  user,
  userActivityLogs,
} from "#db/schema.ts";
import { setupAdminTest } from "./support.ts";

const env = setupAdminTest();
const actor: ActivityActor = { userId: null, name: null, email: null, via: "password" };

const invalidated: string[] = [];
let unsubscribe = () => {};
beforeAll(() => {
  unsubscribe = onProfileInvalidated((id) => invalidated.push(id));
});
afterAll(() => unsubscribe());

function edit(fields: Record<string, unknown>) {
  const parsed = AdminProfileSchema.safeParse(fields);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

async function storedMedia(prefix: "avatars" | "portfolio" | "review-media", ext = "webp") {
  const key = newMediaKey(prefix, ext);
  await getMediaStore().put(key, Buffer.from(`bytes of ${key}`), "image/webp");
  return { key, url: `/media/${key}`, path: join(env.dataDir, "media", key) };
}

describe("listProfiles", () => {
  it("searches by the start of the full name, the last name or the slug, case-insensitively", async () => {
    const a = await createUserWithProfile({ profile: { name: "Zoé Lambert", slug: "zoe-lambert-studio" } });
    const b = await createUserWithProfile({ profile: { name: "Yann Lambertin", slug: "yann-photo" } });
    await createUserWithProfile({ profile: { name: "Xavier Dupont", slug: "x-dupont" } });

    const byLast = await listProfiles({ q: "lambert" });
    expect(byLast.profiles.map((p) => p.id).sort()).toEqual([a.profile.id, b.profile.id].sort());
    expect((await listProfiles({ q: "ZOÉ" })).profiles.map((p) => p.id)).toEqual([a.profile.id]);
    expect((await listProfiles({ q: "yann-ph" })).profiles.map((p) => p.id)).toEqual([b.profile.id]);
    // Not a substring search: the middle of a word does not match.
    expect((await listProfiles({ q: "ambert" })).total).toBe(0);
    // LIKE's wildcards are searched for as themselves.
    expect((await listProfiles({ q: "%" })).total).toBe(0);
    expect((await listProfiles({ q: "_" })).total).toBe(0);
  });

  it("pages newest first, with the total", async () => {
    const all = await listProfiles({}, 1000);
    const first = await listProfiles({ page: 1 }, 2);
    const second = await listProfiles({ page: 2 }, 2);
    expect(first.total).toBe(all.total);
    expect(first.pageCount).toBe(Math.ceil(all.total / 2));
    expect([...first.profiles, ...second.profiles].map((p) => p.id)).toEqual(all.profiles.slice(0, 4).map((p) => p.id));
    const created = all.profiles.map((p) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    // A page past the end shows the last one.
    expect((await listProfiles({ page: 999 }, 2)).page).toBe(first.pageCount);
  });

  it("answers the search through the prefix indexes with 10,000 profiles", async () => {
    await getDb().execute(sql`
      insert into "user" (id, name, email)
        select 'bulk-' || i, 'Bulk ' || i, 'bulk-' || i || '@example.test' from generate_series(1, 10000) i;
      insert into profiles (user_id, slug, name, first_name, last_name, created_at)
        select 'bulk-' || i, 'bulk-' || i, 'Prénom' || i || ' Nom' || i, 'Prénom' || i, 'Nom' || i,
               now() - (i || ' minutes')::interval
          from generate_series(1, 10000) i;
      analyze profiles;`);
    const { rows } = await getDb().execute<{ "QUERY PLAN": string }>(sql`
      explain select id from profiles
       where lower(name) like 'nom4242%' or lower(last_name) like 'nom4242%' or slug like 'nom4242%'
       order by created_at desc limit 20`);
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).toMatch(/profiles_name_prefix_idx/);
    expect(plan).toMatch(/profiles_last_name_prefix_idx/);
    expect(plan).toMatch(/profiles_slug_prefix_idx/);
    expect(plan).not.toMatch(/Seq Scan/);

    const found = await listProfiles({ q: "Nom4242" });
    expect(found.profiles.map((p) => p.slug)).toEqual(["bulk-4242"]);
    const deep = await listProfiles({ page: 500 });
    expect(deep.profiles.length).toBeGreaterThan(0);
  });
});

describe("updateProfileAsAdmin", () => {
  it("saves the fields and the verified badge, refreshes the public page and journals it", async () => {
    const { profile } = await createUserWithProfile({ profile: { name: "Léa Morel", slug: "lea-morel" } });
    const result = await updateProfileAsAdmin(
      edit({
        id: profile.id,
        name: "  Léa  Morel-Dubois ",
        slug: "Léa Morel Photo",
        title: "Photographe",
        bio: "Portraits et mariages.",
        location: "Lyon",
        requestedSlug: "Studio Léa",
        verified: "on",
      }),
      actor,
    );
    expect(result).toEqual({ ok: true, slug: "lea-morel-photo" });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({
      name: "Léa  Morel-Dubois",
      slug: "lea-morel-photo",
      title: "Photographe",
      bio: "Portraits et mariages.",
      location: "Lyon",
      requestedSlug: "studio-lea",
      verified: true,
      firstName: "Léa",
      lastName: "Morel-Dubois",
    });
    expect(invalidated).toContain(profile.id);
    const logs = await getDb()
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.activityType, "admin_profile_updated"));
    expect(logs.at(-1)?.details).toMatchObject({
      profileId: profile.id,
      slug: "lea-morel-photo",
      verified: true,
      via: "password",
    });

    // Clearing optional fields stores null; unchecking removes the badge.
    await updateProfileAsAdmin(edit({ id: profile.id, name: "Léa Morel", slug: "lea-morel-photo" }), actor);
    const [cleared] = await getDb().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(cleared).toMatchObject({ title: null, bio: null, location: null, requestedSlug: null, verified: false });
  });

  it("refuses an address another profile already answers to, as slug or custom address", async () => {
    const other = await createUserWithProfile({ profile: { slug: "taken-slug", requestedSlug: "taken-domain" } });
    const { profile } = await createUserWithProfile();
    const base = { id: profile.id, name: "Nom", slug: profile.slug };
    expect(await updateProfileAsAdmin(edit({ ...base, slug: "taken-slug" }), actor)).toMatchObject({
      ok: false,
      status: 409,
      field: "slug",
    });
    expect(await updateProfileAsAdmin(edit({ ...base, slug: "taken-domain" }), actor)).toMatchObject({
      ok: false,
      field: "slug",
    });
    expect(await updateProfileAsAdmin(edit({ ...base, requestedSlug: "taken-slug" }), actor)).toMatchObject({
      ok: false,
      field: "requestedSlug",
    });
    expect(await updateProfileAsAdmin(edit({ ...base, requestedSlug: "taken-domain" }), actor)).toMatchObject({
      ok: false,
      field: "requestedSlug",
    });
    // Its own addresses are not "taken".
    expect(await updateProfileAsAdmin(edit({ ...base, requestedSlug: profile.slug }), actor)).toMatchObject({
      ok: true,
    });
    expect(other.profile.slug).toBe("taken-slug");
  });

  it("validates like the owner's save: name required, slug normalized, reserved words refused", () => {
    const id = crypto.randomUUID();
    const issues = (fields: Record<string, unknown>) =>
      AdminProfileSchema.safeParse({ id, name: "Nom", slug: "ok", ...fields }).error?.issues.map((i) => [
        i.path.join("."),
        i.message,
      ]);
    expect(issues({ name: "   " })).toEqual([["name", "required"]]);
    expect(issues({ slug: "!!!" })).toEqual([["slug", "slugInvalid"]]);
    expect(issues({ slug: "Admin" })).toEqual([["slug", "slugReserved"]]);
    expect(issues({ requestedSlug: "dashboard" })).toEqual([["requestedSlug", "requestedSlugReserved"]]);
    expect(issues({ bio: "x".repeat(2001) })).toEqual([["bio", "tooLong"]]);
    expect(AdminProfileSchema.parse({ id, name: "Nom", slug: "--Été__à  Paris--" }).slug).toBe("ete-a-paris");
  });

  it("applies the owner's address rule to the slug and the custom address: slugify, 50 characters, reserved words", () => {
    const id = crypto.randomUUID();
    const parse = (fields: Record<string, unknown>) =>
      AdminProfileSchema.safeParse({ id, name: "Nom", slug: "ok", ...fields });
    const issues = (fields: Record<string, unknown>) =>
      parse(fields).error?.issues.map((i) => [i.path.join("."), i.message]);

    // One rule: the editor's slugify, for both addresses (no dots, no underscores).
    for (const typed of ["Studio.Léa", "  Ça  va__bien ", "a--b", "ÉCOLE n°5"]) {
      expect(parse({ slug: typed }).data?.slug, typed).toBe(slugify(typed));
      expect(parse({ requestedSlug: typed }).data?.requestedSlug, typed).toBe(slugify(typed));
    }
    expect(parse({ requestedSlug: "Studio.Léa" }).data?.requestedSlug).toBe("studiolea");

    // MAX_SLUG_LENGTH (the owner's 50), refused rather than cut.
    expect(MAX_SLUG_LENGTH).toBe(50);
    const fifty = "a".repeat(50);
    expect(parse({ slug: fifty, requestedSlug: fifty }).data).toMatchObject({ slug: fifty, requestedSlug: fifty });
    expect(issues({ slug: `${fifty}b` })).toEqual([["slug", "tooLong"]]);
    expect(issues({ requestedSlug: `${fifty}b` })).toEqual([["requestedSlug", "tooLong"]]);

    // Nothing usable, or a word Fiable keeps for itself.
    expect(issues({ requestedSlug: "..." })).toEqual([["requestedSlug", "requestedSlugInvalid"]]);
    for (const word of ["admin", "Dashboard", "blog", "analytics", "contact-dashboard"]) {
      expect(isReservedSlug(slugify(word)), word).toBe(true);
      expect(issues({ slug: word }), word).toEqual([["slug", "slugReserved"]]);
      expect(issues({ requestedSlug: word }), word).toEqual([["requestedSlug", "requestedSlugReserved"]]);
    }
    // Empty custom address: none.
    expect(parse({ requestedSlug: "   " }).data?.requestedSlug).toBeNull();
  });

  it("refuses a normalized custom address that is another profile's, and keeps the profile unchanged", async () => {
    const other = await createUserWithProfile({ profile: { slug: "atelier-nord" } });
    const { profile } = await createUserWithProfile({ profile: { slug: "mon-atelier", title: "Avant" } });
    const result = await updateProfileAsAdmin(
      edit({ id: profile.id, name: "Nom", slug: profile.slug, title: "Après", requestedSlug: "Atelier  Nord" }),
      actor,
    );
    expect(result).toEqual({
      ok: false,
      status: 409,
      field: "requestedSlug",
      message: "admin.errors.requestedSlugTaken",
    });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({ title: "Avant", requestedSlug: null });
    expect(other.profile.slug).toBe("atelier-nord");
  });

  it("reads the dialog's form as Conform posts it (empty fields come as empty strings)", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      id: crypto.randomUUID(),
      name: "Nom",
      slug: "mon-slug",
      title: "",
      bio: "",
      location: "",
      requestedSlug: "",
    })) {
      form.set(key, value);
    }
    const ok = parseWithZod(form, { schema: AdminProfileSchema });
    expect(ok.status).toBe("success");
    if (ok.status === "success") expect(ok.value).toMatchObject({ requestedSlug: null, title: null, verified: false });
    form.set("slug", "");
    const missing = parseWithZod(form, { schema: AdminProfileSchema });
    expect(missing.status).toBe("error");
    expect(missing.reply().error).toEqual({ slug: ["required"] });
  });

  it("says when the profile no longer exists", async () => {
    const result = await updateProfileAsAdmin(
      edit({ id: crypto.randomUUID(), name: "Nom", slug: "ghost-profile" }),
      actor,
    );
    expect(result).toMatchObject({ ok: false, status: 404 });
  });
});

describe("deleteProfileAsAdmin", () => {
  it("removes the profile, its lists, reviews and media files; keeps the account; journals and refreshes", async () => {
    const avatar = await storedMedia("avatars");
    const work = await storedMedia("portfolio");
    const photo = await storedMedia("review-media");
    const video = await storedMedia("review-media", "mp4");
    const poster = await storedMedia("review-media");
    const shared = await storedMedia("portfolio");
    const owner = await createUser({ name: "Marc Petit", email: "marc@example.test" });
    const profile = await createProfile(owner.id, {
      slug: "marc-petit",
      avatarKey: avatar.key,
      skills: ["Photo"],
      faqs: [{ question: "Q ?", answer: "R." }],
      links: [{ platform: "website", url: "https://marc.example" }],
      portfolio: [
        { title: "Série", imageKey: work.key },
        { title: "Partagée", imageKey: shared.key },
        { title: "Sans image" },
      ],
    });
    await createReview(profile.id, { mediaType: "photo", mediaKey: photo.key, status: "approved" });
    await createReview(profile.id, { mediaType: "video", mediaKey: video.key, posterKey: poster.key });
    // Another profile uses the same file: it must stay.
    const other = await createUserWithProfile({
      profile: { portfolio: [{ title: "Même image", imageKey: shared.key }] },
    });

    const result = await deleteProfileAsAdmin(profile.id, {
      userId: null,
      name: "Admin",
      email: null,
      via: "password",
    });
    expect(result).toEqual({ ok: true, slug: "marc-petit", name: profile.name, mediaDeleted: 5 });

    for (const file of [avatar, work, photo, video, poster]) {
      expect(existsSync(file.path), file.key).toBe(false);
      expect(existsSync(`${file.path}.meta.json`), `${file.key}.meta.json`).toBe(false);
      expect(await getMediaStore().get(file.key)).toBeNull();
    }
    expect(existsSync(shared.path)).toBe(true);

    const db = getDb();
    expect(await db.select().from(profiles).where(eq(profiles.id, profile.id))).toHaveLength(0);
    for (const table of [profileSkills, profileFaqs, socialLinks, portfolioItems, reviews]) {
      expect(await db.select().from(table).where(eq(table.profileId, profile.id))).toHaveLength(0);
    }
    expect(await db.select().from(portfolioItems).where(eq(portfolioItems.profileId, other.profile.id))).toHaveLength(
      1,
    );
    expect(await db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);

    expect(invalidated).toContain(profile.id);
    const [log] = await db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.activityType, "admin_profile_deleted"));
    expect(log).toMatchObject({
      userName: "Admin",
      details: { profileId: profile.id, slug: "marc-petit", via: "password" },
    });

    // The owner can start again with a new profile (even at the same address).
    await createProfile(owner.id, { slug: "marc-petit" });
  });

  it("says when the profile no longer exists", async () => {
    expect(await deleteProfileAsAdmin(crypto.randomUUID(), actor)).toEqual({ ok: false, status: 404 });
  });
});
