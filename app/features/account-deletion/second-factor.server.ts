/*
 * The second factor of « Supprimer mon compte » (decision 036): decision 035's
 * `verifySecondFactorCode` (authenticator or backup code). Until that lands on this branch no
 * account here can turn two-factor on, and a code is refused.
 */
export async function checkSecondFactor(
  _args: { request: Request },
  _userId: string,
  _code: string,
): Promise<"ok" | "invalid" | "rate-limited"> {
  return "invalid";
}
