/**
 * The one traversal of the engine and the notation: a memoised post-order fold over a game's
 * followers, on an explicit stack (never recursing as deep as the game is deep). The printer,
 * uptimal recognition, CGSuite's option order, the structural properties (birthday, stops,
 * dicotic) and the analysis loops that compute one value per follower all run on it.
 *
 * A fold computes `value(h)` for every follower h that it needs, children first:
 * - `leaf(h)` gives a value without looking at h's dependencies (numbers, cached facts), or
 *   undefined;
 * - `deps(h)` lists the games h's value depends on (default: its Left then Right options);
 * - `combine(h, get)` computes h's value once every dependency has one;
 * - `absorbing(v)` (optional) is the early-exit hook: a value every predecessor shares (e.g. "not
 *   an uptimal": a game with an option that is not an uptimal is not one). As soon as a follower
 *   gets an absorbing value, the fold gives it to every game on the path from the root to that
 *   follower and returns it, without visiting the rest.
 *
 * Values live in a {@link FoldCache}: a named slot on the games themselves ({@link memoSlot},
 * registered as `engine.fold` with the cache registry, so `clearCaches()` empties every slot), or
 * any Map-like cache the caller owns ({@link mapCache}), e.g. one per call for values that depend
 * on options other than the game.
 *
 * Invariant of the stack: it is the path from the root to the game being evaluated, one frame a
 * game (a frame pushes one missing dependency at a time and resumes at it), so on an absorbing
 * value the frames are exactly the ancestors that must share it, and the stack is never longer
 * than the game is deep.
 */
import { registerCache } from './cache.js';
import type { Game } from './node.js';
import { checkWork, enterWork, work } from './work.js';

/** Where a fold keeps the values it computed. */
export interface FoldCache<T> {
  /** Whether g has a value. */
  has(g: Game): boolean;
  /** g's value (only called after `has(g)`). */
  get(g: Game): T;
  /** Records g's value. */
  set(g: Game, v: T): void;
}

/** What a fold computes (see the module notes). */
export interface FoldSpec<T> {
  /** Where values are kept. */
  readonly cache: FoldCache<T>;
  /** A value that needs no dependencies, or undefined. */
  leaf?(h: Game): T | undefined;
  /** The games h's value depends on (default: Left options, then Right options). */
  deps?(h: Game): readonly Game[];
  /** h's value from its dependencies' values. */
  combine(h: Game, get: (x: Game) => T): T;
  /** The early-exit hook: true for a value that every predecessor shares. */
  absorbing?(v: T): boolean;
  /** Called after each `combine` (the analysis counts them for its signal checks and progress). */
  combined?(): void;
}

/** The value of `root` under `spec`, computed bottom-up on an explicit stack (see the module notes). */
export function fold<T>(root: Game, spec: FoldSpec<T>): T {
  if (spec.cache.has(root)) return spec.cache.get(root);
  // a fold is one engine operation: its followers and the sums and canonical forms its combine
  // makes count against one work limit (work.ts)
  enterWork();
  try {
    return foldLoop(root, spec);
  } finally {
    work.depth--;
  }
}

const EMPTY: readonly Game[] = [];

/** A game whose value is pending, with the index of the next dependency to look at (-1: not started). */
interface FoldFrame {
  readonly h: Game;
  ds: readonly Game[] | undefined;
  i: number;
}

function foldLoop<T>(root: Game, spec: FoldSpec<T>): T {
  const { cache, leaf, deps, combine, absorbing, combined } = spec;
  const get = (x: Game): T => cache.get(x);
  // one frame a game on the path from the root: a frame's dependencies are looked at in order and
  // one missing dependency is pushed at a time, so the stack never holds more than the path (a
  // nimber *n, whose options share their options, would otherwise stack n²/2 entries)
  const stack: FoldFrame[] = [{ h: root, ds: undefined, i: -1 }];
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    const h = f.h;
    if (++work.steps > work.next) checkWork();
    let v: T | undefined;
    if (f.i < 0) {
      if (cache.has(h)) {
        stack.pop();
        continue;
      }
      v = leaf?.(h);
      if (v === undefined) {
        f.ds = deps ? deps(h) : undefined;
        f.i = 0;
      }
    }
    if (v === undefined) {
      const ds = f.ds;
      // (the options are read only when no dependencies were given: a nimber's are listed on demand)
      const L = ds ? EMPTY : h.leftOptions;
      const n = ds ? ds.length : L.length + h.rightOptions.length;
      let pushed = false;
      let absorbed: T | undefined;
      while (f.i < n) {
        const x = ds ? ds[f.i]! : f.i < L.length ? L[f.i]! : h.rightOptions[f.i - L.length]!;
        if (!cache.has(x)) {
          stack.push({ h: x, ds: undefined, i: -1 });
          pushed = true;
          break;
        }
        if (absorbing !== undefined) {
          const xv = cache.get(x);
          if (absorbing(xv)) {
            absorbed = xv;
            break;
          }
        }
        f.i++;
      }
      if (pushed) continue;
      if (absorbed !== undefined) v = absorbed;
      else {
        v = combine(h, get);
        combined?.();
      }
    }
    if (absorbing?.(v)) {
      // every frame on the stack is an ancestor of h (the stack is a path): they all share v
      for (const a of stack) cache.set(a.h, v);
      cache.set(root, v);
      return v;
    }
    cache.set(h, v);
    stack.pop();
  }
  return cache.get(root);
}

// ---------------------------------------------------------------------------------------------
// Caches

/** Games holding a slot value, with the slot's name: what `clearCaches()` clears. */
const slotGames: Game[] = [];
const slotNames: string[] = [];

registerCache({
  name: 'engine.fold',
  holds: "a fold's value kept on a game (printed text, uptimal expansion, option order, birthday, stops, …)",
  bytesPerEntry: 120,
  size: () => slotGames.length,
  clear: () => {
    for (let i = 0; i < slotGames.length; i++) slotGames[i]!._memo?.delete(slotNames[i]!);
    slotGames.length = 0;
    slotNames.length = 0;
  },
});

/**
 * A cache kept on the games themselves under `name` (in the game's `_memo` map), so a value is
 * computed once per game for the whole process; every slot is emptied by `clearCaches()`.
 */
export function memoSlot<T>(name: string): FoldCache<T> {
  return {
    has: (g) => g._memo?.has(name) === true,
    get: (g) => g._memo!.get(name) as T,
    set: (g, v) => {
      const m = (g._memo ??= new Map());
      if (!m.has(name)) {
        slotGames.push(g);
        slotNames.push(name);
      }
      m.set(name, v);
    },
  };
}

/** A cache in a Map the caller owns (a fresh one by default), e.g. for one call's values. */
export function mapCache<T>(map: Map<Game, T> = new Map()): FoldCache<T> {
  return { has: (g) => map.has(g), get: (g) => map.get(g)!, set: (g, v) => void map.set(g, v) };
}

/**
 * Post-order evaluation over the followers of g, with the value kept on each game under `name`:
 * the engine's one fold ({@link fold} with a {@link memoSlot}), so the values are emptied by
 * `clearCaches()`.
 */
export function memoFold<T>(g: Game, name: string, leaf: (h: Game) => T | undefined, combine: (h: Game, get: (x: Game) => T) => T): T {
  return fold(g, { cache: memoSlot<T>(name), leaf, combine });
}
