/**
 * Nim-value sequences against published values, and the fast engine against the definition.
 *
 * Sources: OEIS A002186 (Kayles, 0.77), A002187 (Dawson's Chess, 0.137; 0.07 has its values
 * shifted by one), A002188 (Grundy's game), A071509 (0.1777), as stored by the OEIS (the %S/%T/%U
 * lines); CGSuite's GameHeapTest.scala (aaron-siegel/cgsuite at e909ab8, lines 11-33: the values of
 * heaps 1..20); A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game" (the list of known sparse
 * values). OEIS A046695 (Officers, 0.6) could not be reached from this machine: its first values
 * are derived by hand below.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HeapRules, parseHeapRules } from '../../src/impartial/heap-rules.js';
import { nimHeapRuleset, nimValue } from '../../src/impartial/nim.js';
import { LoopyCodeError, NimSequence, nimSequence, plainNimValues } from '../../src/impartial/sequence.js';
import { AbortError, LimitError } from '../../src/engine/errors.js';

const list = (s: string): number[] => s.split(',').map((x) => Number(x.trim()));

// OEIS A002186, offset 0
const A002186 = list(
  '0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1,4,6,7,4,1,2,8,5,4,7,2,1,8,6,7,4,1,2,3,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,4,2,7,4,1,2,8,1,4,7,2,1,8,6,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1',
);
// OEIS A002187, offset 0
const A002187 = list(
  '0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4,0,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,2,3,3,0,1,1,3,0,2,1,1,0,4,5,3,7,4,8,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,9,3,3,0,1,1,3,0,2,1,1,0,4,5,3,7,4,8,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,9,3,3,0,1,1,3,0,2,1,1,0,4',
);
// OEIS A002188, offset 0
const A002188 = list(
  '0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0,4,3,0,4,3,0,4,1,2,3,1,2,4,1,2,4,1,2,4,1,5,4,1,5,4,1,5,4,1,0,2,1,0,2,1,5,2,1,3,2,1,3,2,4,3,2,4,3,2,4,3,2,4,3,2,4,3,2,4,5,2,4,5,2,4,3,7,4,3,7,4,3,7,4,3,5,2,3,5,2,3,5,2,3',
);
// OEIS A071509, offset 1
const A071509 = list('1,1,2,2,3,4,1,1,6,6,3,2,2,1,1,6,6,8,4,4,5,10,1,1,8,3,3,4,4,7,6,6,8,8,4,1,1,6,7,8,4,4,5,10,8,1,1,15,5,4,4,7,6,6,1,1,4,3,3,6,1,1,4,4,3,8,8,1,1,10,14,8,4,13,6,6,1,1,8,3,3,13,1,1,6');

const seq = (code: string, n: number): number[] => Array.from(nimSequence(code, n));

describe('nim-value sequences against published values', () => {
  it('Kayles, 0.77 (OEIS A002186)', () => expect(seq('0.77', A002186.length - 1)).toEqual(A002186));
  it("Dawson's Chess, 0.137 (OEIS A002187), and Dawson's Kayles 0.07 one heap later (A002187's comment)", () => {
    expect(seq('0.137', A002187.length - 1)).toEqual(A002187);
    expect(seq('0.07', A002187.length).slice(1)).toEqual(A002187);
  });
  it("Grundy's game, 4!.0 (OEIS A002188)", () => expect(seq("Grundy's game", A002188.length - 1)).toEqual(A002188));
  it('0.1777 (OEIS A071509, from heap 1)', () => expect(seq('0.1777', A071509.length).slice(1)).toEqual(A071509));
  it('Officers, 0.6 (hand derivation: OEIS A046695 was not reachable)', () => {
    // remove one token, leaving one or two nonempty heaps: G(1) = 0 (no move), G(2) = mex{G(1)} = 1,
    // G(3) = mex{G(2), G(1)⊕G(1)} = 2, G(4) = mex{G(3) = 2, G(1)⊕G(2) = 1} = 0,
    // G(5) = mex{G(4) = 0, G(1)⊕G(3) = 2, G(2)⊕G(2) = 0} = 1, G(6) = mex{1, G(1)⊕G(4) = 0, G(2)⊕G(3) = 3} = 2,
    // G(7) = mex{2, G(1)⊕G(5) = 1, G(2)⊕G(4) = 1, G(3)⊕G(3) = 0} = 3
    expect(seq('Officers', 7)).toEqual([0, 0, 1, 2, 0, 1, 2, 3]);
  });
  it("CGSuite's heap games, heaps 1..20 (GameHeapTest.scala lines 11-33)", () => {
    const cases: Array<[string, string]> = [
      ['0.[3]', '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20'],
      ['4!.0', '0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0'],
      ['0.77', '1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1'],
      ['0.07', '0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3'],
      ['{2,3,7}', '0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0'],
      ['allbut{2,3,7}', '1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10'],
      ['0.3F', '1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11'],
    ];
    for (const [code, values] of cases) expect(seq(code, 20).slice(1), code).toEqual(list(values));
  });
  it("Grundy's game: the heaps up to 231 with sparse values are Flammenkamp's list", () => {
    // A. Flammenkamp, Sprague-Grundy Values of Grundy's Game: a value is sparse when the bits of
    // G(n) above the lowest have an even count (his bitstring m = 0111...); the known sparse
    // values begin G(0)=0, G(1)=0, G(2)=0, G(3)=1, ..., G(196)=10, G(231)=10
    const known: Array<[number, number]> = [
      [0, 0], [1, 0], [2, 0], [3, 1], [4, 0], [6, 1], [7, 0], [9, 1], [10, 0], [12, 1], [15, 1], [20, 0], [23, 0], [26, 0], [28, 1], [31, 1],
      [34, 1], [37, 1], [40, 1], [43, 1], [46, 1], [49, 1], [50, 0], [52, 1], [53, 0], [55, 1], [58, 1], [61, 1], [87, 7], [90, 7], [93, 7],
      [146, 6], [149, 6], [152, 6], [158, 11], [161, 11], [164, 11], [167, 11], [176, 7], [179, 7], [181, 12], [182, 7], [185, 7], [188, 7],
      [190, 12], [193, 12], [196, 10], [231, 10],
    ];
    const g = seq('4!.0', 231);
    const sparse = (v: number): boolean => {
      let x = v >> 1;
      let c = 0;
      for (; x; x &= x - 1) c++;
      return c % 2 === 0;
    };
    expect(g.flatMap((v, n) => (sparse(v) ? [[n, v]] : []))).toEqual(known);
  });
});

/** A random short code: octal digits, sometimes with ! or ?, hexadecimal, d0 splits, repeats, ghosts. */
const codes = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom('0', '4'), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 5 }), fc.constantFrom('', '', '', '!', '?')).map(([d0, ds, c]) => `${d0}${d0 === '4' ? c : ''}.${ds.map((d, k) => (k === 0 && d0 === '0' ? `${d}${d >= 4 ? c : ''}` : `${d}`)).join('')}`) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 3 }).map((ds) => `0.${ds.map((d) => d.toString(16)).join('')}`) },
  { weight: 1, arbitrary: fc.tuple(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }), fc.integer({ min: 1, max: 7 })).map(([ds, r]) => `0.${ds.join('')}[${r}]`) },
  { weight: 1, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }).map((s) => `{${s.join(',')}}`) },
  { weight: 1, arbitrary: fc.tuple(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 3 })).map(([ds, g]) => `0.${ds.join('')}_${g}`) },
);

describe('the fast engine against the definition (mex over every move)', () => {
  it('agrees on 200 random codes', () => {
    let count = 0;
    fc.assert(
      fc.property(codes, (code) => {
        const r = parseHeapRules(code);
        count++;
        const n = r.maxParts <= 2 && r.isFinite ? 400 : r.maxParts <= 2 ? 120 : 60;
        // the sparse engine from heap 32 on, so short sequences exercise it too
        const fast = new NimSequence(r, { sparseFrom: 32 });
        fast.extend(n);
        expect(Array.from(fast.values()), code).toEqual(Array.from(plainNimValues(r, n)));
      }),
      { numRuns: 200 },
    );
    expect(count).toBe(200);
  });

  it('agrees with itself when extended piece by piece, and after a checkpoint', () => {
    for (const [code, n] of [['0.16', 3000], ['4!.0', 3000], ['0.1777', 3000], ['0.6', 3000], ['0.3F', 200]] as const) {
      const whole = nimSequence(code, n);
      const s = new NimSequence(code, { sparseFrom: 32 });
      for (const k of [10, 100, n / 2]) s.extend(k);
      const back = NimSequence.resume(s.checkpointChunks(), { code, sparseFrom: 32 });
      back.extend(n);
      expect(Array.from(back.values()), code).toEqual(Array.from(whole));
    }
  });

  it('reads a checkpoint cut into pieces of any size', () => {
    const s = new NimSequence('0.77');
    s.extend(5000);
    const bytes = Uint8Array.from([...s.checkpointChunks()].flatMap((c) => Array.from(c)));
    const pieces = [bytes.subarray(0, 7), bytes.subarray(7, 300), bytes.subarray(300)];
    expect(Array.from(NimSequence.resume(pieces).values())).toEqual(Array.from(s.values()));
    expect(() => NimSequence.resume([bytes.subarray(0, 100)])).toThrow(/checkpoint/);
    expect(() => NimSequence.resume(s.checkpointChunks(), { code: '0.07' })).toThrow(/0\.77/);
  });

  it('uses the sparse space for 0.16 and 0.1777, with few rare heaps', () => {
    for (const code of ['0.16', '0.1777']) {
      const s = new NimSequence(code);
      s.extend(20_000);
      expect(s.stats.mode).toBe('sparse');
      expect(s.stats.rare).toBeLessThan(100);
    }
  });

  it('widens the store past 255, and reads 32-bit checkpoints', () => {
    const s = new NimSequence('0.[3]');
    s.extend(300);
    expect(s.stats.bitsPerHeap).toBe(16);
    expect(s.at(300)).toBe(300); // Nim: G(n) = n
    // a checkpoint of 32-bit values (as a sequence with values past 65535 writes)
    const header = new TextEncoder().encode('partizan nim sequence v1\n' + JSON.stringify({ code: '0.[3]', heaps: 4, bytes: 4 }));
    const head = new Uint8Array(256).fill(32);
    head.set(header);
    head[255] = 10;
    const back = NimSequence.resume([head, new Uint8Array(Int32Array.from([0, 1, 2, 3]).buffer)]);
    expect(back.stats.bitsPerHeap).toBe(32);
    back.extend(6);
    expect(Array.from(back.values())).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('limits and errors', () => {
  it('refuses a loopy code', () => {
    expect(() => nimSequence('20.017', 10)).toThrow(LoopyCodeError);
  });
  it('names its limits', () => {
    expect(() => nimSequence('0.77', 100, { maxHeap: 10 })).toThrow(LimitError);
    expect(() => nimSequence('0.77', 1e6, { maxBytes: 1000 })).toThrow(LimitError);
    expect(() => nimSequence('0.77', -1)).toThrow(LimitError);
    expect(() => new NimSequence('0.77').at(5)).toThrow(LimitError);
    expect(() => nimSequence('0.&127;!&64;', 200, { maxMoves: 100_000 })).toThrow(/maxMoves/);
    expect(() => plainNimValues('0.77', 1000, { maxMoves: 1000 })).toThrow(/maxMoves/);
  });
  it('stops on its signal', () => {
    const ac = new AbortController();
    ac.abort();
    expect(() => nimSequence('0.77', 10_000, { signal: ac.signal })).toThrow(AbortError);
  });
});

describe('impartial rulesets through the generic Solver', () => {
  it('values sums of heaps by nim values, as the sequence does', () => {
    const rules = parseHeapRules('0.77');
    const g = nimSequence(rules, 30);
    for (const heaps of [[3], [3, 5, 7], [10, 11, 12], [1, 2, 3, 4, 5, 6]]) {
      expect(nimValue(nimHeapRuleset(rules), heaps)).toBe(heaps.reduce((a, h) => a ^ g[h]!, 0));
    }
  });
  it('values a subtraction game written as a ruleset (CGSuite GameHeapTest line 26: {2,3,7})', () => {
    const r = { impartial: true as const, key: (n: number) => n, options: (n: number) => [2, 3, 7].filter((k) => k <= n).map((k) => n - k) };
    expect(Array.from({ length: 20 }, (_, n) => nimValue(r, n + 1))).toEqual(list('0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0'));
    expect(HeapRules.subtraction([2, 3, 7]).code).toBe('0.0330003');
  });
});

describe('the two-thread engine', () => {
  it('gives the values of one thread (0.16 and 0.137: even and odd heaps side by side)', async () => {
    const { extendParallel } = await import('../../src/impartial/parallel.js');
    const { WorkerPool } = await import('../../src/engine/pool.js');
    for (const code of ['0.16', '0.137']) {
      const two = new NimSequence(code);
      await extendParallel(two, 6000, { threads: 2, warmUp: 1000 });
      expect(Array.from(two.values()), code).toEqual(Array.from(nimSequence(code, 6000)));
    }
    expect(WorkerPool.running('impartial')).toBe(0);
  });
  it('runs a code whose heaps depend on the heap just below (Kayles) on one thread, and stops on its signal', async () => {
    const { extendParallel, parallelApplies } = await import('../../src/impartial/parallel.js');
    const k = new NimSequence('0.77');
    expect(parallelApplies(k)).toBe(false);
    await extendParallel(k, 1000, { threads: 2 });
    expect(k.at(1000)).toBe(nimSequence('0.77', 1000)[1000]);
    const ac = new AbortController();
    const s = new NimSequence('0.16');
    const run = extendParallel(s, 50_000_000, { threads: 2, signal: ac.signal, warmUp: 1000 });
    setTimeout(() => ac.abort(), 1500);
    await expect(run).rejects.toThrow(AbortError);
    // what it kept is right
    expect(Array.from(s.window(0, s.size - 1))).toEqual(Array.from(nimSequence('0.16', s.size - 1)));
  });
});
