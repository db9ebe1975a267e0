/**
 * The body of a form post, or null when it is not one: another content type (JSON, XML,
 * text), a malformed body, or a field holding a NUL character (PostgreSQL refuses it in
 * text). Actions answer null with a 4xx instead of crashing in `request.formData()`.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type")?.toLowerCase() ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  for (const [, value] of form) if (typeof value === "string" && value.includes("\u0000")) return null;
  return form;
}
