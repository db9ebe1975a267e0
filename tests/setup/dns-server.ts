// A small authoritative DNS server on 127.0.0.1 (dns2 over UDP) for the custom-domain tests
// (docs/decisions/044-custom-domains.md): the tests set the records of a name, the app's
// resolver (DNS_SERVERS) asks it. A name in `silent` is never answered (a lookup that times out);
// an unknown name is NXDOMAIN; a known name without the asked type answers no data. With
// `zoneDir` (the end-to-end server's), a name's records may also come from `<zoneDir>/<name>.json`,
// written by a test in another process (zoneFileOf, writeZoneFile).
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import dns2 from "dns2";

const { Packet } = dns2;

export interface ZoneRecords {
  TXT?: string[];
  CNAME?: string;
  A?: string[];
  AAAA?: string[];
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  address: string;
  port: number;
  /** Sets (replaces) a name's records. */
  set(name: string, records: ZoneRecords): void;
  remove(name: string): void;
  /** Never answers any question about `name`. */
  silence(name: string): void;
  /** The questions asked so far, `TYPE name`. */
  readonly questions: string[];
  close(): Promise<void>;
}

const RCODE_NXDOMAIN = 3;

/** The file holding `name`'s records in a zone directory. */
export function zoneFileOf(zoneDir: string, name: string): string {
  const safe = name.toLowerCase().replace(/\.$/, "");
  if (!/^[a-z0-9_.-]+$/.test(safe)) throw new Error(`not a DNS name: ${name}`);
  return join(zoneDir, `${safe}.json`);
}

/** Sets `name`'s records for a server started with this `zoneDir`. */
export async function writeZoneFile(zoneDir: string, name: string, records: ZoneRecords): Promise<void> {
  await mkdir(zoneDir, { recursive: true });
  await writeFile(zoneFileOf(zoneDir, name), JSON.stringify(records));
}

function readZoneFile(zoneDir: string, name: string): ZoneRecords | undefined {
  try {
    return JSON.parse(readFileSync(zoneFileOf(zoneDir, name), "utf8")) as ZoneRecords;
  } catch {
    return undefined;
  }
}

export async function startTestDnsServer({
  port = 0,
  zoneDir,
}: {
  port?: number;
  zoneDir?: string;
} = {}): Promise<TestDnsServer> {
  const zone = new Map<string, ZoneRecords>();
  const silent = new Set<string>();
  const questions: string[] = [];
  const key = (name: string) => name.toLowerCase().replace(/\.$/, "");

  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0] as { name: string; type: number } | undefined;
      if (!question) return void send(response);
      const name = key(question.name);
      const typeName = Object.entries(Packet.TYPE).find(([, value]) => value === question.type)?.[0] ?? "?";
      questions.push(`${typeName} ${name}`);
      if (silent.has(name)) return;
      const records = zone.get(name) ?? (zoneDir ? readZoneFile(zoneDir, name) : undefined);
      if (!records) {
        (response as unknown as { header: { rcode: number } }).header.rcode = RCODE_NXDOMAIN;
        return void send(response);
      }
      const base = { name: question.name, class: Packet.CLASS.IN, ttl: 60 };
      const answers: object[] = [];
      if (records.CNAME) {
        // A name with a CNAME has no other records: every question gets the alias.
        answers.push({ ...base, type: Packet.TYPE.CNAME, domain: records.CNAME });
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of records.TXT ?? []) answers.push({ ...base, type: Packet.TYPE.TXT, data });
      } else if (question.type === Packet.TYPE.A) {
        for (const address of records.A ?? []) answers.push({ ...base, type: Packet.TYPE.A, address });
      } else if (question.type === Packet.TYPE.AAAA) {
        for (const address of records.AAAA ?? []) answers.push({ ...base, type: Packet.TYPE.AAAA, address });
      }
      response.answers.push(...(answers as typeof response.answers));
      send(response);
    },
  });
  await server.listen({ udp: { port, address: "127.0.0.1" } });
  const bound = server.addresses().udp?.port;
  if (!bound) throw new Error("the test DNS server did not bind");
  return {
    address: `127.0.0.1:${bound}`,
    port: bound,
    set: (name, records) => {
      zone.set(key(name), records);
      silent.delete(key(name));
    },
    remove: (name) => zone.delete(key(name)),
    silence: (name) => silent.add(key(name)),
    questions,
    close: () => server.close(),
  };
}
