import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:docker`: the container image and the compose files, run by a real Docker engine. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
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
