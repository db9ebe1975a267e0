import { verifySecondFactorCode } from "#app/features/auth/two-factor.server.ts";

/*
 * The second factor of « Supprimer mon compte » (decision 036): decision 035's check of an
 * authenticator or backup code (a backup code is then used up), with its own limit of 5 wrong
 * codes per 10 minutes per account.
 */
export function checkSecondFactor(
  args: { request: Request },
  userId: string,
  code: string,
): Promise<"ok" | "invalid" | "rate-limited"> {
  return verifySecondFactorCode(args, userId, code);
}
