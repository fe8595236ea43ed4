import { solveLoopy, makeRules, buildGraph, solveGraph } from './src/entries/loopy.js';
for (const r of [{ stumps: true }, { stumps: true, overflow: 'cutoff' }, { stumps: true, r: 2 }, { split: 'halves', r: 4 }, {}]) {
  const sol = solveLoopy(r as never);
  console.log(JSON.stringify(r), JSON.stringify(sol.summary()));
}
const R = makeRules({ stumps: true });
const sp = buildGraph(R).space;
const sol = solveGraph(buildGraph(R, { root: sp.parse('0,1-1,1') }));
console.log(sol.moves('0,1-1,1').map(m=>m.text+' '+sp.format(m.next,true)).join('\n'));
const sol2 = solveGraph(buildGraph(R, { root: sp.parse('0.5,1.5-1,2') }));
console.log(sol2.moves('0.5,1.5-1,2').map(m=>m.text+' '+sp.format(m.next,true)).join('\n'));
// r=2 stumps vs halvesies r=4 from 22-22
const a = solveLoopy({ stumps: true, r: 2 });
const hsp = buildGraph(makeRules({ split: 'halves', r: 4 })).space;
const b = solveGraph(buildGraph(makeRules({ split: 'halves', r: 4 }), { root: hsp.parse('22-22') }));
console.log('stumps r2', a.summary(), 'halvesies r4 from 22-22', b.summary());
