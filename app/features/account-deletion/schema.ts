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

export type DeleteAccountMessage =
  | "accountDeletion.errors.passwordRequired"
  | "accountDeletion.errors.passwordWrong"
  | "accountDeletion.errors.emailMismatch"
  | "accountDeletion.errors.codeRequired"
  | "accountDeletion.errors.codeWrong"
  | "accountDeletion.errors.tooManyAttempts"
  | "accountDeletion.errors.failed";

export type DeleteAccountActionData = {
  status: "error";
  message: DeleteAccountMessage;
  field?: DeleteAccountField;
};
