import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Under scripts/test-stages.mjs (npm test), also a JSON report it names the failed tests from.
const reportDir = process.env.TEST_REPORT_DIR;

/** `npm run test:docker`: the container image and the compose files, run by a real Docker engine. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/docker.json` }]]
      : ['default'],
    include: ['test-docker/**/*.test.ts'],
    environment: 'node',
    // One file at a time: both build the same image (the second build is all cache hits), and
    // several stacks at once would crowd a small machine.
    fileParallelism: false,
    // Building the image installs every package once: minutes, not seconds.
    hookTimeout: 900_000,
    testTimeout: 600_000,
  },
});
