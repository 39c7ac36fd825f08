// Which folder may import which, in both apps, checked by import-x/no-restricted-paths. The rule
// resolves every import (relative paths and the `@/` alias alike) to a file before comparing paths,
// so `../features/x` from lib/ is caught as surely as `@/features/x`. docs/architecture.md explains
// the layers in prose; lint/boundaries.test.mjs plants one violation per rule and expects the error.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(import.meta.dirname);

/** Test code may cross every boundary: it wires the whole thing. */
export const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*-test-kit.ts',
  'apps/server/src/test/**',
  'apps/web/src/test/**',
];

/**
 * One app's layers, top to bottom. `may` lists what a folder (or top-level file) may import besides
 * itself; every other layer of the same app is refused.
 */
export const SERVER = {
  root: 'apps/server/src',
  layers: {
    'main.ts': { may: ['*'], why: 'main.ts starts the roles; nothing imports it.' },
    'app.ts': {
      may: [
        'jobs',
        'plugins',
        'features',
        'platforms',
        'summarizer',
        'matcher',
        'db',
        'backup',
        'config',
        'lib',
      ],
      why: 'app.ts wires the HTTP app; only main.ts and tests use it.',
    },
    jobs: {
      may: ['features', 'platforms', 'summarizer', 'matcher', 'db', 'backup', 'config', 'lib'],
      why: 'jobs/ runs features in the background; it never reaches the HTTP plugins or the app that wires it.',
    },
    plugins: {
      may: ['features', 'platforms', 'db', 'config', 'lib'],
      why: 'plugins/ are Fastify hooks around every route; they know no jobs and not the app that registers them.',
    },
    features: {
      may: ['platforms', 'summarizer', 'matcher', 'db', 'config', 'lib'],
      why: 'features/ never import jobs/, plugins/ or the app: a feature that queues work is handed a queue port.',
    },
    backup: {
      may: ['db', 'config', 'lib'],
      why: 'backup/ copies the database; above db/ it reads only the configuration (the environment its pg_dump child gets).',
    },
    summarizer: {
      may: ['matcher', 'config', 'lib'],
      why: 'summarizer/ turns items into text; it reads no database and calls no platform.',
    },
    config: {
      may: ['platforms', 'lib'],
      why: 'config/ reads the environment and builds what it configures (the platform registry); nothing above that.',
    },
    platforms: {
      may: ['db', 'lib'],
      why: 'platforms/ talk to the outside services (or their sandbox); they know no feature and read no configuration.',
    },
    matcher: { may: ['lib'], why: 'matcher/ is a pure algorithm over lib/.' },
    db: { may: ['lib'], why: 'db/ is the schema and the connection; it knows nothing above lib/.' },
    lib: { may: [], why: 'lib/ is the bottom layer: small helpers that know nothing of the app.' },
  },
  /**
   * Which other features a feature may import. The map must stay acyclic (the lint test checks):
   * when two features need one piece, move it into the one below, or down a layer.
   */
  features: {
    health: [],
    settings: [],
    'oauth-states': [],
    connections: ['oauth-states'],
    options: ['connections'],
    sources: ['connections'],
    'keyword-alerts': ['settings'],
    email: ['keyword-alerts', 'settings'],
    ingest: ['connections', 'keyword-alerts', 'settings'],
    auth: ['connections', 'oauth-states'],
    summaries: ['auth', 'connections', 'settings', 'sources'],
    account: ['auth', 'email', 'summaries'],
    'api-tokens': ['auth'],
    admin: ['account', 'api-tokens', 'auth'],
    pulse: ['connections', 'email', 'ingest', 'keyword-alerts', 'settings', 'summaries'],
    digests: ['connections', 'email', 'summaries'],
  },
};

export const WEB = {
  root: 'apps/web/src',
  layers: {
    'main.tsx': { may: ['*'], why: 'main.tsx mounts the app; nothing imports it.' },
    app: {
      may: ['features', 'components', 'lib', 'config'],
      why: 'app/ composes features into routes; only main.tsx uses it.',
    },
    features: {
      may: ['components', 'lib', 'config'],
      why: 'features/ never import app/: routes compose features, not the other way round.',
    },
    components: {
      may: ['lib', 'config'],
      why: 'components/ are shared and presentational; they know no feature.',
    },
    lib: { may: ['config'], why: 'lib/ holds app-wide helpers; it knows no feature or component.' },
    config: { may: [], why: 'config/ holds constants; it imports nothing of the app.' },
  },
  features: {
    options: [],
    keywords: [],
    sources: [],
    'your-sources': [],
    settings: ['keywords', 'options'],
    auth: ['settings'],
    account: ['auth', 'options', 'settings'],
    admin: ['auth', 'options'],
    connections: ['auth', 'options'],
    pulse: ['keywords', 'sources', 'your-sources'],
    alerts: ['keywords'],
    summaries: ['auth', 'sources'],
    digests: ['your-sources'],
    'api-tokens': ['auth'],
  },
};

function layerZones(app) {
  const names = Object.keys(app.layers);
  return names.flatMap((name) => {
    const { may, why } = app.layers[name];
    if (may.includes('*')) return [];
    const refused = names.filter((other) => other !== name && !may.includes(other));
    return [
      {
        target: `${app.root}/${name}`,
        from: refused.map((other) => `${app.root}/${other}`),
        message: why,
      },
    ];
  });
}

/** Every feature folder on disk; one missing from the map may import no other feature. */
function featureFolders(app) {
  const dir = path.join(ROOT, app.root, 'features');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function featureZones(app) {
  const folders = featureFolders(app);
  return folders.flatMap((name) => {
    const allowed = app.features[name] ?? [];
    const refused = folders.filter((other) => other !== name && !allowed.includes(other));
    if (refused.length === 0) return [];
    const may = allowed.length
      ? `only features/${allowed.join(', features/')}`
      : 'no other feature';
    return [
      {
        target: `${app.root}/features/${name}`,
        from: refused.map((other) => `${app.root}/features/${other}`),
        message: `features/${name} may import ${may}. Move a shared piece into the feature below or down a layer; a new dependency goes into the feature map in lint/boundaries.js, which must stay acyclic.`,
      },
    ];
  });
}

function testHelperZone(app) {
  return {
    target: app.root,
    from: `${app.root}/test`,
    message: 'Product code never imports test helpers: nothing meant for tests may ship.',
  };
}

/** The flat-config block that enforces all of the above on product code. */
export function boundariesConfig(importX, resolver) {
  return {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [SERVER, WEB].flatMap((app) => [
            ...layerZones(app),
            ...featureZones(app),
            testHelperZone(app),
          ]),
        },
      ],
    },
  };
}
