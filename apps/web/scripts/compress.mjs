// Precompresses the built app once, at build time, so the server never compresses per request:
// every text asset gets a `.br` (brotli, best quality) and a `.gz` (gzip -9) sibling, which
// @fastify/static serves by Accept-Encoding (`preCompressed: true`, apps/server/src/plugins/web-app.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
// Below this, the headers of a second response cost more than compression saves.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      // The manifest is read by the build only, never served.
      if (name !== '.vite') yield* files(full);
    } else if (TEXT.has(extname(name))) yield full;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
let count = 0;
for (const file of files(dist)) {
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzip);
  raw += source.length;
  br += brotli.length;
  gz += gzip.length;
  count += 1;
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`Precompressed ${count} files: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
