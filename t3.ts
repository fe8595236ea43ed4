import { misereQuotient, pPortion } from './src/misere/index.js';
import { kayles, dawsonsKayles, grundy, nim, g075, g03, sub237 } from './test/misere/heaps.js';
const runs: [any, number][] = [[nim, 2], [nim, 3], [nim, 4], [g03, 10], [g075, 20], [kayles, 12], [dawsonsKayles, 12], [grundy, 15], [sub237, 20]];
for (const [r, h] of runs) {
  const t = Date.now();
  try {
    const q = misereQuotient(r, h);
    console.log(r.name, h, 'order', q.order, 'P', pPortion(q).join(' '), 'gens', q.generators.map((g) => g.name + '=' + g.heap).join(' '), 'rel', q.relations.join(', '), Date.now() - t, 'ms');
  } catch (e) { console.log(r.name, h, 'ERR', (e as Error).message, Date.now() - t, 'ms'); }
}
