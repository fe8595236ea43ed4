/**
 * Misère benchmarks: the time to compute each quotient whose order is published or printed by
 * CGSuite's MisereSolver (T2 for Nim heaps ≤ 3, R8 for 0.75, Z2 for 0.3, order 360 for Dawson's
 * Kayles heaps ≤ 30, order 40 for Kayles heaps ≤ 40 and ≤ 72, 0.52, 0.156, 0.71; the sources are in
 * test/misere/quotient*.test.ts) and partial quotients (Dawson's Kayles, Grundy's game); then the
 * misère outcome of random sums of heaps read off a quotient against the plain game-tree search, in
 * the same run (for Kayles also sums with a heap of 25 to 40, up to 48 tokens); and the genus of
 * heaps 0..40 of Kayles (CGSuite's way: misère canonical forms).
 */
import { heapGenera, HeapSearch, misereQuotient, parseHeapRules, quotientOutcome, type QuotientOptions } from '../src/index.js';
import { once } from './harness.js';

function lcg(start: number): () => number {
  let state = start >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
}

export async function run(): Promise<void> {
  // [code, heaps ≤ h, expected order, where the order comes from, options]
  for (const [code, h, order, source, opts] of [
    ['0.[3]', 3, 6, 'published'],
    ['0.75', 40, 8, 'published'],
    ['0.3', 40, 2, 'published'],
    ['0.52', 40, 6, 'MisereSolver'],
    ['0.156', 40, 18, 'MisereSolver'],
    ['0.71', 40, 36, 'MisereSolver'],
    ['0.07', 20, undefined, ''],
    ['4!.0', 15, undefined, ''],
    // CGSuite's MisereSolver: |Q| = 40, |P| = 9 from heap 27 on (through heap 80)
    ['0.77', 40, 40, 'MisereSolver'],
    ['0.77', 72, 40, 'MisereSolver'],
    // Siegel: "Q_30(0.07) has size 360" (Plambeck's blog, 28 Aug 2007); about 85 s of CPU, 1.7 GB
    ['0.07', 30, 360, 'published', { maxStates: 12_000_000 }],
  ] as Array<[string, number, number | undefined, string, QuotientOptions?]>) {
    let got = 0;
    await once(`misère quotient of ${code}, heaps ≤ ${h}${order ? ` (${source} order ${order})` : ''}`, () => {
      got = misereQuotient(parseHeapRules(code), h, opts).order;
    });
    console.log(`    order ${got}${order !== undefined ? (got === order ? ` = ${source}` : ` ≠ ${source} ${order}`) : ''}`);
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
  {
    // Kayles with large heaps: one heap of 25..40 (where the generators f and g enter) and up to
    // three more, at most 48 tokens, from the quotient of heaps ≤ 40 and from the plain search
    const rules = parseHeapRules('0.77');
    const q = misereQuotient(rules, 40);
    const r = lcg(11);
    const sums = Array.from({ length: 300 }, () => {
      const big = 25 + Math.floor(r() * 16);
      const s = [big];
      let left = 48 - big;
      for (let j = 1 + Math.floor(r() * 3); j > 0 && left > 0; j--) {
        const k = 1 + Math.floor(r() * Math.min(left, 20));
        s.push(k);
        left -= k;
      }
      return s;
    });
    let viaQ: string[] = [];
    let viaSearch: string[] = [];
    await once('0.77: outcome of 300 sums with a heap of 25-40 (≤ 48 tokens), quotient', () => {
      viaQ = sums.map((s) => quotientOutcome(q, s));
    });
    await once('0.77: the same 300 sums by the plain game-tree search', () => {
      const search = new HeapSearch(rules);
      viaSearch = sums.map((s) => search.outcome(s));
    });
    console.log(`    ${viaQ.every((o, i) => o === viaSearch[i]) ? 'all 300 agree' : 'DISAGREEMENT'}`);
  }
  await once('genus of Kayles heaps 0..40 (misère canonical forms)', () => heapGenera(parseHeapRules('0.77'), 40));
}
