// Plants one forbidden import per boundary rule (lint/boundaries.js) into a file at the path the rule
// guards, lints it with the repository's own ESLint config, and expects the boundary error; the same
// file with an allowed import must lint clean, so a rule that refused everything would fail too.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { SERVER, WEB } from './boundaries.js';

const ROOT = path.dirname(import.meta.dirname);
const RULE = 'import-x/no-restricted-paths';

// Type information plays no part in the boundaries; without it a planted file need not be on disk.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

/** The first product file of a layer (a folder, or a top-level file such as app.ts). */
function sampleFile(app, layer) {
  const full = path.join(ROOT, app.root, layer);
  if (fs.statSync(full).isFile()) return full;
  const found = fs
    .readdirSync(full, { recursive: true })
    .map(String)
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .sort()[0];
  if (!found) throw new Error(`no product file in ${app.root}/${layer}`);
  return path.join(full, found);
}

/** Where a planted import goes: a new file inside the layer, or the top-level file itself. */
function plantedPath(app, layer) {
  const full = path.join(ROOT, app.root, layer);
  return fs.statSync(full).isFile() ? full : path.join(full, 'planted-violation.ts');
}

function specifiers(app, from, target) {
  const noExt = target.replace(/\.tsx?$/, '');
  const relative = path.relative(path.dirname(from), noExt);
  return {
    relative: relative.startsWith('.') ? relative : `./${relative}`,
    alias: `@/${path.relative(path.join(ROOT, app.root), noExt)}`,
  };
}

async function boundaryErrors(filePath, specifier) {
  const code = `import * as planted from '${specifier}';\n\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === RULE);
}

function refusedPairs(app) {
  const names = Object.keys(app.layers);
  return names.flatMap((layer) => {
    const { may } = app.layers[layer];
    if (may.includes('*')) return [];
    return names
      .filter((other) => other !== layer && !may.includes(other))
      .map((other) => [layer, other]);
  });
}

for (const app of [SERVER, WEB]) {
  describe(`${app.root}: layers`, () => {
    it.each(refusedPairs(app))('%s may not import %s', async (layer, other) => {
      const from = plantedPath(app, layer);
      const { relative, alias } = specifiers(app, from, sampleFile(app, other));
      for (const specifier of [relative, alias]) {
        const errors = await boundaryErrors(from, specifier);
        expect(errors, specifier).toHaveLength(1);
        expect(errors[0].message).not.toMatch(/DESIGN|SPEC|§/);
      }
    });

    it.each(Object.keys(app.layers).filter((layer) => !app.layers[layer].may.includes('*')))(
      '%s may import what its layer allows',
      async (layer) => {
        const from = plantedPath(app, layer);
        const allowed = app.layers[layer].may[0] ?? layer;
        const { relative } = specifiers(app, from, sampleFile(app, allowed));
        expect(await boundaryErrors(from, relative)).toEqual([]);
      },
    );

    it('product code may not import the test helpers', async () => {
      const from = plantedPath(app, 'lib');
      const { alias } = specifiers(app, from, sampleFile(app, 'test'));
      expect(await boundaryErrors(from, alias)).toHaveLength(1);
    });
  });

  describe(`${app.root}: features`, () => {
    const onDisk = fs
      .readdirSync(path.join(ROOT, app.root, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);

    it('every feature folder is in the feature map, and the map is acyclic', () => {
      expect(Object.keys(app.features).sort()).toEqual([...onDisk].sort());
      const visiting = new Set();
      const done = new Set();
      const visit = (name, trail) => {
        if (done.has(name)) return;
        if (visiting.has(name)) throw new Error(`feature cycle: ${[...trail, name].join(' -> ')}`);
        visiting.add(name);
        for (const next of app.features[name] ?? []) visit(next, [...trail, name]);
        visiting.delete(name);
        done.add(name);
      };
      for (const name of onDisk) visit(name, []);
    });

    const pairs = onDisk.flatMap((name) =>
      onDisk
        .filter((other) => other !== name && !(app.features[name] ?? []).includes(other))
        .map((other) => [name, other]),
    );
    it.each(pairs)('features/%s may not import features/%s', async (name, other) => {
      const from = path.join(ROOT, app.root, 'features', name, 'planted-violation.ts');
      const { relative, alias } = specifiers(app, from, sampleFile(app, `features/${other}`));
      expect(await boundaryErrors(from, relative), relative).toHaveLength(1);
      expect(await boundaryErrors(from, alias), alias).toHaveLength(1);
    });

    it.each(onDisk.filter((name) => (app.features[name] ?? []).length > 0))(
      'features/%s may import the features the map allows',
      async (name) => {
        const from = path.join(ROOT, app.root, 'features', name, 'planted-violation.ts');
        for (const other of app.features[name]) {
          const { alias } = specifiers(app, from, sampleFile(app, `features/${other}`));
          expect(await boundaryErrors(from, alias), alias).toEqual([]);
        }
      },
    );
  });
}

describe('the cycles that were broken stay broken', () => {
  const cases = [
    ['apps/server/src/features/account/x.ts', '@/features/admin/admin.repository'],
    ['apps/server/src/features/auth/x.ts', '@/features/admin/admin.service'],
    ['apps/server/src/features/connections/x.ts', '@/features/ingest/ingest-user'],
    ['apps/server/src/lib/x.ts', '../config/env'],
    ['apps/web/src/features/keywords/x.ts', '@/features/pulse/hooks/use-pulse'],
    ['apps/web/src/features/keywords/x.ts', '../settings/hooks/use-settings'],
    ['apps/web/src/features/settings/x.ts', '@/features/auth/hooks/use-sign-out'],
  ];
  it.each(cases)('%s importing %s is an error', async (file, specifier) => {
    expect(await boundaryErrors(path.join(ROOT, file), specifier)).toHaveLength(1);
  });
});
