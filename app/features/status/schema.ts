import { z } from "zod";

/**
 * The subscription form of /status. Error messages are keys of the "statusPage" locale area
 * (statusPage.subscribe.errors.*), translated where they are shown.
 */
export const StatusSubscribeSchema = z.object({
  email: z.string({ error: "required" }).trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalid")),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(0, "bot").optional(),
});

export type StatusSubscribe = z.infer<typeof StatusSubscribeSchema>;
