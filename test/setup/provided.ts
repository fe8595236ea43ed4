/** What the global setup (test/setup/global.ts) provides to the test files, read with vitest's `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding `cli.cjs`, the command bundled from the sources for this run (test/cli/spawn.ts). */
    cliBundle: string;
    /** A folder, empty until a browser test builds the site into it, shared by the browser tests (test/browser/harness.ts). */
    siteDir: string;
  }
}

export {};
