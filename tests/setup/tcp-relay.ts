// A TCP relay in front of a server (PostgreSQL, Redis) whose faults a test controls: freeze
// the open connections (nothing passes, nothing closes), cut everything (connections
// dropped, the port refusing new ones) and restore it on the same port.
import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

export interface TcpRelay {
  port: number;
  /** `url` with its host and port replaced by the relay's. */
  through(url: string): string;
  freeze(): void;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpRelay(host: string, port: number): Promise<TcpRelay> {
  const open = new Set<Socket>();
  const frozen = new Set<Socket>();
  let server: Server | null = null;
  let relayPort = 0;

  const listen = async () => {
    const next = createServer((inbound) => {
      const outbound = connect(port, host);
      for (const [from, to] of [
        [inbound, outbound],
        [outbound, inbound],
      ] as const) {
        open.add(from);
        from.on("data", (chunk) => {
          if (!frozen.has(from)) to.write(chunk);
        });
        from.on("close", () => {
          open.delete(from);
          frozen.delete(from);
          to.destroy();
        });
        from.on("error", () => {});
      }
    });
    await new Promise<void>((ok, fail) => {
      next.once("error", fail);
      next.listen(relayPort, "127.0.0.1", () => ok());
    });
    relayPort = (next.address() as AddressInfo).port;
    server = next;
  };
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of open) socket.destroy();
    if (closing) await new Promise<void>((ok) => closing.close(() => ok()));
  };

  await listen();
  return {
    port: relayPort,
    through(url) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(relayPort);
      return u.toString();
    },
    freeze() {
      for (const socket of open) frozen.add(socket);
    },
    cut,
    async restore() {
      if (!server) await listen();
    },
    close: cut,
  };
}
