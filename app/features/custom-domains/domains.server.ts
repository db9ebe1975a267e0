import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { type CustomDomainSettings, customDomainSettings } from "#app/lib/env.server.ts";
import { enqueue } from "#app/lib/job-queue.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { customDomains, profiles } from "#db/schema.ts";
import { uniqueViolation } from "#db/unique-violation.ts";
import { type CheckError, type CheckResult, checkDomainRecords } from "./dns-check.server.ts";
import { DOMAIN_FAILING_MAIL_JOB } from "./failing-mail.server.ts";
import { checkCustomHostname, type HostnameRefusal } from "./hostname.server.ts";
import type { CustomDomainState } from "./states.ts";

/*
 * A profile's custom domain (docs/decisions/044-custom-domains.md): claimed (one per profile,
 * one profile per name — the unique indexes of `custom_domains` settle races), checked
 * (pending → verified on the first success; verified → failing when a re-check fails, the owner
 * mailed once per failure; failing → verified when it passes again) and removed. Every change of
 * state and every removal drops the profile's cached pages in every process (invalidateProfile).
 */

export type CustomDomainRow = typeof customDomains.$inferSelect;

/** A new verification token: the value of the TXT record `_fiable.<hostname>`. */
export function newVerificationToken(): string {
  return `fiable-verify=${randomBytes(16).toString("hex")}`;
}

/** The profile of a user (one per account), or null before the first save. */
export async function profileIdOf(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  return row?.id ?? null;
}

export async function domainOfProfile(profileId: string): Promise<CustomDomainRow | null> {
  const [row] = await getDb().select().from(customDomains).where(eq(customDomains.profileId, profileId));
  return row ?? null;
}

export type ClaimRefusal = HostnameRefusal | "taken" | "onePerProfile";
export type ClaimResult = { ok: true; domain: CustomDomainRow } | { ok: false; reason: ClaimRefusal };

/**
 * Claims `typed` for the profile: the name's rules, then the insert, whose unique indexes decide
 * between two profiles claiming one name at once (the loser is told it is taken) and keep one
 * domain per profile (replacing is removing, then adding).
 */
export async function claimDomain(
  profileId: string,
  typed: string,
  settings: CustomDomainSettings = customDomainSettings(),
): Promise<ClaimResult> {
  const checked = checkCustomHostname(typed, settings);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  try {
    const [domain] = await getDb()
      .insert(customDomains)
      .values({ profileId, hostname: checked.hostname, verificationToken: newVerificationToken() })
      .returning();
    if (!domain) throw new Error("custom domain not inserted");
    await invalidateProfile(profileId);
    return { ok: true, domain };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (constraint.includes("profile_id")) return { ok: false, reason: "onePerProfile" };
    // The host name's index, or one that names no constraint: the name is taken — unless by
    // this very profile, which then already has its one domain.
    const [holder] = await getDb()
      .select({ profileId: customDomains.profileId })
      .from(customDomains)
      .where(eq(customDomains.hostname, checked.hostname));
    return { ok: false, reason: holder?.profileId === profileId ? "onePerProfile" : "taken" };
  }
}

/** « Retirer le domaine »: stops serving it at once (every process's cache dropped). */
export async function removeDomain(profileId: string): Promise<boolean> {
  const removed = await getDb()
    .delete(customDomains)
    .where(eq(customDomains.profileId, profileId))
    .returning({ id: customDomains.id });
  if (removed.length === 0) return false;
  await invalidateProfile(profileId);
  return true;
}

export interface CheckOutcome {
  /** The row after the check; null when it was removed meanwhile. */
  domain: CustomDomainRow | null;
  result: CheckResult;
  changed: boolean;
  /** `accept` declined the result: nothing was recorded. */
  declined: boolean;
}

/** The state after a check, from the state before it. */
export function nextState(state: CustomDomainState, passed: boolean): CustomDomainState {
  if (passed) return "verified";
  return state === "pending" ? "pending" : "failing";
}

/**
 * Checks one domain's records now and records the outcome. A pending domain needs its TXT
 * record and its pointing records; a verified (or failing) one only the pointing records. A
 * lookup that times out or fails is a failure with its code (`timeout`, `dns_error`), never a
 * throw. `accept` may decline a result (the daily job retries our side's faults before applying them).
 */
export async function checkDomain(
  domainId: string,
  {
    settings = customDomainSettings(),
    accept,
  }: {
    settings?: CustomDomainSettings;
    /** Return false to leave the row as it is (e.g. a fault of our side the job will retry). */
    accept?: (result: CheckResult, before: CustomDomainRow) => boolean;
  } = {},
): Promise<CheckOutcome> {
  const db = getDb();
  const [before] = await db.select().from(customDomains).where(eq(customDomains.id, domainId));
  if (!before) return { domain: null, result: { ok: false, error: "dns_error" }, changed: false, declined: false };
  const result = await checkDomainRecords(before.hostname, before.verificationToken, settings, {
    pointingOnly: before.state !== "pending",
  });
  if (accept && !accept(result, before)) return { domain: before, result, changed: false, declined: true };
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    // The row as it is now (a removal, or another check, may have come in the meantime).
    const [current] = await tx
      .select()
      .from(customDomains)
      .where(and(eq(customDomains.id, domainId), eq(customDomains.hostname, before.hostname)))
      .for("update");
    if (!current) return { domain: null, changed: false };
    const state = nextState(current.state, result.ok);
    const error: CheckError | null = result.ok ? null : result.error;
    const startsFailing = current.state === "verified" && state === "failing";
    const [updated] = await tx
      .update(customDomains)
      .set({
        state,
        lastError: error,
        lastCheckedAt: at,
        ...(state === "verified" && current.state !== "verified" ? { verifiedAt: at } : {}),
        ...(state === "verified" ? { failingSince: null, failureMailedAt: null } : {}),
        ...(startsFailing ? { failingSince: at } : {}),
      })
      .where(eq(customDomains.id, domainId))
      .returning();
    if (startsFailing) {
      await enqueue(DOMAIN_FAILING_MAIL_JOB, { domainId, failingSince: at.toISOString() }, { tx });
    }
    return { domain: updated ?? null, changed: state !== current.state };
  });
  if (outcome.changed) await invalidateProfile(before.profileId);
  return { ...outcome, result, declined: false };
}
