import { solveLoopy } from './src/entries/loopy.js';
const rows: Array<[string, object]> = [
  ['normal', {}],
  ['sudden death', { suddenDeath: true }],
  ['sudden death, cut-off', { suddenDeath: true, overflow: 'cutoff' }],
  ['Logan Clause', { logan: true }],
  ['Logan Clause, cut-off', { logan: true, overflow: 'cutoff' }],
  ['Cherri', { cherri: true }],
  ['Cherri, cut-off', { cherri: true, overflow: 'cutoff' }],
  ['Integers (roll-over)', { integers: true }],
  ['3 hands, pair splits', { hands: 3 }],
  ['3 hands, splits over all hands', { hands: 3, splitAll: true }],
  ['4 hands, r = 4, pair splits', { hands: 4, r: 4 }],
  ['4 hands, r = 4, splits over all hands', { hands: 4, r: 4, splitAll: true }],
  ['both openings', { start: 'both' }],
  ['both openings, suicide, meta', { start: 'both', suicide: true, meta: true }],
  ['sudden death, 3 players', { suddenDeath: true, players: 3 }],
];
for (const [name, r] of rows) {
  const t0 = performance.now();
  const s = solveLoopy(r as never).summary();
  const w = (v: { position: string; value: string; remoteness: number | null }) => `${v.position}: ${v.value === 'draw' ? 'draw' : `${v.value} in ${v.remoteness}`}`;
  console.log(`| ${name} | \`${JSON.stringify(r)}\` | ${s.positions} | ${s.counts.win} / ${s.counts.lose} / ${s.counts.draw} | ${[s.start, ...(s.otherStarts ?? [])].map(w).join('; ')} | ${s.maxRemoteness} |  ${(performance.now()-t0).toFixed(0)}ms`);
}
