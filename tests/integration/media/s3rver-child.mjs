// Runs s3rver (an S3-compatible server from the npm registry, a devDependency) for the media
// store contract test: `node --openssl-legacy-provider s3rver-child.mjs <dir> <bucket>...`.
// It prints {"port":…} once listening, and stops when the test process goes away.
import S3rver from "s3rver";

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  resetOnClose: true,
  configureBuckets: buckets.map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = () => server.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
// The IPC channel closes with the test process, even when that one was killed.
process.on("disconnect", stop);
