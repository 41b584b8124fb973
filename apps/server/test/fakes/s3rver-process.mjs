// Runs s3rver (a local S3-compatible server) for the tests: `node --openssl-legacy-provider s3rver-process.mjs <dir> <bucket>`.
// A process of its own because s3rver encrypts its list continuation tokens with DES, which Node's OpenSSL 3
// only offers with the legacy provider. Prints the port as one JSON line once it listens.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: !process.env.S3RVER_LOG, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// the parent's end of stdin closes when it exits or kills us: never outlive the test
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
