import flags from './node-flags.json';

/**
 * The V8 flags every server process runs with: `npm start`, the container image, the scale-out test
 * and the benches. A bigger young generation (32 MiB semi-spaces instead of Node's 16) means fewer
 * scavenges for an API that allocates a page of rows and their JSON per request: half the
 * scavenges, ~30% less GC time per list request, for at most 48 MiB more heap per busy process
 * (docs/decisions/0020). Only flags Node documents belong here: a V8-internal tuning flag can be
 * dropped by the next Node and then the server would not start (docs/decisions/0021).
 * The list lives in node-flags.json so the benches' plain .mjs scripts read the same one;
 * node-flags.test.ts holds package.json's start script and the Dockerfile to it.
 */
export const SERVER_NODE_FLAGS: readonly string[] = flags;
