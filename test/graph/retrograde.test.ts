/**
 * The library's one retrograde solver on small graphs built by hand. Every expected value is a
 * hand derivation from the rule stated in src/graph/retrograde.ts: a state is won when some move
 * reaches a state lost for the side that moves there (remoteness 1 + the least such), lost when
 * every move reaches a state won against it (1 + the largest), drawn otherwise.
 */
import { describe, expect, it } from 'vitest';
import {
  DRAW,
  LOSE,
  WIN,
  StateLimitError,
  explore,
  graphProblem,
  retrograde,
  retrogradeAsync,
  type RetrogradeProblem,
} from '../../src/graph/index.js';
import { AbortError, LimitError, PartizanError } from '../../src/engine/errors.js';

/** A problem from successor lists; the turn passes at every move unless the edge is listed in `same`. */
function fromLists(succ: number[][], terminal: Record<number, number> = {}, same: Array<[number, number]> = []): RetrogradeProblem {
  const preds: number[][] = succ.map(() => []);
  succ.forEach((list, u) => list.forEach((v) => preds[v]!.push(same.some(([a, b]) => a === u && b === v) ? ~u : u)));
  return {
    size: succ.length,
    start: (s) => (terminal[s] !== undefined ? ~terminal[s]! : succ[s]!.length),
    maxPredecessors: Math.max(0, ...preds.map((p) => p.length)),
    predecessors: (s, out) => {
      preds[s]!.forEach((t, i) => (out[i] = t));
      return preds[s]!.length;
    },
  };
}

const show = (p: RetrogradeProblem) => {
  const { value, remoteness } = retrograde(p);
  return Array.from(value, (v, s) => (v === WIN ? `W${remoteness[s]}` : v === LOSE ? `L${remoteness[s]}` : 'D'));
};

describe('generic retrograde solver', () => {
  it('a chain: the state without moves is lost, then values alternate', () => {
    // 0 -> 1 -> 2, 2 has no move: 2 lost in 0, 1 won in 1, 0 lost in 2.
    expect(show(fromLists([[1], [2], []]))).toEqual(['L2', 'W1', 'L0']);
  });

  it('a cycle with no way out is a draw; a way out to a lost state wins', () => {
    // 0 <-> 1: nobody can force anything: both drawn.
    expect(show(fromLists([[1], [0]]))).toEqual(['D', 'D']);
    // 0 -> 1, 1 -> 0 and 1 -> 2 (no moves): 1 wins in 1; 0's only move gives 1 the win: 0 lost in 2.
    expect(show(fromLists([[1], [0, 2], []]))).toEqual(['L2', 'W1', 'L0']);
    // 0 -> 1 and 0 -> 3, 1 <-> 2: 3 is lost in 0, so 0 wins in 1 although 1 is drawn.
    expect(show(fromLists([[1, 3], [2], [1], []]))).toEqual(['W1', 'D', 'D', 'L0']);
  });

  it('the winner hurries and the loser delays', () => {
    // 0 -> {1, 2}; 1 -> 3 -> 4 -> 5 (5 no moves: L0, 4 W1, 3 L2, 1 W3); 2 no moves (L0).
    // 0's children are 1 (W3) and 2 (L0): the lost child is nearest, 0 wins in 1.
    expect(show(fromLists([[1, 2], [3], [], [4], [5], []]))).toEqual(['W1', 'W3', 'L0', 'L2', 'W1', 'L0']);
    // 0 -> {1, 2}, 1 -> 3 (3 no moves: 1 W1), 2 -> 4 -> 5 -> 6 (6 L0, 5 W1, 4 L2, 2 W3):
    // every child of 0 is won against it; it delays: lost in 1 + max(1, 3) = 4.
    expect(show(fromLists([[1, 2], [3], [4], [], [5], [6], []]))).toEqual(['L4', 'W1', 'W3', 'L0', 'L2', 'W1', 'L0']);
  });

  it('declared terminals (misère-like wins, terminal draws) and moves that keep the turn', () => {
    // 0 -> 1, 1 terminal WON for its side to move (misère: having no move wins): 0 lost in 1.
    expect(show(fromLists([[1], []], { 1: WIN }))).toEqual(['L1', 'W0']);
    // 0 -> {1, 2}, 1 a terminal draw, 2 -> 3 (3 no moves, L0; 2 W1): 0 can only draw.
    expect(show(fromLists([[1, 2], [], [3], []], { 1: DRAW }))).toEqual(['D', 'D', 'W1', 'L0']);
    // 0 -> 1 keeps the turn (a pass to oneself), 1 -> 2 (no moves): 1 W1, and 0 inherits it: W2.
    expect(show(fromLists([[1], [2], []], {}, [[0, 1]]))).toEqual(['W2', 'W1', 'L0']);
  });

  it('explores a graph from a successor function and solves it (subtraction game {1,2} from 7)', () => {
    // Normal play, take 1 or 2 from a heap: the heaps divisible by 3 are lost (classic; Winning
    // Ways ch. 4), remoteness = the heap size in moves when both play at best: 0 L0, 1 W1, 2 W1,
    // 3 L2, 4 W3, 5 W3, 6 L4, 7 W5.
    const g = explore(7, (k, emit) => {
      if (k >= 1) emit(k - 1, 0);
      if (k >= 2) emit(k - 2, 0);
    });
    const { value, remoteness } = retrograde(graphProblem(g, () => -1));
    const byHeap = (k: number) => {
      const u = g.index.get(k)!;
      return value[u] === WIN ? `W${remoteness[u]}` : `L${remoteness[u]}`;
    };
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(byHeap)).toEqual(['L0', 'W1', 'W1', 'L2', 'W3', 'W3', 'L4', 'W5']);
    expect(g.depth[0]).toBe(0);
    expect(g.keys[0]).toBe(7);
  });

  it('limits, abort and progress against a fixed total', async () => {
    const line = (k: number, emit: (n: number, l: number) => void) => {
      if (k > 0) emit(k - 1, 0);
    };
    try {
      explore(1000, line, { maxNodes: 10 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(StateLimitError);
      expect(e).toBeInstanceOf(LimitError);
      expect(e).toBeInstanceOf(PartizanError);
      expect((e as LimitError).code).toBe('LIMIT');
    }
    const g = explore(200_000, line);
    const p = graphProblem(g, () => -1);
    expect(() => retrograde(p, { maxStates: 1000 })).toThrow(StateLimitError);
    const ac = new AbortController();
    ac.abort(new Error('stop'));
    // issue 22, item 9: an aborted signal gives the family's AbortError, whatever its reason (was: the reason itself)
    await expect(retrogradeAsync(p, { signal: ac.signal })).rejects.toBeInstanceOf(AbortError);
    const seen: Array<[number, number | undefined]> = [];
    retrograde(p, { onProgress: ({ done, total }) => seen.push([done, total]) });
    expect(new Set(seen.map(([, t]) => t))).toEqual(new Set([2 * 200_001]));
    for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThanOrEqual(seen[i - 1]![0]);
    expect(seen.at(-1)![0]).toBe(2 * 200_001);
    const counts: Array<number | undefined> = [];
    explore(100_000, line, { onProgress: ({ done, total }) => counts.push(total === undefined ? done : -1) });
    expect(counts.every((c) => c !== -1)).toBe(true); // the explorer never pretends to know its total
  });
});
