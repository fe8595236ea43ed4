import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm test`: every test file except the long campaigns (`*.long.test.ts`), which `npm run
 * test:long` runs (vitest.long.config.ts), and `.ci/run` runs both. Two workers: the machine this
 * project is measured on has two cores.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/**/*.long.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // the command bundled once for the tests that spawn it; a folder for the site built once
    globalSetup: ['test/setup/global.ts'],
    maxWorkers: 2,
  },
});
