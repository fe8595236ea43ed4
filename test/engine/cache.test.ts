/**
 * The one cache registry: every memo table of the library registers, `clearCaches()` empties all
 * of them, and results are the same (the same interned objects) after clearing.
 */
import { describe, expect, it } from 'vitest';
import {
  add,
  bornBy,
  cacheStats,
  clearCaches,
  clearCompareCache,
  clearGameMemo,
  clearSumCache,
  conjunctiveSum,
  neg,
  selectiveSum,
  Solver,
  star,
  switchOf,
  upNth,
  upPow,
  type Game,
} from '../../src/index.js';
import { clearValueTable, J, oneHandGrid, OutcomeSolver, parsePosition, value } from '../../src/entries/chopsticks.js';
import { DomineeringSolver } from '../../src/entries/rulesets.js';

/** Every cache the library registers (docs/architecture.md, "Caches"). */
const NAMES = [
  'engine.compare',
  'engine.signatures',
  'engine.game',
  'engine.sum',
  'engine.uptimal',
  'engine.solver',
  'chopsticks.outcome',
  'chopsticks.oneOption',
  'chopsticks.grid',
  'domineering.regions',
  'analysis.conjunctive',
  'analysis.selective',
];

const games = bornBy(2);
const outcomes = new OutcomeSolver();
const dom = new DomineeringSolver();
const sub = new Solver<number>({ options: (n, p) => (p === 'L' ? [1, 2] : [2, 3]).filter((k) => k <= n).map((k) => n - k), key: (n) => n });

/** A workload that fills every registered cache; returns its results. */
function work(): unknown[] {
  const out: unknown[] = [];
  for (const a of games) for (const b of games) out.push(add(a, b));
  out.push(add(add(upPow(3), neg(upPow(5))), add(upNth(2), star)));
  out.push(value(parsePosition('(1|1)_12')), value(parsePosition('(1,1|1,2)_7')));
  out.push(outcomes.outcome(parsePosition('(1,1|1,1)_6')));
  out.push(dom.value('...|...|...'), dom.value('..|..'));
  out.push(...oneHandGrid(30));
  out.push(sub.value(12));
  for (const a of games.slice(0, 8)) for (const b of games.slice(0, 8)) out.push(conjunctiveSum(a, b), selectiveSum(a, b));
  return out;
}

const size = (name: string): number => cacheStats().find((s) => s.name === name)?.entries ?? -1;

describe('the cache registry', () => {
  it('lists every cache, fills them, and clearCaches() empties every one; results do not change', () => {
    const before = work();
    // known values among the results: (1|1)_12 = ±J (the paper's Table 2, n = 12); the 2×2
    // Domineering board by hand: Left's vertical domino leaves one column, where only Left can
    // still move (value 1); Right's horizontal one leaves one row (value -1); so {1 | -1} = ±1.
    expect(before).toContain(switchOf(J));
    expect(dom.value('..|..').toString()).toBe('+-1');
    for (const n of NAMES) expect(size(n), n).toBeGreaterThan(0);
    const registered = cacheStats().map((s) => s.name);
    for (const n of NAMES) expect(registered).toContain(n);
    for (const s of cacheStats()) {
      expect(s.bytesPerEntry).toBeGreaterThan(0);
      expect(s.estimatedBytes).toBe(s.entries * s.bytesPerEntry);
    }
    clearCaches();
    for (const s of cacheStats()) expect(s.entries, s.name).toBe(0);
    const after = work();
    expect(after.length).toBe(before.length);
    // values are interned: the very same objects come back
    for (let i = 0; i < before.length; i++) expect(after[i], String(i)).toBe(before[i]);
  });
  it('the old clear functions still work, through the same tables', () => {
    work();
    clearCompareCache();
    expect(size('engine.compare')).toBe(0);
    expect(size('engine.signatures')).toBe(0);
    clearGameMemo();
    expect(size('engine.game')).toBe(0);
    clearSumCache();
    expect(size('engine.sum')).toBe(0);
    expect(size('engine.uptimal')).toBe(0);
    const v: Game = value(parsePosition('(1|1)_12'));
    clearValueTable();
    expect(value(parsePosition('(1|1)_12'))).toBe(v);
  });
  it('clearCaches(names) empties only the caches named', () => {
    work();
    clearCaches(['engine.sum']);
    expect(size('engine.sum')).toBe(0);
    expect(size('engine.game')).toBeGreaterThan(0);
  });
});
