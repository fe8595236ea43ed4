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
 * Invariant of the stack: an entry is "expanded" once its missing dependencies were pushed above
 * it; the expanded entries always form the path from the root down to the top of the stack (an
 * entry is revisited only after everything above it is popped), so on an absorbing value they are
 * exactly the ancestors that must share it.
 */
import { registerCache } from './cache.js';
import type { Game } from './node.js';

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
}

/** The value of `root` under `spec`, computed bottom-up on an explicit stack (see the module notes). */
export function fold<T>(root: Game, spec: FoldSpec<T>): T {
  const { cache, leaf, deps, combine, absorbing } = spec;
  if (cache.has(root)) return cache.get(root);
  const get = (x: Game): T => cache.get(x);
  const stack: Game[] = [root];
  const expanded: boolean[] = [false];
  while (stack.length > 0) {
    const top = stack.length - 1;
    const h = stack[top]!;
    if (cache.has(h)) {
      stack.pop();
      expanded.pop();
      continue;
    }
    let v = expanded[top] ? undefined : leaf?.(h);
    if (v === undefined) {
      if (expanded[top]) {
        v = combine(h, get);
      } else {
        let missing = false;
        let absorbed: T | undefined;
        const ds = deps ? deps(h) : undefined;
        const visit = (x: Game): void => {
          if (!cache.has(x)) {
            stack.push(x);
            expanded.push(false);
            missing = true;
          } else if (absorbing !== undefined && absorbed === undefined) {
            const xv = cache.get(x);
            if (absorbing(xv)) absorbed = xv;
          }
        };
        if (ds) for (const x of ds) visit(x);
        else {
          for (const x of h.leftOptions) visit(x);
          for (const x of h.rightOptions) visit(x);
        }
        if (absorbed !== undefined) v = absorbed;
        else if (missing) {
          expanded[top] = true;
          continue;
        } else v = combine(h, get);
      }
    }
    if (absorbing?.(v)) {
      // every expanded entry below is an ancestor of h: they all share v (and so does the root)
      cache.set(h, v);
      for (let i = 0; i < top; i++) if (expanded[i]) cache.set(stack[i]!, v);
      cache.set(root, v);
      return v;
    }
    cache.set(h, v);
    stack.pop();
    expanded.pop();
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
