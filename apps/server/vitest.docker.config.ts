import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:docker`: the container image, built and run by a real Docker engine. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['test-docker/**/*.test.ts'],
    environment: 'node',
    // Building the image installs every package once: minutes, not seconds.
    hookTimeout: 900_000,
    testTimeout: 300_000,
  },
});
