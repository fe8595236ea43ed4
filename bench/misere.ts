/**
 * Misère benchmarks: the time to compute each published quotient (T2 for Nim heaps ≤ 3, R8 for
 * 0.75, Z2 for 0.3, order 360 for Dawson's Kayles heaps ≤ 30; see test/misere/quotient.test.ts for
 * the sources) and larger partial quotients (Kayles, Dawson's Kayles, Grundy's game), then the misère outcome of 2,000 random sums of heaps
 * read off a quotient against the plain game-tree search, in the same run; and the genus of heaps
 * 0..40 of Kayles (CGSuite's way: misère canonical forms).
 */
import { heapGenera, HeapSearch, misereQuotient, parseHeapRules, quotientOutcome, type QuotientOptions } from '../src/index.js';
import { once } from './harness.js';

function lcg(start: number): () => number {
  let state = start >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
}

export async function run(): Promise<void> {
  for (const [code, h, order, opts] of [
    ['0.[3]', 3, 6],
    ['0.75', 40, 8],
    ['0.3', 40, 2],
    ['0.77', 12, undefined],
    ['0.07', 20, undefined],
    ['4!.0', 15, undefined],
    // Siegel: "Q_30(0.07) has size 360" (Plambeck's blog, 28 Aug 2007); about 85 s of CPU, 1.7 GB
    ['0.07', 30, 360, { maxStates: 12_000_000 }],
  ] as Array<[string, number, number | undefined, QuotientOptions?]>) {
    let got = 0;
    await once(`misère quotient of ${code}, heaps ≤ ${h}${order ? ` (published order ${order})` : ''}`, () => {
      got = misereQuotient(parseHeapRules(code), h, opts).order;
    });
    console.log(`    order ${got}${order !== undefined ? (got === order ? ' = published' : ` ≠ published ${order}`) : ''}`);
  }
  for (const [code, h] of [
    ['0.77', 12],
    ['0.07', 14],
  ] as Array<[string, number]>) {
    const rules = parseHeapRules(code);
    const q = misereQuotient(rules, h);
    const r = lcg(7);
    const sums = Array.from({ length: 2000 }, () => Array.from({ length: 2 + Math.floor(r() * 4) }, () => Math.floor(r() * (h + 1))));
    let viaQ: string[] = [];
    let viaSearch: string[] = [];
    await once(`${code}: outcome of 2000 random sums of 2-5 heaps ≤ ${h}, read off the quotient`, () => {
      viaQ = sums.map((s) => quotientOutcome(q, s));
    });
    await once(`${code}: the same 2000 sums by the plain game-tree search (cold table)`, () => {
      const search = new HeapSearch(rules);
      viaSearch = sums.map((s) => search.outcome(s));
    });
    console.log(`    ${viaQ.every((o, i) => o === viaSearch[i]) ? 'all 2000 agree' : 'DISAGREEMENT'}`);
  }
  await once('genus of Kayles heaps 0..40 (misère canonical forms)', () => heapGenera(parseHeapRules('0.77'), 40));
}
