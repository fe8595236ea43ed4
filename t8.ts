import './src/index.js';
import { clobberSolver, parseClobber } from './src/games/clobber/index.js';
import { canonical } from './src/games/grid/region.js';
import { exportGames } from './src/engine/transfer.js';
for (const N of [8, 10, 12]) {
  const t0 = performance.now();
  const s = clobberSolver();
  const keys = new Map<string, any>();
  for (let n = 2; n <= N; n++) for (let m = 0; m < 2 ** n; m++) {
    let t = ''; for (let i = 0; i < n; i++) t += (m >> i) & 1 ? 'x' : 'o';
    if (!t.includes('x') || !t.includes('o')) continue;
    const g = parseClobber(t);
    const c = canonical(g, true);
    if (keys.has(c.key)) continue;
    keys.set(c.key, s.value(c.grid));
  }
  const tr = exportGames([...keys.values()]);
  console.log(N, keys.size, 'strips', tr.data.length, 'numbers', JSON.stringify(tr).length, 'bytes json', (performance.now() - t0).toFixed(0), 'ms');
}
