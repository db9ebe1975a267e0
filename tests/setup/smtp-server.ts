// A real SMTP server (smtp-server on a free port) for one test file: every mail the app
// sends goes through it (SMTP_URL, read by the mailer at its first mail), and a test can
// make it refuse an address for now (4xx) or for good (5xx).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export interface ReceivedMail {
  to: string[];
  from: string;
  raw: string;
}

/** Call at the top of a test file. */
export function useSmtpServer() {
  const received: ReceivedMail[] = [];
  /** What the server answers to RCPT TO per address (default: accepted). */
  const refusals = new Map<string, { code: number; message: string }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address);
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          raw,
        });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", () => ready()));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await new Promise<void>((done) => server.close(() => done()));
  });
  return { received, refusals };
}
