import { z } from "zod";

/** « Supprimer mon compte »: what confirms it (decision 036); which fields apply depends on the account. */
export const DeleteAccountSchema = z.object({
  /** Accounts with a password. */
  password: z.string().max(1024).optional(),
  /** Accounts without one (Google or LinkedIn only): their e-mail address, typed. */
  confirmEmail: z.string().max(320).optional(),
  /** When two-factor is on: a code of the authenticator app, or a backup code. */
  code: z.string().max(64).optional(),
});

export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** The fields of the form a refusal can point at. */
export type DeleteAccountField = keyof DeleteAccountInput;

export const DELETE_ACCOUNT_MESSAGES = [
  "accountDeletion.errors.passwordRequired",
  "accountDeletion.errors.passwordWrong",
  "accountDeletion.errors.emailMismatch",
  "accountDeletion.errors.codeRequired",
  "accountDeletion.errors.codeWrong",
  "accountDeletion.errors.tooManyAttempts",
  "accountDeletion.errors.failed",
] as const;
export type DeleteAccountMessage = (typeof DELETE_ACCOUNT_MESSAGES)[number];

/**
 * A refusal carried in the settings' address, for a browser without JavaScript (the form then
 * posts as a page and comes back to the settings): null unless it names a known message.
 */
export function refusalFromAddress(params: URLSearchParams): DeleteAccountActionData | null {
  const message = DELETE_ACCOUNT_MESSAGES.find((known) => known === params.get("deletionError"));
  if (!message) return null;
  const field = params.get("deletionField");
  return {
    status: "error",
    message,
    ...(field === "password" || field === "confirmEmail" || field === "code" ? { field } : {}),
  };
}

export type DeleteAccountActionData = {
  status: "error";
  message: DeleteAccountMessage;
  field?: DeleteAccountField;
};
