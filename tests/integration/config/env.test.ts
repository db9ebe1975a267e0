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
});
