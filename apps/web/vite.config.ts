import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The dev server proxies the API so the SPA and the API share one origin, as in production.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * Almost every function of the entry chunk (react-dom, the router) runs during the first render.
 * V8 compiles lazily by default: each on its first call, on the main thread, in the middle of
 * start-up. This magic comment (Chrome 136+, ignored elsewhere) has V8 compile the whole file
 * eagerly while it streams in, off the main thread. Lazy chunks keep the default.
 */
function eagerCompileEntry(): Plugin {
  return {
    name: 'socialpulse:eager-compile-entry',
    apply: 'build',
    // After Vite's own post-processing, which puts its preload map at the top of the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) {
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          }
        }
      },
    },
  };
}

/**
 * React Router 7's package exports send every bundler to its development build, production builds
 * included (remix-run/react-router#12532, #14102): its dev warnings on (`ENABLE_DEV_WARNINGS`) and
 * their code kept. The production build beside it is the same API with them off: builds take it;
 * the dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  // Wherever npm put the package: its exports resolve to dist/development/<entry>.
  const development = path.dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = path.join(path.dirname(development), 'production', 'index.mjs');
  return {
    name: 'socialpulse:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * The first screens' code in three chunks instead of the ~30 (/auth) and ~50 (Pulse) small ones
 * automatic splitting makes of the modules the routes share: over HTTP/1.1 (six connections) each
 * small chunk cost a round trip before the page could render. Module ids are read from the module
 * graph once it is built: what /auth alone loads after the entry, what the Pulse and the signed-in
 * frame alone load, and what both load. Modules the entry already has stay there; other screens
 * that use one of these modules load its chunk too.
 */
function firstScreenChunks() {
  const web = fileURLToPath(new URL('./src/', import.meta.url));
  const sets = { auth: new Set<string>(), pulse: new Set<string>(), both: new Set<string>() };
  const plugin: Plugin = {
    name: 'socialpulse:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[], skip = new Set<string>()) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || skip.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          // A package's index that only re-exports (radix-ui, lucide-react) reaches every part of
          // the package, used or not: its parts are left to automatic splitting.
          if (info === null || isReExportsOnly(info.code)) return;
          for (const next of info.importedIds) visit(next);
        };
        roots.map((root) => path.join(web, root)).forEach(visit);
        return seen;
      };
      const entry = closure(['main.tsx']);
      const auth = closure(['app/routes/auth-route.tsx', 'lib/cn.ts'], entry);
      const pulse = closure(
        ['app/routes/pulse-route.tsx', 'app/layout/app-layout.tsx', 'app/prefetch.ts', 'lib/cn.ts'],
        entry,
      );
      for (const id of auth) sets[pulse.has(id) ? 'both' : 'auth'].add(id);
      for (const id of pulse) if (!auth.has(id)) sets.pulse.add(id);
    },
  };
  const group = (name: keyof typeof sets) => ({
    name: `first-screen-${name}`,
    test: (id: string) => sets[name].has(id),
    includeDependenciesRecursively: false,
  });
  return { plugin, groups: [group('both'), group('auth'), group('pulse')] };
}

/**
 * A module that only passes other modules' exports on: imports, `export … from` and `export { … }`
 * (comments and blank lines aside), such as a package's index.
 */
function isReExportsOnly(code: string | null): boolean {
  if (code === null || !code.includes('export')) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/\b(import|export)\b[^;'"]*?\bfrom\s*(['"])[^'"]+\2;?/g, '')
    .replace(/\bexport\s*\{[^}]*\};?/g, '');
  return rest.trim() === '';
}

const firstScreens = firstScreenChunks();

/**
 * The first screens' route code is imported only once the entry has run, a round trip after the
 * entry on a slow network. This writes, for each first screen's path, the files its route imports
 * beyond the entry's own (`first-screen-preloads.json`); the server names them in that page's
 * HTML as module preloads (apps/server/src/plugins/web-pages.ts), so they download beside the entry.
 */
function firstScreenPreloads(): Plugin {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  const screens: Record<string, string[]> = {
    '/auth': ['app/routes/auth-route.tsx', 'lib/cn.ts'],
    '/': ['app/routes/pulse-route.tsx', 'app/layout/app-layout.tsx', 'lib/cn.ts'],
  };
  return {
    name: 'socialpulse:first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (files: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        files.forEach(visit);
        return seen;
      };
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [pathname, modules] of Object.entries(screens)) {
        const roots = modules.map((module) => {
          const id = path.join(src, module);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (chunk === undefined) throw new Error(`first-screen-preloads: no chunk has ${module}`);
          return chunk.fileName;
        });
        preloads[pathname] = [...closure(roots)].filter((file) => !entry.has(file));
      }
      this.emitFile({
        type: 'asset',
        fileName: 'first-screen-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}

/** Two groups of one package's modules: the ones the entry's graph reaches, and the rest. */
function splitByInitial(name: string, test: RegExp) {
  return [
    { name: `${name}-initial`, test, tags: ['$initial' as const], priority: 1 },
    { name, test },
  ];
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    eagerCompileEntry(),
    reactRouterProductionBuild(),
    firstScreens.plugin,
    firstScreenPreloads(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 15173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: { port: 15173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs reads the manifest to measure what the first screen loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The contract's schema-free constants (docs/decisions/0018) are a few hundred bytes per
          // module: one chunk for the first screens, not one request each.
          groups: [
            {
              name: 'contract-constants',
              test: /packages[\\/]contract[\\/]src[\\/]constants[\\/]/,
              priority: 2,
            },
            // The response schemas and zod, which the pages import when their first answer
            // arrives: one chunk, not one per feature's schema file.
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/]/,
              priority: 1,
            },
            ...firstScreens.groups,
            // Icons and React Query's hooks are reached through their packages' index files, which
            // re-export everything, so the module graph cannot tell which the entry draws: the ones
            // the entry's graph reaches ($initial) in one chunk beside it, the rest in another.
            ...splitByInitial('icons', /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/),
            ...splitByInitial('query', /@tanstack[\\/](react-query|query-core)[\\/]/),
          ],
        },
      },
    },
  },
});
