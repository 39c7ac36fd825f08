import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:scale`: API replicas and workers behind nginx on one PostgreSQL server. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['test-scale/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 180_000,
    testTimeout: 600_000,
  },
});
