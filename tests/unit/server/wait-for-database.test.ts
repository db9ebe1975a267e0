// The boot's wait for an unreachable database (server/startup.ts): backoff, one
// line per attempt, 60 s by default, then one line and exit code 69; a refusal ends at once.
// The clock and the pauses are the test's: no real time passes.
import { describe, expect, it } from "vitest";
import { EXIT_CODES, StartupError, waitForDatabase } from "#server/startup.ts";

const URL_ = "postgres://fiable:secret@db.internal:5432/fiable";

function fakeClock() {
  let now = 0;
  const pauses: number[] = [];
  return {
    now: () => now,
    pause: async (ms: number) => {
      pauses.push(ms);
      now += ms;
    },
    pauses,
  };
}

const refused = () => Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });

describe("waitForDatabase", () => {
  it("tries again with a doubling pause, one line per attempt, until the database answers", async () => {
    const clock = fakeClock();
    const lines: string[] = [];
    let calls = 0;
    await waitForDatabase(
      URL_,
      async () => {
        calls += 1;
        if (calls < 5) throw refused();
      },
      { waitSeconds: 60, log: (line) => lines.push(line), ...clock },
    );
    expect(calls).toBe(5);
    expect(clock.pauses).toEqual([500, 1000, 2000, 4000]);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      "database db.internal:5432/fiable unreachable (connect ECONNREFUSED 10.0.0.5:5432), attempt 1; next attempt in 0.5 s",
    );
    expect(lines[4]).toBe("database db.internal:5432/fiable answered (attempt 5)");
    expect(lines.join("\n")).not.toContain("secret");
  });

  it("gives up after 60 s with one line naming the cause, and exit code 69", async () => {
    const clock = fakeClock();
    const lines: string[] = [];
    const failure = await waitForDatabase(
      URL_,
      async () => {
        throw refused();
      },
      { waitSeconds: 60, log: (line) => lines.push(line), ...clock },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect(failure).toMatchObject({
      exitCode: EXIT_CODES.databaseUnreachable,
      message:
        "database db.internal:5432/fiable still unreachable after 60 s (connect ECONNREFUSED 10.0.0.5:5432): check DATABASE_URL and that PostgreSQL is running",
    });
    expect(clock.now()).toBe(60_000);
    expect(clock.pauses.every((ms) => ms <= 8_000)).toBe(true);
    expect(lines.length).toBe(clock.pauses.length);
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
  });

  it("ends at once when the server refuses the account (wrong password, unknown role)", async () => {
    const clock = fakeClock();
    for (const code of ["28P01", "28000"]) {
      const failure = await waitForDatabase(
        URL_,
        async () => {
          throw Object.assign(new Error(`password authentication failed for user "fiable"`), { code });
        },
        { waitSeconds: 60, log: () => {}, ...clock },
      ).catch((error: unknown) => error);
      expect(failure).toMatchObject({ exitCode: EXIT_CODES.configuration });
      expect((failure as Error).message).toMatch(/^database db\.internal:5432\/fiable refused the connection \(28/);
    }
    expect(clock.pauses).toEqual([]);
  });
});
