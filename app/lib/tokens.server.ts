import { createHash, createHmac, randomBytes } from "node:crypto";
import { authSecret } from "./env.server.ts";

/*
 * Secrets in links (invitations, a reviewer's private link): 256-bit tokens, of which the
 * database keeps only the SHA-256. A token a job must mail later is derived from the app
 * secret and the row's id (HMAC), so neither the database nor the job queue ever holds it.
 */

let fallbackSecret: Buffer | undefined;

/**
 * The app secret: BETTER_AUTH_SECRET, which server/app.ts sets at boot from the environment
 * or DATA_DIR/secrets.json. A script or test without it gets one for its own process.
 */
export function appSecret(): string | Buffer {
  const secret = authSecret();
  if (secret) return secret;
  fallbackSecret ??= randomBytes(32);
  return fallbackSecret;
}

/** The token of `purpose` for row `id`: HMAC-SHA256 under the app secret, base64url (43 characters). */
export function deriveToken(purpose: string, id: string): string {
  return createHmac("sha256", appSecret()).update(`${purpose}:${id}`).digest("base64url");
}

/** What the database stores of a token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A random token (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token as it may appear in a URL: base64url, 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
