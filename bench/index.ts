/** `npm run bench`: every benchmark suite of the project, in turn. */
export {};
const suites: Array<[string, () => Promise<unknown>]> = [
  ['engine', () => import('./engine.js')],
  ['loopy', () => import('./loopy.js')],
  ['loopy-values', () => import('./loopy-values.js')],
  ['loopy-games', () => import('./loopy-games.js')],
  ['notation', () => import('./notation.js')],
  ['chopsticks', () => import('./chopsticks.js')],
  ['table2', () => import('./table2.js')],
  ['rulesets', () => import('./rulesets.js')],
  ['grid-games', () => import('./grid-games.js')],
  ['analysis', () => import('./analysis.js')],
  ['site', () => import('./site.js')],
  ['misere', () => import('./misere.js')],
  ['impartial', () => import('./impartial.js')],
  // issue 21: the rows of the issue on the packed package before and after the one-family restructuring
  ['before-after', () => import('./before-after.js')],
];

const only = process.argv[2];
for (const [name, load] of suites) {
  if (only && !name.includes(only)) continue;
  console.log(`\n== ${name} ==`);
  const mod = (await load()) as { run(): Promise<void> | void };
  await mod.run();
}
console.log(`\nmachine: node ${process.version}, ${(await import('node:os')).cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`);
