/**
 * Outcomes of SIMPLE CHOPSTICKS positions without canonical forms: two booleans per position ("the
 * player to move wins", for Left first and for Right first), found by an iterative depth-first
 * search that stops at the first winning move. Much cheaper than values, so it reaches far more
 * hands.
 *
 * Invariant of the memo: bit 1 = "Left-first is known", bit 2 = "Left wins moving first", bit 4 =
 * "Right-first is known", bit 8 = "Right wins moving first".
 */
import { registerInstanceCache } from '../../engine/cache.js';
import { AbortError, LimitError } from '../../engine/errors.js';
import type { Outcome } from '../../engine/ops.js';
import type { Player } from '../../engine/solver.js';
import type { Position } from './position.js';
import { options } from './rules.js';

/** Options of an {@link OutcomeSolver}. */
export interface OutcomeOptions {
  /** Most positions the memo may hold; beyond it, a LimitError. Default 30 million. */
  maxPositions?: number;
  /** Called every 65,536 searched nodes with the number of positions in the memo. */
  onProgress?: (positions: number) => void;
  /** Cancels the search with an AbortError. */
  signal?: AbortSignal;
}

const KNOWN = { L: 1, R: 4 } as const;

/** A short key equal exactly for equal positions: runs of equal hands as value*count. */
function runKey(p: Position): string {
  let s = '';
  for (const side of [p.left, p.right]) {
    for (let i = 0; i < side.length; ) {
      let j = i + 1;
      while (j < side.length && side[j] === side[i]) j++;
      s += j - i > 1 ? `${side[i]}*${j - i},` : `${side[i]},`;
      i = j;
    }
    s += '|';
  }
  return s + p.n;
}
const WINS = { L: 2, R: 8 } as const;

interface Frame {
  p: Position;
  key: string;
  player: Player;
  opts: Position[];
  keys: string[];
  idx: number;
}

/** Measured (72 B, see docs/architecture.md, "Caches"): a Map entry with a short string key and a small integer. */
const OUTCOME_BYTES_PER_ENTRY = 80;
const trackOutcomeSolver = registerInstanceCache('chopsticks.outcome', 'who wins moving first from a position, in an OutcomeSolver (all live solvers)', OUTCOME_BYTES_PER_ENTRY);

/** Outcomes (L, R, N, P) of SIMPLE CHOPSTICKS positions, with a memo shared across calls. */
export class OutcomeSolver {
  private readonly memo = new Map<string, number>();
  private readonly maxPositions: number;
  private steps = 0;

  /** A solver with the given limits. */
  constructor(private readonly opts: OutcomeOptions = {}) {
    this.maxPositions = opts.maxPositions ?? 30_000_000;
    trackOutcomeSolver(this);
  }

  /** Positions in the memo. */
  get size(): number {
    return this.memo.size;
  }

  /** Empties the memo. */
  clear(): void {
    this.memo.clear();
  }

  /** Whether `player`, moving first in `p`, has a winning strategy. */
  winsMovingFirst(p: Position, player: Player, signal = this.opts.signal): boolean {
    const { memo } = this;
    const known = (k: string, who: Player): boolean | undefined => {
      const b = memo.get(k) ?? 0;
      return b & KNOWN[who] ? (b & WINS[who]) !== 0 : undefined;
    };
    const set = (k: string, who: Player, win: boolean): void => {
      const b = memo.get(k);
      if (b === undefined && memo.size >= this.maxPositions) {
        throw new LimitError(`the outcome search reached its limit of ${this.maxPositions} positions (raise maxPositions)`);
      }
      memo.set(k, (b ?? 0) | KNOWN[who] | (win ? WINS[who] : 0));
    };
    const rootKey = runKey(p);
    const r0 = known(rootKey, player);
    if (r0 !== undefined) return r0;
    const frame = (q: Position, k: string, who: Player): Frame => {
      const o = options(q, who);
      return { p: q, key: k, player: who, opts: o, keys: o.map(runKey), idx: 0 };
    };
    const stack: Frame[] = [frame(p, rootKey, player)];
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      const other: Player = f.player === 'L' ? 'R' : 'L';
      let result: boolean | undefined = false;
      while (f.idx < f.opts.length) {
        const r = known(f.keys[f.idx]!, other);
        if (r === undefined) {
          result = undefined;
          stack.push(frame(f.opts[f.idx]!, f.keys[f.idx]!, other));
          break;
        }
        if (!r) {
          result = true;
          break;
        }
        f.idx++;
      }
      if (result === undefined) continue;
      set(f.key, f.player, result);
      stack.pop();
      if ((++this.steps & 65535) === 0) {
        this.opts.onProgress?.(memo.size);
        if (signal?.aborted) throw new AbortError('the outcome search was aborted');
      }
    }
    return known(rootKey, player)!;
  }

  /** The outcome class of `p`: L, R, N (next player wins) or P (previous player wins). */
  outcome(p: Position, opts: { signal?: AbortSignal } = {}): Outcome {
    const l = this.winsMovingFirst(p, 'L', opts.signal);
    const r = this.winsMovingFirst(p, 'R', opts.signal);
    return l ? (r ? 'N' : 'L') : r ? 'R' : 'P';
  }
}

const shared = new OutcomeSolver();

/**
 * The outcome class of `p` (L, R, N or P) from the boolean solver (no canonical forms), with a memo
 * shared across calls. For limits, progress or a private memo, use an {@link OutcomeSolver}.
 */
export function outcome(p: Position, opts: { signal?: AbortSignal } = {}): Outcome {
  return shared.outcome(p, opts);
}

/** Empties the memo shared by {@link outcome}. */
export function clearOutcomeTable(): void {
  shared.clear();
}
