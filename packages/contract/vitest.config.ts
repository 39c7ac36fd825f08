import { defineConfig } from 'vitest/config';

// Under scripts/test-stages.mjs (npm test), also a JSON report it names the failed tests from.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/contract.json` }]]
      : ['default'],
  },
});
