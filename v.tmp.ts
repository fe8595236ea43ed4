import { solveLoopy, makeRules, buildGraph } from './src/entries/loopy.js';
for (const r of [{ players: 3, zombies: true }, { players: 3, zombies: true, r: 3 }, { players: 4, zombies: true, r: 3 }, {players:3}]) {
  const sol = solveLoopy(r);
  console.log(JSON.stringify(r), JSON.stringify(sol.summary()));
}
const sol = solveLoopy({ players: 3, zombies: true });
console.log(sol.moves('11-11-11').map(m=>m.text+' '+sol.graph.space.format(m.next,true)).join('\n'));
const g = sol.graph; let shown=0;
for (let u=0;u<g.n && shown<5;u++) if (g.terminal[u]) { console.log('terminal', g.space.format(g.codes[u]!, true)); shown++; }
for (let u=0;u<g.n && shown<12;u++) { const f = g.space.format(g.codes[u]!, true); if (f.startsWith('0z')) { console.log(f, sol.moves(f).map(m=>m.text+' '+g.space.format(m.next,true)).join('; ')); shown++; } }
