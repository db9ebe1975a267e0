import { isIP } from "node:net";
import proxyaddr from "proxy-addr";
import { z } from "zod";

/**
 * Every environment variable Fiable reads, validated once at boot.
 * README's configuration table mirrors this schema.
 */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(" or ")})` },
  );

/** Whether the `hop`-th address of a request's chain (0: the socket's) is a proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY (server/client-address.ts): unset or `false` trusts no proxy; a number is how
 * many hops to believe (proxy-addr's numeric trust); otherwise a comma-separated list of
 * addresses, CIDRs and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`),
 * compiled here so that a bad entry stops the boot. `true` is refused: it would believe
 * whatever X-Forwarded-For a visitor sends.
 */
const trustProxy = optionalString.transform((value, ctx): TrustProxy | undefined => {
  if (value === undefined || value.toLowerCase() === "false") return undefined;
  if (value.toLowerCase() === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "`true` is not accepted (it would believe any X-Forwarded-For a visitor sends): give the number of proxies in front of the app, or their addresses (e.g. loopback or 10.0.0.0/8)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) {
      ctx.addIssue({ code: "custom", message: "is too large a number of proxies" });
      return z.NEVER;
    }
    return hops === 0 ? undefined : (_address, hop) => hop < hops;
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const expected =
    "must be false, a number of proxies, or addresses, CIDRs, loopback, linklocal, uniquelocal separated by commas";
  try {
    if (entries.length === 0) throw new TypeError("no address given");
    return proxyaddr.compile(entries);
  } catch (error) {
    ctx.addIssue({
      code: "custom",
      message: `${expected} (${error instanceof Error ? error.message : String(error)})`,
    });
    return z.NEVER;
  }
});

/** A comma-separated list, blanks dropped. */
const commaList = optionalString.transform((v) =>
  (v ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== ""),
);

/** CUSTOM_DOMAIN_IPS (docs/decisions/044-custom-domains.md): the addresses an owner's A/AAAA records may name. */
const customDomainIps = commaList.superRefine((entries, ctx) => {
  for (const entry of entries) {
    if (isIP(entry) === 0) ctx.addIssue({ code: "custom", message: `"${entry}" is not an IPv4 or IPv6 address` });
  }
});

/**
 * DNS_SERVERS: the resolvers that check custom domains, `ip`, `ip:port` or `[ipv6]:port`,
 * as node:dns's setServers() takes them; empty: the system's.
 */
const dnsServers = commaList.superRefine((entries, ctx) => {
  for (const entry of entries) {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    const v4WithPort = /^([\d.]+):(\d+)$/.exec(entry);
    const address = bracketed?.[1] ?? v4WithPort?.[1] ?? entry;
    const port = bracketed?.[2] ?? v4WithPort?.[2];
    if (isIP(address) === 0 || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) {
      ctx.addIssue({ code: "custom", message: `"${entry}" is not an address, address:port or [IPv6]:port` });
    }
  }
});

/** CUSTOM_DOMAIN_TARGET: a host name (no scheme, no port, no path). */
const hostName = optionalString
  .transform((v) => v?.toLowerCase().replace(/\.$/, ""))
  .refine(
    (v) =>
      v === undefined ||
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(v),
    { message: "must be a host name, without a scheme, port or path (e.g. pages.fiable.example)" },
  );

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: optionalUrl(["http:", "https:"]),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    /** How long the boot waits for an unreachable DATABASE_URL before giving up (server/startup.ts). */
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Worker processes serving HTTP (node:cluster, sharing PORT), each with its share of
     * DATABASE_POOL_SIZE (server/cluster.ts, decision 037). 1: one process, no cluster.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    BETTER_AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: "must be at least 32 characters",
    }),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, {
      message: "must be at least 8 characters",
    }),
    /**
     * The shared admin login's TOTP secret, base32 as authenticator apps show it
     * (spaces, padding and case forgiven), 128 bits or more; unset: generated once and
     * printed (app/features/admin/admin-totp.server.ts).
     */
    ADMIN_TOTP_SECRET: optionalString
      .transform((v) => (v === undefined ? undefined : v.replace(/[\s-]/g, "").replace(/=+$/, "").toUpperCase()))
      .refine((v) => v === undefined || /^[A-Z2-7]+$/.test(v), {
        message: "must be a base32 secret (letters A-Z and digits 2-7), as authenticator apps show it",
      })
      .refine((v) => v === undefined || !/^[A-Z2-7]+$/.test(v) || v.length >= 26, {
        message: "must be at least 26 base32 characters (128 bits)",
      }),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    MAIL_FROM: z.string().default("Fiable <no-reply@fiable.local>"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: optionalUrl(["http:", "https:"]),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalUrl(["http:", "https:"]),
    /** The ffmpeg that transcodes media browsers cannot play (decision 030); `off` for none; unset: /usr/bin/ffmpeg when installed. */
    FFMPEG_PATH: optionalString,
    /** An OpenAI-compatible `/audio/transcriptions` endpoint for automatic transcripts (off when unset). */
    TRANSCRIBE_API_URL: optionalUrl(["http:", "https:"]),
    TRANSCRIBE_API_KEY: optionalString,
    TRANSCRIBE_MODEL: z.string().default("whisper-1"),
    REDIS_URL: optionalUrl(["redis:", "rediss:"]),
    CHAT_API_URL: optionalUrl(["http:", "https:"]),
    CHAT_API_KEY: optionalString,
    CHAT_MODEL: optionalString,
    SEED_DEMO: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** Multiplies per-IP rate limits (end-to-end runs come from one address). */
    RATE_LIMIT_IP_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
    /** The proxies whose X-Forwarded-For gives the client address (unset: the socket's). */
    TRUST_PROXY: trustProxy,
    /**
     * Custom domains (docs/decisions/044-custom-domains.md): the host owners point a CNAME at
     * (unset: PUBLIC_URL's host name), the addresses their A/AAAA records may name instead,
     * the DNS resolvers of the checks (unset: the system's) and how long one lookup may take.
     */
    CUSTOM_DOMAIN_TARGET: hostName,
    CUSTOM_DOMAIN_IPS: customDomainIps,
    DNS_SERVERS: dnsServers,
    DNS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Where `react-router build` wrote the app (the server serves BUILD_DIR/client). */
    BUILD_DIR: z.string().trim().min(1).default("build"),
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({ code: "custom", path: [env[a] ? b : a], message: `is required when ${env[a] ? a : b} is set` });
      }
    }
    if (env.MEDIA_STORE === "s3") {
      for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when MEDIA_STORE=s3" });
      }
    }
  });

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: { name: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p.name}: ${p.message}`).join("\n")}\n` +
        "See the configuration table in README.md.",
    );
    this.name = "EnvError";
  }
}

/** Parses the environment; throws one EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({
    name: String(issue.path[0] ?? "environment"),
    message: issue.message,
  }));
  throw new EnvError(problems);
}

/** The address users see, without a trailing slash: PUBLIC_URL, else http://localhost:PORT. */
export function publicUrlOf(env: Pick<Env, "PUBLIC_URL" | "PORT">): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

/*
 * Values read live rather than validated once at boot: the app secret, which server/app.ts
 * puts in BETTER_AUTH_SECRET (from the environment or DATA_DIR/secrets.json) before anything
 * uses it, and the switches of the test-only routes and clock.
 */

/** The app secret as the boot left it (BETTER_AUTH_SECRET); unset in a script or test that set none. */
export function authSecret(): string | undefined {
  return process.env.BETTER_AUTH_SECRET;
}

/** The test-only routes (/__test/*): on only when FIABLE_TEST_ROUTES=1 (the end-to-end server). */
export function testRoutesEnabled(): boolean {
  return process.env.FIABLE_TEST_ROUTES === "1";
}

/** Whether this process runs under Vitest. */
export function runningUnderVitest(): boolean {
  return process.env.VITEST !== undefined;
}

let cachedPublicUrl: string | undefined;
/** publicUrlOf() of this process's environment, for work done outside a request (jobs, mails). */
export function appPublicUrl(): string {
  cachedPublicUrl ??= publicUrlOf(parseEnv());
  return cachedPublicUrl;
}

export interface CustomDomainSettings {
  /** The host name a custom domain's CNAME must name. */
  target: string;
  /** The addresses its A/AAAA records may name (empty: only a CNAME points at us). */
  ips: string[];
  /** The resolvers of the checks (empty: the system's). */
  dnsServers: string[];
  /** How long one DNS lookup may take. */
  dnsTimeoutMs: number;
  /** PUBLIC_URL's host name (or localhost): a domain nobody may claim. */
  publicHost: string;
}

/**
 * The custom-domain settings (docs/decisions/044-custom-domains.md), read from the environment
 * at each call: the checks are rare, and the tests point DNS_SERVERS at the server they start.
 */
export function customDomainSettings(source: Record<string, string | undefined> = process.env): CustomDomainSettings {
  const env = parseEnv(source);
  const publicHost = new URL(publicUrlOf(env)).hostname.toLowerCase();
  return {
    target: env.CUSTOM_DOMAIN_TARGET ?? publicHost,
    ips: env.CUSTOM_DOMAIN_IPS,
    dnsServers: env.DNS_SERVERS,
    dnsTimeoutMs: env.DNS_TIMEOUT_MS,
    publicHost,
  };
}
