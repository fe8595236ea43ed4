import { VARIANTS, variantPosition, variantRuleset } from './src/games/simple-chopsticks/variants.ts';
import { Solver } from './src/engine/solver.ts';
import { rulesetValue, valueKind, graphValues } from './src/games/loopy-bridge.ts';
import { backslidingToadsFrogs } from './src/games/toads-frogs/backsliding.ts';
import './src/notation/index.ts';
for (const name of ['rollover','splits','revives','revives-even']) {
  const v = VARIANTS[name]!;
  for (let n = 2; n <= 7; n++) {
    const t0=Date.now();
    try { const x = rulesetValue(new Solver(variantRuleset(v)), variantPosition([1,1],[1,1],n,v)); console.log(name, n, String(x), valueKind(x as any), Date.now()-t0,'ms'); } catch (e) { console.log(name, n, 'ERR', (e as Error).name, (e as Error).message.slice(0,100)); }
  }
}
for (let n=3;n<=6;n++) for (const [i,j] of [[1,1],[1,2],[2,1]]) { const v=VARIANTS.rollover!; try { const x = rulesetValue(new Solver(variantRuleset(v)), variantPosition([i],[j],n,v)); console.log('roll',n,i,j,String(x)); } catch(e) { console.log('ERR', (e as Error).message.slice(0,100)); } }
for (const s of ['T.', '.F', 'T.F', 'T..F', 'TT.F', 'T.FF', 'FT.', 'F.T', '.FT', 'TF.', '.TF', 'T...F', 'TT..FF']) {
  try { console.log(s, String(rulesetValue(new Solver(backslidingToadsFrogs), s))); } catch(e) { console.log(s, 'ERR', (e as Error).message.slice(0,100)); }
}
