import flags from './node-flags.json';

/**
 * The V8 flags every server process runs with: `npm start`, the container image, the scale-out test
 * and the benches (docs/decisions/0020). A bigger young generation (32 MiB semi-spaces instead of
 * Node's 16) means fewer scavenges for an API that allocates a page of rows, their mapped objects
 * and their JSON per request: half the scavenges, ~30% less GC time and 5–15% less CPU per list
 * request (scripts/bench/api/gc-per-request.ts), for at most 48 MiB more heap per busy process.
 * The list lives in node-flags.json so the benches' plain .mjs scripts read the same one;
 * node-flags.test.ts holds package.json's start script and the Dockerfile to it.
 */
export const SERVER_NODE_FLAGS: readonly string[] = flags;
