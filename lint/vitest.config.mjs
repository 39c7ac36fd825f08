import { defineConfig } from 'vitest/config';

// The lint rule tests: ESLint's Node API against the repository's own config.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.mjs'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
