/**
 * Thermographs, exact: walls are continuous piecewise-linear trajectories over temperatures
 * t ≥ −1 with rational breakpoints and slopes (CGSuite's generalized thermographs, after
 * Berlekamp's "The Economist's View of Combinatorial Games": hills where the scaffolds separate,
 * caves where they do not).
 *
 * Conventions (Siegel, CGT, II.5; CGSuite): values grow to the right numerically (the picture
 * puts Left on the left by drawing the value axis reversed). For G not an integer,
 *   left scaffold  LS(t) = max over G^L of RW_{G^L}(t) − t,
 *   right scaffold RS(t) = min over G^R of LW_{G^R}(t) + t,
 * and the walls follow the scaffolds where LS ≥ RS (a hill) and coincide in a mast inside a cave
 * (LS < RS). A cave mast is vertical unless a scaffold pushes it. An integer n is a vertical mast
 * at n from t = −1. The temperature is the largest breakpoint of the walls (−1 for an integer);
 * the mean is the mast's value.
 *
 * Computed on an explicit stack over followers (the engine's memoFold), cached per game.
 */
import type { FractionLike } from '../engine/dyadic.js';
import { LimitError } from '../engine/errors.js';
import { type Game, type Nus, nusGame } from '../engine/game.js';
import { type AnalysisOptions, analysisFold } from './fold.js';
import { dyadicOf, F_MINUS_ONE, F_ONE, F_ZERO, type Rational, rational } from './rational.js';
import { requireShort } from '../values/kind.js';
import { kindError, requireInt } from '../engine/guard.js';

/** One breakpoint of a trajectory: at temperature `t` the wall has value `v`. */
export interface Knot {
  /** The temperature. */
  readonly t: Rational;
  /** The value (the horizontal coordinate of the thermograph). */
  readonly v: Rational;
}

/**
 * A continuous piecewise-linear function of the temperature t ∈ [−1, ∞): linear between
 * consecutive knots, then with slope {@link Trajectory.slope} above the last knot.
 * Invariant: knots are strictly increasing in t, the first is at t = −1, and no knot other than
 * the first is redundant (the slopes on its two sides differ).
 */
export class Trajectory {
  /** The knots, the first at t = −1. */
  readonly knots: readonly Knot[];
  /** The slope dv/dt above the last knot (0 for a vertical mast). */
  readonly slope: Rational;

  /** Builds a trajectory, dropping redundant knots. @internal */
  constructor(knots: readonly Knot[], slope: Rational) {
    if (!Array.isArray(knots) || knots.length === 0) throw kindError('new Trajectory', 'knots', 'a non-empty array of knots { t, v }', knots);
    if (typeof slope !== 'object' || slope === null || typeof (slope as Partial<Rational>).sub !== 'function') throw kindError('new Trajectory', 'slope', 'a rational', slope);
    const out: Knot[] = [];
    for (const k of knots) {
      if (typeof k !== 'object' || k === null || typeof k.t?.equals !== 'function' || typeof k.v?.sub !== 'function') throw kindError('new Trajectory', 'knots[i]', 'a knot { t, v } of rationals', k);
      const last = out[out.length - 1];
      if (last && last.t.equals(k.t)) continue;
      out.push(k);
    }
    // drop collinear interior knots (and the last knot when it continues with the same slope)
    const kept: Knot[] = [out[0]!];
    for (let i = 1; i < out.length; i++) {
      const a = kept[kept.length - 1]!;
      const b = out[i]!;
      const sIn = b.v.sub(a.v).div(b.t.sub(a.t));
      const next = out[i + 1];
      const sOut = next ? next.v.sub(b.v).div(next.t.sub(b.t)) : slope;
      if (!sIn.equals(sOut)) kept.push(b);
    }
    this.knots = Object.freeze(kept);
    this.slope = slope;
  }

  /** The constant trajectory with value c. */
  static constant(c: Rational): Trajectory {
    return new Trajectory([{ t: F_MINUS_ONE, v: rational(c) }], F_ZERO);
  }

  /** The value at temperature t (t ≥ −1). */
  valueAt(t: FractionLike | number): Rational {
    const tt = rational(t);
    const ks = this.knots;
    for (let i = ks.length - 1; i >= 0; i--) {
      const k = ks[i]!;
      if (tt.gte(k.t) || i === 0) {
        if (i === ks.length - 1) return k.v.add(this.slope.mul(tt.sub(k.t)));
        const n = ks[i + 1]!;
        return k.v.add(n.v.sub(k.v).mul(tt.sub(k.t)).div(n.t.sub(k.t)));
      }
    }
    return ks[0]!.v;
  }

  /** The slope on the segment starting at knot i (i = knots.length − 1: the final slope). */
  slopeAfter(i: number): Rational {
    requireInt(i, 'Trajectory.slopeAfter', 'i', 0);
    const ks = this.knots;
    if (i >= ks.length - 1) return this.slope;
    return ks[i + 1]!.v.sub(ks[i]!.v).div(ks[i + 1]!.t.sub(ks[i]!.t));
  }

  /** The critical temperatures: where the slope changes (all knots but the base). */
  get criticalPoints(): Rational[] {
    return this.knots.slice(1).map((k) => k.t);
  }

  /** This trajectory plus s·t (s = −1 for a left scaffold, +1 for a right scaffold). */
  tilt(s: Rational): Trajectory {
    const r = rational(s);
    return new Trajectory(
      this.knots.map((k) => ({ t: k.t, v: k.v.add(r.mul(k.t)) })),
      this.slope.add(r),
    );
  }

  /** The pointwise maximum (max = true) or minimum of two trajectories. */
  static extremum(a: Trajectory, b: Trajectory, max: boolean): Trajectory {
    if (!(a instanceof Trajectory)) throw kindError('Trajectory.extremum', 'a', 'a Trajectory', a);
    if (!(b instanceof Trajectory)) throw kindError('Trajectory.extremum', 'b', 'a Trajectory', b);
    const ts = mergedBreaks(a, b);
    const knots: Knot[] = ts.map((t) => {
      const va = a.valueAt(t);
      const vb = b.valueAt(t);
      return { t, v: max ? (va.gte(vb) ? va : vb) : va.lte(vb) ? va : vb };
    });
    const last = ts[ts.length - 1]!;
    const cmp = atInfinity(a, b, last);
    const slope = (max ? cmp >= 0 : cmp <= 0) ? a.slope : b.slope;
    return new Trajectory(knots, slope);
  }

  /** A readable form: `v@t` knots then the final slope, for example `1@-1 1/2@-1/2 /0`. */
  toString(): string {
    return this.knots.map((k) => `${k.v.toFraction()}@${k.t.toFraction()}`).join(' ') + ` /${this.slope.toFraction()}`;
  }
}

/** Compares a and b as t → ∞ given that they do not cross above `from`: sign of a − b. */
function atInfinity(a: Trajectory, b: Trajectory, from: Rational): number {
  const c = a.slope.compare(b.slope);
  if (c !== 0) return c;
  return a.valueAt(from).compare(b.valueAt(from));
}

/**
 * The sorted union of both trajectories' knot temperatures and every temperature where they
 * cross, so that between consecutive returned temperatures (and above the last) both are linear
 * and a − b keeps one sign.
 */
function mergedBreaks(a: Trajectory, b: Trajectory): Rational[] {
  const all = [...a.knots.map((k) => k.t), ...b.knots.map((k) => k.t)].sort((x, y) => x.compare(y));
  const ts: Rational[] = [];
  for (const t of all) if (ts.length === 0 || !ts[ts.length - 1]!.equals(t)) ts.push(t);
  const out: Rational[] = [];
  for (let i = 0; i < ts.length; i++) {
    const t0 = ts[i]!;
    out.push(t0);
    const d0 = a.valueAt(t0).sub(b.valueAt(t0));
    if (i + 1 < ts.length) {
      const t1 = ts[i + 1]!;
      const d1 = a.valueAt(t1).sub(b.valueAt(t1));
      if (d0.s * d1.s < 0n && !d0.equals(0) && !d1.equals(0)) {
        out.push(t0.add(d0.mul(t1.sub(t0)).div(d0.sub(d1))));
      }
    } else {
      const ds = a.slope.sub(b.slope); // d(t) = d0 + ds·(t − t0)
      if (!d0.equals(0) && !ds.equals(0) && d0.s !== ds.s) out.push(t0.sub(d0.div(ds)));
    }
  }
  return out;
}

/**
 * The thermograph of a game: left and right walls, the mast's value (the mean) and the
 * temperature, all exact.
 */
export class Thermograph {
  /** The left wall (Left's value at each temperature). */
  readonly leftWall: Trajectory;
  /** The right wall (Right's value at each temperature). */
  readonly rightWall: Trajectory;

  /** @internal */
  constructor(leftWall: Trajectory, rightWall: Trajectory) {
    this.leftWall = leftWall;
    this.rightWall = rightWall;
  }

  /** The mast's value, exactly (the mean of the game). */
  get mastValue(): Rational {
    const ks = this.leftWall.knots;
    return ks[ks.length - 1]!.v;
  }

  /** The temperature exactly: the largest critical temperature of either wall, −1 if none. */
  get temperatureFraction(): Rational {
    let t = F_MINUS_ONE;
    for (const w of [this.leftWall, this.rightWall]) {
      const ks = w.knots;
      if (ks.length > 1 && ks[ks.length - 1]!.t.gt(t)) t = ks[ks.length - 1]!.t;
    }
    return t;
  }

  /**
   * The mean as a dyadic number; a ValueError when it needs more than 53 significant bits
   * (then use {@link Thermograph.mastValue}).
   */
  get mean(): number {
    return dyadicOf(this.mastValue, 'the mean');
  }

  /**
   * The temperature as a dyadic number; a ValueError when it needs more than 53 significant bits
   * (then use {@link Thermograph.temperatureFraction}).
   */
  get temperature(): number {
    return dyadicOf(this.temperatureFraction, 'the temperature');
  }

  /** Left's value at temperature t (the left wall). */
  leftAt(t: FractionLike | number): Rational {
    return this.leftWall.valueAt(t);
  }

  /** Right's value at temperature t (the right wall). */
  rightAt(t: FractionLike | number): Rational {
    return this.rightWall.valueAt(t);
  }
}

/** The thermographic intersection of a left and a right scaffold (generalized: hills and caves). */
export function thermographicIntersection(ls: Trajectory, rs: Trajectory): Thermograph {
  const ts = mergedBreaks(ls, rs);
  const lw: Knot[] = [];
  const rw: Knot[] = [];
  let cave: Rational | undefined; // the cave mast's value while in a cave
  let lSlope = F_ZERO;
  let rSlope = F_ZERO;
  for (let i = 0; i < ts.length; i++) {
    const a = ts[i]!;
    const b = ts[i + 1]; // undefined: the final ray
    const la = ls.valueAt(a);
    const ra = rs.valueAt(a);
    // the sign of LS − RS inside (a, b): constant there by construction of ts
    const probe = b ? a.add(b).div(2) : a.add(F_ONE);
    const inside = ls.valueAt(probe).compare(rs.valueAt(probe));
    if (inside >= 0) {
      // a hill: the walls are the scaffolds
      cave = undefined;
      lw.push({ t: a, v: la });
      rw.push({ t: a, v: ra });
      if (!b) {
        lSlope = slopeOn(ls, a);
        rSlope = slopeOn(rs, a);
      }
      continue;
    }
    // a cave: the mast starts at the crossing value, or (at the base) at the value of [LS, RS] nearest 0
    if (cave === undefined) cave = i === 0 ? clamp(F_ZERO, la, ra) : la.gte(ra) ? la : clamp(cave ?? F_ZERO, la, ra);
    cave = clamp(cave, la, ra);
    lw.push({ t: a, v: cave });
    rw.push({ t: a, v: cave });
    const sl = slopeOn(ls, a);
    const sr = slopeOn(rs, a);
    if (b) {
      const lb = ls.valueAt(b);
      const rb = rs.valueAt(b);
      let push: Rational | undefined; // where a scaffold starts pushing the mast
      let end = cave;
      if (lb.gt(cave)) {
        push = a.add(cave.sub(la).div(sl));
        end = lb;
      } else if (rb.lt(cave)) {
        push = a.add(cave.sub(ra).div(sr));
        end = rb;
      }
      if (push && push.gt(a)) {
        lw.push({ t: push, v: cave });
        rw.push({ t: push, v: cave });
      }
      cave = end;
    } else {
      // the final ray: the mast follows a scaffold that keeps pushing it, else stands vertical
      const s = sl.gt(0) ? sl : sr.lt(0) ? sr : F_ZERO;
      let push: Rational | undefined;
      if (sl.gt(0)) push = a.add(cave.sub(la).div(sl));
      else if (sr.lt(0)) push = a.add(cave.sub(ra).div(sr));
      if (push && push.gt(a)) {
        lw.push({ t: push, v: cave });
        rw.push({ t: push, v: cave });
      }
      lSlope = s;
      rSlope = s;
    }
  }
  return new Thermograph(new Trajectory(lw, lSlope), new Trajectory(rw, rSlope));
}

/** The slope of a trajectory just above temperature t. */
function slopeOn(tr: Trajectory, t: Rational): Rational {
  const ks = tr.knots;
  let i = 0;
  while (i + 1 < ks.length && ks[i + 1]!.t.lte(t)) i++;
  return tr.slopeAfter(i);
}

function clamp(x: Rational, lo: Rational, hi: Rational): Rational {
  if (x.lt(lo)) return lo;
  if (x.gt(hi)) return hi;
  return x;
}

const THERMOGRAPH = 'analysis:thermograph';

/**
 * The thermograph of x + k·↑ + *m is that of x + k'·↑ + *m', k' = k clamped to [−2, 2] and
 * m' = min(m, 2). By induction on the options (the walls of G depend only on the walls of its
 * options): x + *m (m ≥ 1) has the options x + *j, j < m, whose thermographs are those of x and of
 * x + * (induction on m), so every m ≥ 1 gives the same; x + k·↑ + *m (k ≥ 1, not ↑*) is {x | x +
 * (k−1)·↑ + *(m ⊕ 1)}, where m ⊕ 1 ≥ 2 iff m ≥ 2, so its class is m's; and from k = 2 on the
 * thermograph no longer depends on k or m (checked for |k| ≤ 4, m ≤ 9, x ∈ {0, 1/2, 1, −3/4} in
 * test/analysis/big-nimbers.test.ts); k ≤ −1 is the mirror image.
 */
function nusRepresentative(n: Nus): Game {
  return nusGame(n.number, Math.max(-2, Math.min(2, n.ups)), Math.min(2, n.nim));
}

/**
 * The thermograph of g (CGSuite's generalized thermograph, from temperature −1).
 *
 * Cost: linear in the number of followers times the cost of exact arithmetic on the walls'
 * numbers, which can grow by a bit a level (on h_i = {h_(i−1) | −i} the mean has i bits), so
 * deep games take time quadratic in depth: `opts` gives an AbortSignal, a progress counter and a
 * limit on the numbers' size ({@link AnalysisOptions}).
 *
 * @throws LimitError when a wall needs a number of more than `opts.maxBits` bits.
 * @throws AbortError when `opts.signal` is aborted.
 *
 * @example
 * ```ts
 * import { game, num, switchOf, thermograph } from 'partizan';
 * const g = game([num(3)], [switchOf(num(1))]); // {3 | {1 | -1}}
 * const th = thermograph(g);
 * th.mean;        // 1.5 (the scaffolds 3 − t and t meet at t = 3/2)
 * th.temperature; // 1.5
 * ```
 */
export function thermograph(g: Game, opts: AnalysisOptions = {}): Thermograph {
  g = requireShort(g, 'thermograph');
  const limit = opts.maxBits === undefined ? undefined : 1n << BigInt(Math.max(1, Math.floor(opts.maxBits)));
  return analysisFold<Thermograph>(
    g,
    THERMOGRAPH,
    (h) => {
      const n = h.nus;
      if (n && n.ups === 0 && n.nim === 0 && Number.isInteger(n.number)) {
        const c = Trajectory.constant(rational(n.number));
        return new Thermograph(c, c);
      }
      // x + k·↑ + *m has the thermograph of x + k'·↑ + *m' with k' = k clamped to ±2, m' = min(m, 2)
      // (see nusRepresentative): *100000 costs what *2 costs
      if (n && (Math.abs(n.ups) > 2 || n.nim > 2)) return thermograph(nusRepresentative(n), opts);
      return undefined;
    },
    (h, get) => {
      let ls: Trajectory | undefined;
      let rs: Trajectory | undefined;
      for (const x of h.leftOptions) {
        const w = get(x).rightWall;
        ls = ls ? Trajectory.extremum(ls, w, true) : w;
      }
      for (const x of h.rightOptions) {
        const w = get(x).leftWall;
        rs = rs ? Trajectory.extremum(rs, w, false) : w;
      }
      // canonical non-integers have options on both sides
      const th = thermographicIntersection(ls!.tilt(F_MINUS_ONE), rs!.tilt(F_ONE));
      if (limit !== undefined) checkBits(th, limit, opts.maxBits!);
      return th;
    },
    opts,
  );
}

/** A LimitError when a knot or slope of th has a numerator or denominator ≥ limit = 2^maxBits. */
function checkBits(th: Thermograph, limit: bigint, maxBits: number): void {
  const big = (q: Rational): boolean => q.n >= limit || q.d >= limit;
  for (const w of [th.leftWall, th.rightWall]) {
    if (big(w.slope) || w.knots.some((k) => big(k.t) || big(k.v))) {
      throw new LimitError(
        `a thermograph wall needs exact numbers of more than ${maxBits} bits (a follower's mean or temperature is that precise); ` +
          'raise maxBits, or use the exact functions (meanExact, temperatureExact, thermograph), which have no such limit by default',
      );
    }
  }
}
