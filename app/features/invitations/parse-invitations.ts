import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import { INVITEE_NAME_MAX } from "./invitation-rules.ts";

/*
 * What an owner pastes to invite clients: one client per line, as
 *   Léa Martin <lea@example.com>     (an address as mail programs write it)
 *   lea@example.com                   (the address alone)
 *   Léa Martin;lea@example.com        (CSV with ";", "," or a tab — a spreadsheet's column pasted)
 * Blank lines are skipped; every other line is either valid or invalid with a reason, and
 * the same address twice in one paste is a duplicate of its first line.
 */

export type LineProblem = "noEmail" | "emailInvalid" | "severalEmails" | "nameTooLong";

export type ParsedLine =
  | { line: number; raw: string; kind: "valid"; email: string; name: string | null }
  | { line: number; raw: string; kind: "duplicate"; email: string; name: string | null; firstLine: number }
  | { line: number; raw: string; kind: "invalid"; problem: LineProblem };

const email = z.email();

function isEmail(value: string): boolean {
  return value.length <= 254 && email.safeParse(value).success;
}

function parseLine(raw: string): { email: string; name: string | null } | LineProblem {
  const text = raw.trim();
  let name = "";
  let address = "";
  if (!text.includes("<") && /[;\t,]/.test(text)) {
    // CSV: the field that is an address is the address; the others make the name.
    const fields = text
      .split(/[;\t,]/)
      .map((f) => f.trim().replace(/^"(.*)"$/, "$1"))
      .filter(Boolean);
    const addresses = fields.filter((f) => f.includes("@"));
    if (addresses.length === 0) return "noEmail";
    if (addresses.length > 1) return "severalEmails";
    address = addresses[0]!;
    name = fields.filter((f) => !f.includes("@")).join(" ");
  } else {
    const parsed = addressparser(text, { flatten: true }).filter((a) => a.address || a.name);
    const withAddress = parsed.filter((a) => a.address.includes("@"));
    if (withAddress.length > 1) return "severalEmails";
    if (withAddress.length === 0) {
      // "lea@" or "Léa <lea>": an address was meant but is not one.
      return text.includes("@") || text.includes("<") ? "emailInvalid" : "noEmail";
    }
    address = withAddress[0]!.address;
    name = withAddress[0]!.name;
  }
  const normalized = address.trim().toLowerCase();
  if (!isEmail(normalized)) return "emailInvalid";
  const cleanName = name.replace(/\s+/g, " ").trim();
  if (cleanName.length > INVITEE_NAME_MAX) return "nameTooLong";
  return { email: normalized, name: cleanName || null };
}

/** Every non-blank line of `text`, numbered from 1 as the owner sees them. */
export function parseInvitationText(text: string): ParsedLine[] {
  const seen = new Map<string, number>();
  const out: ParsedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const line = index + 1;
    const parsed = parseLine(raw);
    if (typeof parsed === "string") {
      out.push({ line, raw, kind: "invalid", problem: parsed });
      return;
    }
    const first = seen.get(parsed.email);
    if (first !== undefined) {
      out.push({ line, raw, kind: "duplicate", ...parsed, firstLine: first });
      return;
    }
    seen.set(parsed.email, line);
    out.push({ line, raw, kind: "valid", ...parsed });
  });
  return out;
}
