/**
 * Turns the fuzzers' descriptors (random.ts) into values, with the library's own constructors.
 * A game recipe that the library refuses (a typed error: `nim(2^30)` is fine, `parse('{')` is not)
 * becomes 0, so that the call still runs; a recipe that fails otherwise is a finding of its own
 * and is reported as such by the caller.
 *
 * Arguments are built under a tenth of the default work budget ({@link buildArgs}): a recipe such
 * as ±(*65536 + ±3/4) uses up the whole budget before its LimitError (seconds on a loaded
 * machine), and a call with five such arguments would spend the watchdog's time before the call
 * under test starts. The call itself runs at the default limits.
 */
import { add, game, nim, num, type Game, parse, setMaxWork, switchOf, upNth, upPow, zero, PartizanError } from '../../src/index.js';
import { parsePosition } from '../../src/entries/chopsticks.js';
import { type Desc, type GameRecipe, rng, int, pick } from './random.js';

function orZero(make: () => Game): Game {
  try {
    return make();
  } catch (e) {
    if (e instanceof PartizanError) return zero;
    throw e;
  }
}

export function buildGame(g: GameRecipe): Game {
  if ('text' in g) return orZero(() => parse(g.text) as Game);
  if ('nim' in g) return orZero(() => nim(g.nim));
  if ('num' in g) return orZero(() => num(g.num));
  if ('upNth' in g) return orZero(() => upNth(g.upNth));
  if ('upPow' in g) return orZero(() => upPow(g.upPow));
  if ('switchOf' in g) return orZero(() => switchOf(buildGame(g.switchOf)));
  if ('chain' in g) {
    // the chain of the README's deep-games example: {k + 2 | previous}
    let h = zero;
    for (let k = 1; k <= g.chain; k++) h = game([num(k + 2)], [h]);
    return h;
  }
  if ('sum' in g) return orZero(() => add(buildGame(g.sum[0]), buildGame(g.sum[1])));
  // a small random game grown from a pool, as in bench/engine.ts
  const r = rng(g.random);
  const pool: Game[] = [zero, nim(1), nim(2), num(1), num(-1), num('1/2'), switchOf(num(1)), upNth(1)];
  const steps = int(r, 1, 8);
  return orZero(() => {
    for (let s = 0; s < steps; s++) {
      const some = (): Game[] => Array.from({ length: int(r, 1, 3) }, () => pick(r, pool));
      pool.push(game(some(), some()));
    }
    return pool[pool.length - 1]!;
  });
}

export function build(d: Desc): unknown {
  if (d === null) return null;
  if ('u' in d) return undefined;
  if ('b' in d) return d.b;
  if ('n' in d) return typeof d.n === 'number' ? d.n : Number(d.n);
  if ('big' in d) return BigInt(d.big);
  if ('s' in d) return d.s;
  if ('rep' in d) return d.rep[0].repeat(d.rep[1]) + (d.tail ?? '');
  if ('a' in d) return d.a.map(build);
  if ('o' in d) {
    const o: Record<string, unknown> = {};
    for (const [k, v] of d.o) Object.defineProperty(o, k, { value: build(v), enumerable: true, writable: true, configurable: true });
    return o;
  }
  if ('game' in d) return buildGame(d.game);
  if ('loopy' in d) {
    try {
      return parse(d.loopy, { loopy: true });
    } catch (e) {
      if (e instanceof PartizanError) return zero;
      throw e;
    }
  }
  if ('signal' in d) return d.signal === 'aborted' ? AbortSignal.abort('stop') : d.signal === 'soon' ? AbortSignal.timeout(5) : new AbortController().signal;
  if ('fn' in d) return d.fn === 'noop' ? () => {} : d.fn === 'five' ? () => 5 : (x: unknown) => x;
  if ('position' in d) {
    try {
      return parsePosition(d.position);
    } catch (e) {
      if (e instanceof PartizanError) return d.position;
      throw e;
    }
  }
  return Symbol(d.sym);
}

/** The work budget of building one call's arguments (a tenth of the default 10^7 steps). */
const ARG_WORK = 1_000_000;

/** The values of a call's arguments, built under {@link ARG_WORK}. */
export function buildArgs(ds: readonly Desc[]): unknown[] {
  const before = setMaxWork(ARG_WORK);
  try {
    return ds.map(build);
  } finally {
    setMaxWork(before);
  }
}
