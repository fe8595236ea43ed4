/**
 * The moves of SIMPLE CHOPSTICKS as changes of the counts, derived from the library's own rules
 * (`options` of src/games/simple-chopsticks/rules.ts), not written here.
 *
 * A position is the vector `[l1 … ln, r1 … rn]` of counts. A move points one of the mover's hands
 * (value a) at one of the opponent's (value d); the library's rule applied to the position with one
 * hand a side, `(a | d)_n` for Left and `(d | a)_n` for Right, gives the option, and the difference
 * of the counts is the move's effect. The effect does not depend on the other hands (a move changes
 * one hand; test/prove/moves.test.ts checks the derived moves against `options` on every position
 * with up to three hands a side, n ≤ 6). Moves with the same effect (removals of a hand d by any
 * large enough hand) form one class, legal when some attacker of the class is present.
 *
 * Invariant: every class changes only the opponent's counts, by −1 at d and +1 at the new value
 * (none when the hand is removed), so every move lowers the weight Σ (n + 1 − v)·(l_v + r_v) by at
 * least 1: the induction of the proofs runs on that weight.
 */
import type { Player } from '../engine/solver.js';
import { options } from '../games/simple-chopsticks/rules.js';
import { position } from '../games/simple-chopsticks/position.js';
import { RuleError } from './errors.js';

/** One class of moves of one player: every attacking value in `attackers` has the same effect. */
export interface MoveClass {
  /** Who moves. */
  readonly player: Player;
  /** The attacking hand values that make this move (any one present makes it legal). */
  readonly attackers: readonly number[];
  /** The value of the opponent's hand attacked. */
  readonly defender: number;
  /** The attacked hand's new value, or `null` when it is removed (a + d > n). */
  readonly result: number | null;
  /** The change of the counts `[l1 … ln, r1 … rn]`. */
  readonly delta: readonly number[];
}

const cache = new Map<number, { left: MoveClass[]; right: MoveClass[] }>();

/**
 * The move classes of both players for finger count n (1 ≤ n ≤ 32), derived from the library's
 * rules: Left's (attacking Right's hands) and Right's (attacking Left's).
 */
export function derivedMoves(n: number): { readonly left: readonly MoveClass[]; readonly right: readonly MoveClass[] } {
  if (!Number.isSafeInteger(n) || n < 1 || n > 32) throw new RuleError(`the finger count must be an integer from 1 to 32, got ${String(n).slice(0, 40)}`);
  const hit = cache.get(n);
  if (hit) return hit;
  const counts = (left: readonly number[], right: readonly number[]): number[] => {
    const c = new Array<number>(2 * n).fill(0);
    for (const h of left) c[h - 1]!++;
    for (const h of right) c[n + h - 1]!++;
    return c;
  };
  const derive = (player: Player): MoveClass[] => {
    const byEffect = new Map<string, { attackers: number[]; defender: number; result: number | null; delta: number[] }>();
    for (let d = 1; d <= n; d++) {
      for (let a = 1; a <= n; a++) {
        const p = player === 'L' ? position([a], [d], n) : position([d], [a], n);
        const opts = options(p, player);
        if (opts.length !== 1) throw new RuleError(`the rules give ${opts.length} options to ${player} in a position with one hand a side (expected one)`);
        const q = opts[0]!;
        const before = counts(p.left, p.right);
        const after = counts(q.left, q.right);
        const delta = after.map((x, i) => x - before[i]!);
        // the effect must be on the opponent's side only: −1 at d, +1 at most once
        const side = player === 'L' ? n : 0;
        const own = player === 'L' ? 0 : n;
        for (let i = 0; i < n; i++) if (delta[own + i] !== 0) throw new RuleError(`the rules change the mover's own hands (${player}, ${a} on ${d}); the prover's model does not apply`);
        if (delta[side + d - 1] !== -1) {
          throw new RuleError(`the rules do not move the attacked hand ${d} (${player}, ${a} on ${d})`);
        }
        const plus: number[] = [];
        for (let i = 0; i < n; i++) if (delta[side + i]! > 0) plus.push(i + 1);
        const sum = delta.reduce((s, x) => s + x, 0);
        if (!((plus.length === 0 && sum === -1) || (plus.length === 1 && delta[side + plus[0]! - 1] === 1 && sum === 0))) {
          throw new RuleError(`the rules change more than one hand (${player}, ${a} on ${d})`);
        }
        const result = plus.length === 1 ? plus[0]! : null;
        const key = delta.join(',');
        const cls = byEffect.get(key);
        if (cls) cls.attackers.push(a);
        else byEffect.set(key, { attackers: [a], defender: d, result, delta });
      }
    }
    return [...byEffect.values()].map((c) => Object.freeze({ player, attackers: Object.freeze(c.attackers), defender: c.defender, result: c.result, delta: Object.freeze(c.delta) }));
  };
  const out = { left: derive('L'), right: derive('R') };
  cache.set(n, out);
  return out;
}

/** The weight Σ (n + 1 − v)·(l_v + r_v) of counts: every move lowers it. */
export function weight(counts: ArrayLike<number>, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > 32 || counts === null || typeof counts !== 'object' || counts.length !== 2 * n) throw new RuleError(`expected ${2 * (Number(n) || 0)} counts for finger count ${String(n).slice(0, 20)}`);
  let w = 0;
  for (let v = 1; v <= n; v++) w += (n + 1 - v) * (counts[v - 1]! + counts[n + v - 1]!);
  return w;
}

/** Whether a move class is legal at the counts: an attacker present and the defender present. */
export function legal(m: MoveClass, c: ArrayLike<number>, n: number): boolean {
  const own = m.player === 'L' ? 0 : n;
  const opp = m.player === 'L' ? n : 0;
  if (c[opp + m.defender - 1]! < 1) return false;
  return m.attackers.some((a) => c[own + a - 1]! >= 1);
}

/** The counts after a move. */
export function apply(m: MoveClass, c: ArrayLike<number>): number[] {
  const out = new Array<number>(c.length);
  for (let i = 0; i < c.length; i++) out[i] = c[i]! + m.delta[i]!;
  return out;
}
