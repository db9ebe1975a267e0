// A tiny S3-compatible HTTP server for the media-store contract test: path-style
// PUT / GET / HEAD / DELETE of objects and ListObjectsV2 (paged) in one bucket, kept in memory, answering the way S3
// does (ETag, Content-Type, Content-Length, XML errors with NoSuchKey, 404 without a body
// for HEAD). It does not check signatures: the SDK's own signing is not what is under test.
// No S3 server can be installed here (no `npm install`), hence this stub rather than MinIO.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface S3Stub {
  endpoint: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl?: string; lastModified: Date }>;
  /** Every request received, "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** ListObjectsV2: keys under `prefix` in key order, `pageSize` at a time, the continuation token being the last key given. */
function listObjects(objects: S3Stub["objects"], bucket: string, query: URLSearchParams, pageSize: number): string {
  const prefix = query.get("prefix") ?? "";
  const after = query.get("continuation-token") ?? "";
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const object = objects.get(key)!;
      return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ""}</ListBucketResult>`;
}

export async function startS3Stub(bucket = "fiable-media", { pageSize = 1000 } = {}): Promise<S3Stub> {
  const objects: S3Stub["objects"] = new Map();
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    requests.push(`${request.method} ${url.pathname}`);
    const prefix = `/${bucket}/`;
    if (request.method === "GET" && (url.pathname === `/${bucket}` || url.pathname === prefix)) {
      if (url.searchParams.get("list-type") !== "2") {
        response.writeHead(501);
        response.end();
        return;
      }
      response.writeHead(200, { "Content-Type": "application/xml" });
      response.end(listObjects(objects, bucket, url.searchParams, pageSize));
      return;
    }
    if (!url.pathname.startsWith(prefix)) {
      response.writeHead(404, { "Content-Type": "application/xml" });
      response.end("<Error><Code>NoSuchBucket</Code><Message>The bucket does not exist</Message></Error>");
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const notFound = () => {
      if (request.method === "HEAD") {
        response.writeHead(404);
        response.end();
        return;
      }
      response.writeHead(404, { "Content-Type": "application/xml" });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
      );
    };
    switch (request.method) {
      case "PUT": {
        const body = await readBody(request);
        objects.set(key, {
          body,
          contentType: String(request.headers["content-type"] ?? "binary/octet-stream"),
          cacheControl: request.headers["cache-control"] as string | undefined,
          lastModified: new Date(),
        });
        response.writeHead(200, { ETag: `"${createHash("md5").update(body).digest("hex")}"` });
        response.end();
        return;
      }
      case "GET":
      case "HEAD": {
        const object = objects.get(key);
        if (!object) return notFound();
        response.writeHead(200, {
          "Content-Type": object.contentType,
          "Content-Length": String(object.body.length),
          ETag: `"${createHash("md5").update(object.body).digest("hex")}"`,
          "Last-Modified": object.lastModified.toUTCString(),
        });
        response.end(request.method === "GET" ? object.body : undefined);
        return;
      }
      case "DELETE": {
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      }
      default:
        response.writeHead(405);
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
