import { solveLoopy, countLoopy } from './src/entries/loopy.js';
const t0 = Date.now();
for (const rules of ['normal','sudden-death','logan','cherri','integers','three-hands-split-all','both-starts', '{"hands":3}', '{"suicide":true,"meta":true,"start":"both"}', '{"logan":true,"swaps":false}', '{"suddenDeath":true,"overflow":"cutoff"}']) {
  const s = solveLoopy(rules).summary();
  console.log(rules, JSON.stringify(s));
}
console.log(Date.now()-t0);
