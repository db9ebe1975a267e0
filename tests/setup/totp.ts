// What an authenticator app shows (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps), written
// here from the RFC rather than taken from the app, so that the tests check the app's codes
// against an independent computation. Shared by Vitest and Playwright.
import { createHmac } from "node:crypto";

/** The admin TOTP secret every test server is given (ADMIN_TOTP_SECRET, base32, 160 bits). */
export const TEST_ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step of `ms`. */
export function stepOf(ms: number): number {
  return Math.floor(ms / 30_000);
}

/** The code of `secret` for time step `step`. */
export function totpForStep(step: number, secret = TEST_ADMIN_TOTP_SECRET): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

/** The code an authenticator shows at `ms`. */
export function totpAt(ms: number, secret = TEST_ADMIN_TOTP_SECRET): string {
  return totpForStep(stepOf(ms), secret);
}
