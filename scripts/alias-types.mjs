// Run after tsup (the `build` script): the declarations of `partizan/loopy`, the deprecated old name
// of `partizan/chopsticks-played`. package.json points the JavaScript of `partizan/loopy` at
// dist/chopsticks-played.{js,cjs}, the very same module, so tsup builds no entry for it (the two names
// as two entries made esbuild cut their shared modules into a chunk of their own: two more files
// for every import of either); its types re-export those of partizan/chopsticks-played.
import { writeFileSync } from 'node:fs';

const doc = `/**
 * \`partizan/loopy\`: the old name of \`partizan/chopsticks-played\` (Chopsticks as people play it),
 * kept for one release: the same module. Import from \`partizan/chopsticks-played\` instead.
 *
 * @deprecated Use \`partizan/chopsticks-played\`.
 * @packageDocumentation
 */
`;
const dist = new URL('../dist/', import.meta.url);
writeFileSync(new URL('loopy.d.ts', dist), `${doc}export * from './chopsticks-played.js';\n`);
writeFileSync(new URL('loopy.d.cts', dist), `${doc}export * from './chopsticks-played.cjs';\n`);
