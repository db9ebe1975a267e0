import { data } from "react-router";
import { type AdminIdentity, getAdmin, requireAdmin } from "#app/features/admin/index.server.ts";
import { getSession } from "#app/features/auth/index.server.ts";

/**
 * The gate of every blog CMS loader and action (/admin/blog, the editor, /admin-blog,
 * the cover upload). Same as requireAdmin — a visitor goes to /admin/login and comes back —
 * except that a signed-in account which is not an administrator gets 403 on a write:
 * it is known, and it may not ("a non-admin cannot create/update/delete (403)").
 */
export async function requireBlogAdmin(request: Request): Promise<AdminIdentity> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    const admin = await getAdmin(request);
    if (admin) return requireAdmin(request);
    if (await getSession(request)) throw data({ message: "Forbidden" }, { status: 403 });
  }
  return requireAdmin(request);
}
