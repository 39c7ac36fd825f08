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

export default defineConfig({
  plugins: [react(), tailwindcss(), eagerCompileEntry(), reactRouterProductionBuild()],
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
            },
          ],
        },
      },
    },
  },
});
