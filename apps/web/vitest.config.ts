import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Under scripts/test-stages.mjs (npm test), also a JSON report it names the failed tests from.
const reportDir = process.env.TEST_REPORT_DIR;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: reportDir
        ? ['default', ['json', { outputFile: `${reportDir}/web.json` }]]
        : ['default'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 15_000,
    },
  }),
);
