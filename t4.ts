import { misereQuotient, pPortion } from './src/misere/index.js';
import { kayles, dawsonsKayles, grundy } from './test/misere/heaps.js';
const [name, h] = [process.argv[2], Number(process.argv[3])];
const r: any = { kayles, dawson: dawsonsKayles, grundy }[name!];
const t = Date.now();
let last = 0;
const q = misereQuotient(r, h, { onProgress: (p) => { if (Date.now() - last > 5000) { last = Date.now(); console.log(' ..', p.done); } } });
console.log(name, h, 'order', q.order, 'P', pPortion(q).length, pPortion(q).join(' '), 'gens', q.generators.map((g) => g.name + '=' + g.heap).join(' '), Date.now() - t, 'ms');
