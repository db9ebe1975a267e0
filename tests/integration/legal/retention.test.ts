import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  purgeExpiredRecords,
  RETENTION_JOB,
  runRetentionJob,
} from "#app/features/legal/purge-expired-records.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { createActivityLog } from "#db/factories/activity-logs.ts";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import { contactMessages, userActivityLogs } from "#db/schema.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

const NOW = new Date("2026-03-15T12:00:00.000Z");
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

beforeEach(async () => {
  await getDb().execute(sql`truncate contact_messages, user_activity_logs`);
});

async function subjects() {
  return (await getDb().select({ subject: contactMessages.subject }).from(contactMessages))
    .map((row) => row.subject)
    .sort();
}

async function activityNames() {
  return (await getDb().select({ name: userActivityLogs.userName }).from(userActivityLogs))
    .map((row) => row.name)
    .sort();
}

describe("contact messages: 3 years after their last update", () => {
  it("deletes a message last updated 1 ms more than 3 years ago, keeps one at exactly 3 years", async () => {
    const limit = new Date("2023-03-15T12:00:00.000Z");
    await createContactMessage({ subject: "at-limit", createdAt: limit });
    await createContactMessage({ subject: "just-past", createdAt: ms(limit, -1) });
    await createContactMessage({ subject: "recent", createdAt: ms(NOW, -86_400_000) });

    expect(await purgeExpiredRecords(NOW)).toMatchObject({ contactMessages: 1, activityLogs: 0 });
    expect(await subjects()).toEqual(["at-limit", "recent"]);
  });

  it("counts from the last update: an old message closed or reopened recently stays", async () => {
    await createContactMessage({
      subject: "reopened",
      createdAt: new Date("2021-01-10T09:00:00Z"),
      updatedAt: new Date("2025-11-02T09:00:00Z"),
    });
    await createContactMessage({
      subject: "forgotten",
      createdAt: new Date("2021-01-10T09:00:00Z"),
      updatedAt: new Date("2022-06-01T09:00:00Z"),
    });
    await purgeExpiredRecords(NOW);
    expect(await subjects()).toEqual(["reopened"]);
  });

  it("counts calendar years: from 29 February, the limit is 28 February three years later", async () => {
    const leapDay = new Date("2024-02-29T10:00:00.000Z");
    await createContactMessage({ subject: "leap", createdAt: leapDay });
    // 2027-02-28T10:00Z minus 3 years is 2024-02-28T10:00Z: the message is younger, it stays.
    await purgeExpiredRecords(new Date("2027-02-28T10:00:00.000Z"));
    expect(await subjects()).toEqual(["leap"]);
    await purgeExpiredRecords(new Date("2027-03-01T10:00:00.000Z"));
    expect(await subjects()).toEqual([]);
  });
});

describe("activity log: 12 months", () => {
  it("deletes an entry 1 ms older than 12 months, keeps one at exactly 12 months", async () => {
    const limit = new Date("2025-03-15T12:00:00.000Z");
    await createActivityLog({ activityType: "login", userName: "at-limit", createdAt: limit });
    await createActivityLog({ activityType: "logout", userName: "just-past", createdAt: ms(limit, -1) });
    await createActivityLog({ activityType: "profile_updated", userName: "recent", createdAt: ms(NOW, -60_000) });

    expect(await purgeExpiredRecords(NOW)).toMatchObject({ contactMessages: 0, activityLogs: 1 });
    expect(await activityNames()).toEqual(["at-limit", "recent"]);
  });

  it("leaves contact messages of the same age alone (they are kept 3 years)", async () => {
    const twoYearsAgo = new Date("2024-03-15T12:00:00.000Z");
    await createActivityLog({ activityType: "login", userName: "old-entry", createdAt: twoYearsAgo });
    await createContactMessage({ subject: "two-years", createdAt: twoYearsAgo });
    expect(await purgeExpiredRecords(NOW)).toMatchObject({ contactMessages: 0, activityLogs: 1 });
    expect(await subjects()).toEqual(["two-years"]);
  });
});

describe("the job", () => {
  it("skips a round while another process holds its lock", async () => {
    await createContactMessage({ subject: "old", createdAt: new Date("2020-01-01T00:00:00Z") });
    const other = await getPool().connect();
    try {
      await other.query("select pg_advisory_lock($1)", [0x72657461696e]);
      expect(await runRetentionJob(NOW)).toBeNull();
      expect(await subjects()).toEqual(["old"]);
    } finally {
      await other.query("select pg_advisory_unlock($1)", [0x72657461696e]);
      other.release();
    }
    expect(await runRetentionJob(NOW)).toMatchObject({ contactMessages: 1, activityLogs: 0 });
  });

  it("runs daily from the job queue (decision 016)", async () => {
    expect(RETENTION_JOB.schedule).toBe("37 3 * * *");
    await createContactMessage({ subject: "old", createdAt: new Date("2020-01-01T00:00:00Z") });
    await RETENTION_JOB.run({}, { id: "test", retryCount: 0, retryLimit: 3, lastAttempt: false });
    expect(await subjects()).toEqual([]);
  });
});
