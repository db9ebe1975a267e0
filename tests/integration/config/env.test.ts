import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";

function problemsOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe("parseEnv", () => {
  it("refuses a PORT that is not a number and names it", () => {
    const error = problemsOf({ PORT: "abc" });
    expect(error.problems.map((p) => p.name)).toEqual(["PORT"]);
    expect(error.message).toMatch(/PORT/);
  });

  it("names every bad variable at once", () => {
    const error = problemsOf({ PORT: "abc", DATABASE_URL: "mysql://db.example/app" });
    expect(error.problems.map((p) => p.name).sort()).toEqual(["DATABASE_URL", "PORT"]);
    expect(error.message).toMatch(/PORT/);
    expect(error.message).toMatch(/DATABASE_URL/);
  });

  it("has defaults for everything optional", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      DATABASE_POOL_SIZE: 10,
      MEDIA_STORE: "local",
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
  });

  it("reads given values and treats empty strings as unset", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgres://u:p@db:5432/fiable", SMTP_URL: "" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgres://u:p@db:5432/fiable");
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("refuses a Google client id without its secret", () => {
    const error = problemsOf({ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" });
    expect(error.problems.map((p) => p.name)).toEqual(["GOOGLE_CLIENT_SECRET"]);
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" })).not.toThrow();
  });

  it("refuses a short BETTER_AUTH_SECRET", () => {
    expect(problemsOf({ BETTER_AUTH_SECRET: "short" }).problems.map((p) => p.name)).toEqual(["BETTER_AUTH_SECRET"]);
  });

  describe("TRUST_PROXY", () => {
    const trustOf = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

    it("trusts no proxy when unset, empty, false or 0", () => {
      expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
      for (const value of ["", "false", "0"]) expect(trustOf(value)).toBeUndefined();
    });

    it("takes a number of hops: the socket and the next hops - 1 forwarded addresses are proxies", () => {
      const two = trustOf("2");
      expect([0, 1, 2].map((hop) => two?.("203.0.113.7", hop))).toEqual([true, true, false]);
    });

    it("takes addresses, CIDRs and proxy-addr's names, separated by commas", () => {
      const trust = trustOf("loopback, 10.0.0.0/8,192.0.2.10,fd00::/8,linklocal,uniquelocal");
      for (const address of [
        "127.0.0.1",
        "::1",
        "10.20.30.40",
        "192.0.2.10",
        "fd00::2",
        "169.254.1.1",
        "192.168.1.1",
      ]) {
        expect(trust?.(address, 0), address).toBe(true);
      }
      for (const address of ["203.0.113.7", "192.0.2.11", "2001:db8::1"])
        expect(trust?.(address, 0), address).toBe(false);
    });

    it("refuses true, and says why", () => {
      for (const value of ["true", "TRUE"]) {
        const error = problemsOf({ TRUST_PROXY: value });
        expect(error.problems.map((p) => p.name)).toEqual(["TRUST_PROXY"]);
        expect(error.message).toMatch(/TRUST_PROXY: `true` is not accepted/);
        expect(error.message).toMatch(/number of proxies/);
      }
    });

    it("refuses a bad address, range or name at boot, naming the variable and the entry", () => {
      for (const [value, entry] of [
        ["10.0.0.300", "10.0.0.300"],
        ["loopback,10.0.0.0/33", "10.0.0.0/33"],
        ["0.0.0.0/0", "0.0.0.0/0"],
        ["localhost", "localhost"],
        ["-1", "-1"],
      ] as const) {
        const error = problemsOf({ TRUST_PROXY: value });
        expect(error.problems.map((p) => p.name)).toEqual(["TRUST_PROXY"]);
        expect(error.message).toContain(`TRUST_PROXY: must be false, a number of proxies`);
        expect(error.message).toContain(entry);
      }
      expect(problemsOf({ TRUST_PROXY: " , " }).problems.map((p) => p.name)).toEqual(["TRUST_PROXY"]);
    });

    it("is named along with the other bad variables", () => {
      const error = problemsOf({ PORT: "abc", TRUST_PROXY: "true" });
      expect(error.problems.map((p) => p.name).sort()).toEqual(["PORT", "TRUST_PROXY"]);
    });
  });
});
