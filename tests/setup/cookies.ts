/** `name=value` pairs of the Set-Cookie lines, as a Cookie header (expired ones left out). */
export function cookieFrom(headers: Headers | undefined): string {
  return (headers?.getSetCookie() ?? [])
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");
}
