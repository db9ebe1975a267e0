// The fuzz run: for every route family, `runs` inputs sampled by fast-check from
// a seed, each sent over HTTP to a running production server, every answer ≥ 500 (or no
// answer) recorded, and /healthz checked after each family. Shared by the Vitest suite
// (tests/fuzz/routes.test.ts: fixed seed, ~100 per family) and `npm run fuzz`.
import fc from "fast-check";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createInvitation } from "#tests/factories/invitations.ts";
import { send, signIn } from "#tests/setup/app-server.ts";
import { FAMILIES, type Family, type Fixtures } from "./families.ts";
import { type FuzzInput, fuzzInput } from "./inputs.ts";

export interface Failure {
  family: string;
  path: string;
  input: string;
  outcome: string;
}

export interface FamilyReport {
  family: string;
  runs: number;
  /** Answers by status ("200", "422" …), and "none" for no answer. */
  statuses: Record<string, number>;
}

export interface FuzzReport {
  seed: number;
  families: FamilyReport[];
  failures: Failure[];
  requests: number;
  milliseconds: number;
}

export const OWNER = { email: "fuzz-owner@example.test", password: "fuzz-owner-password" };

/** A published page with a review, a masked and a plain link, and an open invitation (in the server's database). */
export async function createFixtures(): Promise<Fixtures> {
  const { profile } = await createUserWithProfile({
    user: { email: OWNER.email, password: OWNER.password, name: "Fanny Fuzz" },
    profile: {
      slug: "fanny-fuzz",
      name: "Fanny Fuzz",
      links: [
        { platform: "whatsapp", url: "https://wa.me/33612345678" },
        { platform: "website", url: "https://fanny.example" },
      ],
    },
  });
  const review = await createReview(profile.id, { status: "approved", reviewerName: "Paul Client" });
  const { invitation, token } = await createInvitation(profile.id);
  const [masked, website] = profile.links;
  return {
    slug: profile.slug,
    reviewId: review.id,
    maskedLinkId: masked!.id,
    websiteLinkId: website!.id,
    invitationId: invitation.id,
    invitationToken: token,
  };
}

function describeInput(input: FuzzInput): string {
  const preview = Buffer.from(input.body.subarray(0, 120)).toString("latin1");
  return `${input.method} ${input.kind} (${input.contentType ?? "no type"}, ${input.body.byteLength} bytes, origin ${input.origin}): ${JSON.stringify(preview)}`;
}

export interface FuzzOptions {
  base: string;
  fixtures: Fixtures;
  runs: number;
  seed: number;
  families?: Family[];
  /** Called after each family (progress for the command line). */
  onFamily?: (report: FamilyReport, failures: Failure[]) => void;
}

export async function fuzz({
  base,
  fixtures,
  runs,
  seed,
  families = FAMILIES,
  onFamily,
}: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const report: FuzzReport = { seed, families: [], failures: [], requests: 0, milliseconds: 0 };
  for (const [index, family] of families.entries()) {
    const cookie = family.session === "none" ? "" : await signIn(base, family.session === "owner" ? OWNER : "admin");
    const path = family.path(fixtures);
    const statuses: Record<string, number> = {};
    const failures: Failure[] = [];
    const inputs = fc.sample(fuzzInput, { seed: seed + index, numRuns: runs });
    for (const input of inputs) {
      const headers: Record<string, string> = { Accept: input.accept, "User-Agent": "fiable-fuzz/1" };
      if (input.contentType !== null) headers["Content-Type"] = input.contentType;
      if (input.origin === "same") headers.Origin = base;
      if (input.origin === "foreign") headers.Origin = "https://attacker.example";
      if (cookie) headers.Cookie = cookie;
      let outcome: string;
      try {
        const answer = await send(base, input.method, `${path}${input.query}`, headers, input.body);
        outcome = String(answer.status);
        statuses[outcome] = (statuses[outcome] ?? 0) + 1;
        if (answer.status >= 500) {
          failures.push({
            family: family.name,
            path,
            input: describeInput(input),
            outcome: `${answer.status} ${answer.body.slice(0, 200)}`,
          });
        }
      } catch (error) {
        outcome = `no answer: ${(error as Error).message}`;
        statuses.none = (statuses.none ?? 0) + 1;
        failures.push({ family: family.name, path, input: describeInput(input), outcome });
      }
      report.requests += 1;
    }
    const health = await send(base, "GET", "/healthz", {}).catch((error: Error) => ({
      status: 0,
      body: error.message,
    }));
    if (health.status !== 200) {
      failures.push({
        family: family.name,
        path: "/healthz",
        input: "after the family",
        outcome: `${health.status} ${health.body}`,
      });
    }
    const familyReport = { family: family.name, runs: inputs.length, statuses };
    report.families.push(familyReport);
    report.failures.push(...failures);
    onFamily?.(familyReport, failures);
  }
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}
