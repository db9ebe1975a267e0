import { describe, expect, it } from "vitest";
import { parseInvitationText } from "#app/features/invitations/parse-invitations.ts";

describe("pasted invitation lines", () => {
  it("reads « Name <email> », a bare address and name;email, with their line numbers", () => {
    const lines = parseInvitationText(
      [
        "Léa Martin <Lea@Example.com>",
        "",
        "marc@example.com",
        "Sophie Durand;sophie@example.com",
        "Tom\ttom@example.com",
      ].join("\n"),
    );
    expect(lines).toEqual([
      { line: 1, raw: "Léa Martin <Lea@Example.com>", kind: "valid", email: "lea@example.com", name: "Léa Martin" },
      { line: 3, raw: "marc@example.com", kind: "valid", email: "marc@example.com", name: null },
      {
        line: 4,
        raw: "Sophie Durand;sophie@example.com",
        kind: "valid",
        email: "sophie@example.com",
        name: "Sophie Durand",
      },
      { line: 5, raw: "Tom\ttom@example.com", kind: "valid", email: "tom@example.com", name: "Tom" },
    ]);
  });

  it("says why a line is invalid and which line a duplicate repeats", () => {
    const lines = parseInvitationText(
      [
        "a@example.com",
        "just a name",
        "b@",
        "x@example.com, y@example.com",
        `${"N".repeat(81)} <n@example.com>`,
        "A@EXAMPLE.COM",
      ].join("\r\n"),
    );
    expect(
      lines.map((l) => ({ line: l.line, kind: l.kind, ...("problem" in l ? { problem: l.problem } : {}) })),
    ).toEqual([
      { line: 1, kind: "valid" },
      { line: 2, kind: "invalid", problem: "noEmail" },
      { line: 3, kind: "invalid", problem: "emailInvalid" },
      { line: 4, kind: "invalid", problem: "severalEmails" },
      { line: 5, kind: "invalid", problem: "nameTooLong" },
      { line: 6, kind: "duplicate" },
    ]);
    expect(lines[5]).toMatchObject({ firstLine: 1, email: "a@example.com" });
  });

  it("keeps a quoted name with a comma and skips blank lines", () => {
    expect(parseInvitationText('\n\n"Dupont, Jean" <jean@example.fr>\n   \n')).toEqual([
      {
        line: 3,
        raw: '"Dupont, Jean" <jean@example.fr>',
        kind: "valid",
        email: "jean@example.fr",
        name: "Dupont, Jean",
      },
    ]);
  });
});
