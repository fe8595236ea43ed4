import { it } from 'vitest';
import { parseLoopy, formatAny } from '../../src/notation/index.js';
import * as L from '../../src/loopy/index.js';
it('smoke', () => {
  for (const t of ['on','off','over','{pass|3/2}','{-1/4+*|pass}','{0|||0||0|off}','{on|0||0}','{0||0|under}','+-{0|pass}','+-{5|pass}','a{0||||0|||a|*||*}',
   'a{0|{0||||0,*2|||a|0||0}||0}', 'dud', 'a{{|a}|}', '{0|{dud|},*}', 'upon', 'upon+upon', 'over-over', 'upon-upon', 'on+off', 'over & v', '-5under', 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}']) {
    try {
      const v = parseLoopy(t);
      const s = formatAny(v);
      const back = parseLoopy(s);
      const extra = v instanceof L.Stopper || (typeof v==='object' && 'onside' in v) ? `${L.outcomeClass(L.loopyOf(v as any))} stops ${L.leftStop(L.loopyOf(v as any)) && L.pseudonumberString(L.leftStop(L.loopyOf(v as any)))},${L.pseudonumberString(L.rightStop(L.loopyOf(v as any)))} plum ${L.isPlumtree(L.loopyOf(v as any))} idem ${L.isIdempotent(L.loopyOf(v as any))} inf ${L.isInfinitesimal(L.loopyOf(v as any))}` : '';
      console.log(t, '=>', s, back === v ? 'RT-ok' : 'RT-FAIL ' + formatAny(back), extra);
    } catch (e) { console.log(t, 'ERR', (e as Error).message); }
  }
});
