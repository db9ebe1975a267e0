import { refusedText } from "./control-characters.ts";

/**
 * The body of a form post, or null when it is not one: another content type, a malformed
 * body, or a field the request guard (server/request-guard.ts) would have refused. The guard
 * answers those before any route runs; this keeps an action safe when it is called
 * directly (tests, scripts) and lets it answer its own 4xx instead of crashing in
 * `request.formData()`.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type")?.toLowerCase() ?? "";
  if (type.startsWith("application/json")) return null;
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  for (const [key, value] of form)
    if (refusedText(key) || (typeof value === "string" && refusedText(value))) return null;
  return form;
}

/**
 * A form post, or a JSON object of fields (`/api/v1` endpoints take both, as /docs/api says):
 * its strings, numbers and booleans become the form's fields; anything else (an array, a
 * nested object, null) makes the body unreadable. Null when the body is neither.
 */
export async function readFormOrJson(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type")?.toLowerCase() ?? "";
  if (!type.startsWith("application/json")) return readFormData(request);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return null;
    const text = String(value);
    if (refusedText(key) || refusedText(text)) return null;
    form.set(key, typeof value === "boolean" ? (value ? "on" : "") : text);
  }
  return form;
}
