// The sweep's fixtures, in the database of the app under test: an owner with a page full
// of content and reviews in every state, an article; signed-in browser states for the owner
// and the administrator.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import { signInOverHttp } from "../e2e/profile-support.ts";
import { freshAdminCode } from "../e2e/support/admin-login.ts";
import type { SweepFixtures } from "./pages.ts";

const ADMIN_PASSWORD = "e2e-admin-password";

export interface SweepSetup extends SweepFixtures {
  ownerState: string;
  adminState: string;
  /** An account with the admin role, without two-factor sign-in. */
  roleAdminState: string;
}

export async function createSweepFixtures(browser: Browser, baseURL: string, dir: string): Promise<SweepSetup> {
  mkdirSync(dir, { recursive: true });
  const slug = `sweep-${randomBytes(3).toString("hex")}`;
  const email = `${slug}@example.test`;
  const password = "sweep-password";
  const { profile } = await createUserWithProfile({
    user: { email, password, name: "Victoire-Eugénie Delacroix-Montgolfier" },
    profile: {
      slug,
      name: "Victoire-Eugénie Delacroix-Montgolfier",
      title: "Architecte d'intérieur et scénographe d'expositions temporaires",
      bio: "Vingt ans d'aménagements de boutiques, de musées et d'appartements anciens, du relevé à la réception du chantier.",
      links: [
        { platform: "website", url: "https://www.atelier-delacroix-montgolfier-architecture-interieure.example" },
        { platform: "whatsapp", url: "https://wa.me/33612345678" },
        { platform: "instagram", url: "https://www.instagram.com/atelier.delacroix" },
      ],
    },
  });
  const long = "Un travail remarquable, soigné et livré dans les délais, avec une écoute de chaque instant. ".repeat(4);
  const approved = await createReview(profile.id, {
    status: "approved",
    reviewerName: "Jean-Baptiste Alexandre",
    content: long,
  });
  await createReview(profile.id, { status: "pending", reviewerName: "Anne-Sophie Lemaire-Dubreuil", content: long });
  await createReview(profile.id, { status: "withdrawn", reviewerName: "Paul Client", content: "Spam." });
  const article = await createBlogArticle({ status: "published" });

  const ownerState = join(dir, "owner.json");
  const ownerContext = await browser.newContext({ baseURL });
  await signInOverHttp(ownerContext.request, email, password);
  await ownerContext.storageState({ path: ownerState });
  await ownerContext.close();

  const adminState = join(dir, "admin.json");
  const adminContext = await browser.newContext({ baseURL });
  const response = await adminContext.request.post("/admin/login", {
    form: { password: ADMIN_PASSWORD, code: await freshAdminCode(adminContext.request), js: "0" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  if (response.status() >= 400) throw new Error(`admin sign-in failed: ${response.status()}`);
  const console = await adminContext.request.get("/admin", { maxRedirects: 0 });
  if (console.status() !== 200) throw new Error(`the admin console answered ${console.status()} after signing in`);
  await adminContext.storageState({ path: adminState });
  await adminContext.close();

  const roleAdminState = join(dir, "role-admin.json");
  const roleAdmin = await createUser({ email: `role-admin-${slug}@example.test`, password, role: "admin" });
  const roleAdminContext = await browser.newContext({ baseURL });
  await signInOverHttp(roleAdminContext.request, roleAdmin.email, password);
  await roleAdminContext.storageState({ path: roleAdminState });
  await roleAdminContext.close();

  return { ownerSlug: slug, reviewId: approved.id, articleId: article.id, ownerState, adminState, roleAdminState };
}
