import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
