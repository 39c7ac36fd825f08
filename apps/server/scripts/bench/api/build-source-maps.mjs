// Positions in a built SPA's scripts, read back through the build's source maps (build with
// `npx vite build --sourcemap --outDir <dir>`), for the browser benches (web-profile.mjs,
// lighthouse-tasks.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/**
 * A lookup for `dist`'s scripts: (script URL, 1-based line, 0-based column) → the original
 * `{ source, line, name }`, or null for a script without a map or a position outside it.
 */
export function buildSourceMaps(dist) {
  const maps = new Map();
  const load = (file) => {
    if (!maps.has(file)) {
      const usable = file.endsWith('.js') && existsSync(file) && existsSync(`${file}.map`);
      maps.set(
        file,
        usable && {
          map: new TraceMap(readFileSync(`${file}.map`, 'utf8')),
          // vite.config.ts puts a compile hint on the entry's first line after its map was made.
          shift: readFileSync(file, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n') ? 1 : 0,
        },
      );
    }
    return maps.get(file);
  };
  return (url, line, column) => {
    const loaded = load(path.join(dist, new URL(url).pathname));
    const mapped = line - (loaded ? loaded.shift : 0);
    if (!loaded || mapped < 1) return null;
    const pos = originalPositionFor(loaded.map, { line: mapped, column: Math.max(0, column) });
    return pos.source === null ? null : pos;
  };
}
