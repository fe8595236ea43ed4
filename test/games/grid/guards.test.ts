/**
 * The doors of the games' exports: any argument, of any kind, to a function of the grid games, the
 * strip and heap games and every descriptor gives a value or a PartizanError (never a TypeError
 * from deep inside), quickly.
 */
import { describe, expect, it } from 'vitest';
import * as games from '../../../src/games/index.js';
import { PartizanError } from '../../../src/index.js';

const OWN = [
  'parseGrid', 'clobberValue', 'clobberSolver', 'clobberRuleset', 'clobberMoves', 'parseClobber', 'clobberSyntax',
  'konaneValue', 'konaneSolver', 'konaneMoves', 'parseKonane', 'amazonsValue', 'amazonsMoves', 'parseAmazons',
  'cramValue', 'cramNimValue', 'cramSolver', 'cramMoves', 'cramBits', 'parseCram', 'dawsonNim',
  'topplingValue', 'parseToppling', 'topplingMoves', 'cutcakeValue', 'cakeValue', 'parseCutcake', 'cutcakeMoves',
];
const OBJECTS = ['konaneRuleset', 'amazonsRuleset', 'cramRuleset', 'cramGridRuleset', 'cramPlainRuleset', 'topplingRuleset', 'cutcakeRuleset', 'nimValueAlgebra'];
const CLASSES = ['GridSolver', 'AmazonsSolver', 'TopplingSolver'];

const odd: unknown[] = [undefined, null, 0, -1, 1.5, NaN, 1e300, '', 'xo', '(1,2)', '..|..', {}, [], [[1, 2]], { rows: 2, cols: 2, cells: '....' }, { w: 2, h: 1, rows: [3] }, () => 0, Symbol('s'), 10n];

function tryAll(name: string, f: (...a: unknown[]) => unknown): void {
  for (const a of odd) {
    for (const b of [undefined, 'L', 'R', null, {}, 7]) {
      const t0 = performance.now();
      try {
        f(a, b);
      } catch (e) {
        if (!(e instanceof PartizanError)) throw new Error(`${name}(${String(a)}, ${String(b)}) threw ${String(e)}`);
      }
      expect(performance.now() - t0, `${name}(${String(a)})`).toBeLessThan(2000);
    }
  }
}

describe('the doors of the games', () => {
  const g = games as unknown as Record<string, unknown>;
  it('functions', () => {
    for (const n of OWN) tryAll(n, g[n] as (...a: unknown[]) => unknown);
  });
  it('rulesets and the nim algebra', () => {
    for (const n of OBJECTS) for (const [k, f] of Object.entries(g[n] as object)) if (typeof f === 'function') tryAll(`${n}.${k}`, f as (...a: unknown[]) => unknown);
  });
  it('solver classes and their value()', () => {
    for (const n of CLASSES) {
      const C = g[n] as new (...a: unknown[]) => { value(...a: unknown[]): unknown };
      tryAll(`new ${n}`, (a, b) => new C(a, b));
      let s: { value(...a: unknown[]): unknown } | undefined;
      try {
        s = n === 'GridSolver' ? new C(games.konaneSolver().rules) : new C();
      } catch {
        s = undefined;
      }
      if (s) tryAll(`${n}.value`, (a, b) => s!.value(a, b));
    }
  });
  it("every descriptor's functions", () => {
    for (const d of games.GAMES) {
      for (const k of ['parse', 'format', 'value', 'moves', 'toGrid', 'fromGrid'] as const) {
        const f = d[k] as ((...a: unknown[]) => unknown) | undefined;
        if (f) tryAll(`${d.id}.${k}`, (a, b) => f.call(d, a, b));
      }
    }
  });
});

describe('run control', () => {
  it('an aborted signal stops the grid solvers with an AbortError; progress is reported', async () => {
    const { AbortError } = await import('../../../src/index.js');
    const ac = new AbortController();
    ac.abort();
    expect(() => games.clobberValue('xoxo|oxox|xoxo', games.CLOBBER, { signal: ac.signal })).toThrow(AbortError);
    expect(() => games.amazonsValue('x...|o...', { signal: ac.signal })).toThrow(AbortError);
    expect(() => games.topplingValue('lrlrlrrlrl', { signal: ac.signal })).toThrow(AbortError);
    expect(() => games.cramNimValue('....|....|....', { signal: ac.signal, maxEntries: 1000 })).toThrow(AbortError);
    let reports = 0;
    games.clobberSolver(games.HOT_CLOBBER).value(games.parseClobber('xoxo|oxox'), { onProgress: () => reports++ });
    expect(reports).toBeGreaterThanOrEqual(0);
    // a limit names its option
    expect(() => games.konaneValue('xo.ox.|.xo..o|ox.xo.', { maxEntries: 3 })).toThrow(/maxEntries/);
  });
});
