/**
 * Characters no text field takes: the C0 controls but tab, line feed and carriage
 * return, DEL and the C1 controls. NUL among them is what PostgreSQL refuses in text; the
 * others are invisible and only come from crafted requests or stray pastes. Used by the
 * server's request guard (server/request-guard.ts) and by the browsers' check before a form
 * is sent (control-character-check.ts), so both refuse the same thing.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A text field's value that is refused: a control character, or U+FFFD (bytes that were not UTF-8). */
export function refusedText(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || value.includes("\uFFFD");
}

/**
 * Whether any string of a parsed JSON value (object keys included) is refused text; "deep"
 * past `maxDepth` levels. Walks with a stack, never recursion.
 */
export function inspectJson(value: unknown, maxDepth = 64): "ok" | "deep" | "characters" {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (depth > maxDepth) return "deep";
    if (typeof item === "string") {
      if (refusedText(item)) return "characters";
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push([child, depth + 1]);
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (refusedText(key)) return "characters";
        stack.push([child, depth + 1]);
      }
    }
  }
  return "ok";
}
