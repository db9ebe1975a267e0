// A tiny S3-compatible HTTP server for the media-store contract test: path-style
// PUT / GET / HEAD / DELETE of objects in one bucket, kept in memory, answering the way S3
// does (ETag, Content-Type, Content-Length, XML errors with NoSuchKey, 404 without a body
// for HEAD). It does not check signatures: the SDK's own signing is not what is under test.
// No S3 server can be installed here (no `npm install`), hence this stub rather than MinIO.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface S3Stub {
  endpoint: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl?: string }>;
  /** Every request received, "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3Stub(bucket = "fiable-media"): Promise<S3Stub> {
  const objects: S3Stub["objects"] = new Map();
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    requests.push(`${request.method} ${url.pathname}`);
    const prefix = `/${bucket}/`;
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
          "Last-Modified": new Date().toUTCString(),
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
