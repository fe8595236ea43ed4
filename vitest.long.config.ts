import { defineConfig } from 'vitest/config';

/**
 * `npm run test:long`: the long campaigns (`*.long.test.ts`: the big openings of the variants, the
 * long fuzz runs), which `npm test` leaves out and `.ci/run` runs after it.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.long.test.ts'],
    testTimeout: 1_200_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // the command bundled once for the tests that spawn it; a folder for the site built once
    globalSetup: ['test/setup/global.ts'],
    maxWorkers: 2,
  },
});
