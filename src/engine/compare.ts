/**
 * Comparison of games: `leq(a, b)` decides a ≤ b.
 *
 * a ≤ b iff no a^L satisfies b ≤ a^L and no b^R satisfies b^R ≤ a (Conway). The recursion runs
 * on an explicit stack, so comparing games of depth 100,000 needs no deep native stack. Results
 * between interned games are cached; NUS pairs are decided by arithmetic.
 *
 * Invariant of the caches: an entry (x, y) → r of `cache` records that x ≤ y is r for the
 * interned games with ids x and y. Since interned games are never freed and an id names one
 * value for the life of the process, an entry never goes stale; dropping entries (the table's
 * generational reset, {@link clearCompareCache}, `clearCaches()`) only costs time. `tempCache`
 * holds results about the one temporary (not interned) game of the running canonicalisation and
 * is emptied when the next one begins ({@link beginTemp}); the successive temporary games of one
 * canonicalisation all have the same value, so its entries hold for each of them. The temporary
 * game's stops are read from its options (LS = max RS(G^L), RS = min LS(G^R)) when
 * max RS(G^L) ≥ min LS(G^R), where no other value is possible (see computeSig); otherwise they
 * are NaN (a form such as {−1 | } equals a number whose stops are not read from its options),
 * which leaves every stop test undecided. The `_ge0`/`_le0` flags on a game are
 * the same facts for comparisons with 0.
 *
 * Signatures (a filter in front of the caches). The references are the 30 values k·↑ + *m with
 * |k| ≤ 7 and m ∈ {0, 1}, numbered in order of birthday so that the options of a reference come
 * before it. A game's signature is two bit masks: bit j of `up` is set iff REF_j ≤ G, bit j of
 * `down` iff G ≤ REF_j. By transitivity, a ≤ b is false when some REF_j ≤ a but not REF_j ≤ b, or
 * b ≤ REF_j but not a ≤ REF_j; and true when a ≤ REF_j ≤ b for some j. So many comparisons of
 * infinitesimals (whose stops are all 0) are answered from two words per game, without a search.
 * A signature is computed from the signatures of the game's options (Conway's definition of ≤,
 * with the references' options among the references), bottom-up on an explicit stack, once per
 * interned game. Invariant: for an interned game with id i whose word `sig[2i]` has the KNOWN bit,
 * `sig[2i]` (less that bit) and `sig[2i + 1]` are its `up` and `down` masks, and `stops[2i]`,
 * `stops[2i + 1]` its left and right stops. Ids never change meaning, so an entry never goes
 * stale; the arrays are emptied with the comparison cache.
 */
import { registerCache } from './cache.js';
import { dyAdd } from './dyadic.js';
import type { Game, Nus } from './node.js';
import { PairTable } from './pairtable.js';
import { checkWork, work } from './work.js';

/** Cached answers of a ≤ b between interned games: 1 false, 2 true. */
const cache = new PairTable();
/**
 * Bytes per cached comparison: the table spends 8 bytes a slot (two Int32s, the answer packed with
 * the first id) and keeps between a quarter and a half of its slots full, so 16 to 32 bytes; 32 is
 * the worst case.
 */
const COMPARE_BYTES_PER_ENTRY = 32;
/**
 * Results involving the temporary game of one canonicalisation (cleared by `beginTemp`). Only one
 * temporary game exists at a time, so the key is the other game's id and which side it was on.
 */
const tempCache = new Map<number, boolean>();

registerCache({
  name: 'engine.compare',
  holds:
    'a ≤ b between two interned games (open addressing on typed arrays; at most 2^24 pairs, then reset)',
  bytesPerEntry: COMPARE_BYTES_PER_ENTRY,
  size: () => cache.size + tempCache.size,
  clear: () => clearCompareCache(),
});
registerCache({
  name: 'engine.signatures',
  holds: 'an interned game’s signature against the references k·↑ + *m and its stops, by game id (typed arrays grown by doubling; emptied with engine.compare)',
  // 12 bytes a slot, two slots per id; the arrays grow by doubling, so up to twice that
  bytesPerEntry: 48,
  size: () => sigCount,
  clear: () => clearCompareCache(),
});

/** Sign test of a NUS difference: is d + k·↑ + *m ≥ 0? */
export function nusGe0(d: number, k: number, m: number): boolean {
  if (d !== 0) return d > 0;
  if (k >= 2) return true;
  if (k === 1) return m !== 1; // ↑* is fuzzy; ↑*m > 0 for m ≥ 2
  if (k === 0) return m === 0;
  return false;
}

/** a ≤ b for NUS values, by arithmetic. */
export function nusLeq(a: Nus, b: Nus): boolean {
  return nusGe0(dyAdd(b.number, -a.number), b.ups - a.ups, a.nim ^ b.nim);
}

// ---------------------------------------------------------------------------------------------
// Signatures

/** The number of references k·↑ + *m: |k| ≤ 7, m ∈ {0, 1}. */
const REF_COUNT = 30;
/** The references' NUS parts, in order of birthday (built on first use). */
let refNus: Nus[] | undefined;
/** For reference j, the indexes of its Left options and of its Right options among the references. */
let refLeft: number[][] = [];
let refRight: number[][] = [];
/** For reference j, the bits of its Left options and of its Right options (indexes below j). */
const refLeftMask = new Int32Array(REF_COUNT);
const refRightMask = new Int32Array(REF_COUNT);
/** For reference j = k·↑ + *m: k and m. */
const refUps = new Int32Array(REF_COUNT);
const refNim = new Int32Array(REF_COUNT);
/** Every reference's bit. */
const ALL_REFS = (1 << REF_COUNT) - 1;

function initRefs(): Nus[] {
  // the references k·↑ + *m in order of birthday, and their canonical options by the rule of
  // number-up-star values (engine/game.ts, materialiseNus; Siegel, CGT, II.2), as indexes
  const refs: Nus[] = [];
  for (let k = 0; k <= 7; k++) {
    for (const s of k === 0 ? [1] : [1, -1]) for (let m = 0; m < 2; m++) refs.push({ number: 0, ups: s * k, nim: m });
  }
  const index = new Map(refs.map((r, j) => [`${r.ups},${r.nim}`, j]));
  const at = (k: number, m: number, j: number): number => {
    const i = index.get(`${k},${m}`);
    if (i === undefined || i >= j) throw new Error('internal: a reference option is not an earlier reference');
    return i;
  };
  refLeft = refs.map(({ ups: k, nim: m }, j) => {
    if (k === 0) return m === 0 ? [] : [at(0, 0, j)];
    if (k > 0) return k === 1 && m === 1 ? [at(0, 0, j), at(0, 1, j)] : [at(0, 0, j)];
    return k === -1 && m === 1 ? [at(0, 0, j)] : [at(k + 1, m ^ 1, j)];
  });
  refRight = refs.map(({ ups: k, nim: m }, j) => {
    if (k === 0) return m === 0 ? [] : [at(0, 0, j)];
    if (k < 0) return k === -1 && m === 1 ? [at(0, 0, j), at(0, 1, j)] : [at(0, 0, j)];
    return k === 1 && m === 1 ? [at(0, 0, j)] : [at(k - 1, m ^ 1, j)];
  });
  refs.forEach((r, j) => {
    refUps[j] = r.ups;
    refNim[j] = r.nim;
    for (const l of refLeft[j]!) refLeftMask[j]! |= 1 << l;
    for (const x of refRight[j]!) refRightMask[j]! |= 1 << x;
  });
  return (refNus = refs);
}

/** Set in `sig[2i]` once game i's signature is known (the references use bits 0 to 29). */
const KNOWN = 1 << 30;
/** Per id i: up mask with KNOWN at 2i, down mask at 2i + 1 (adjacent, one cache line). */
let sig = new Int32Array(1 << 13);
/** The left and right stops, kept with the signature (Siegel, CGT, II.3). */
let stops = new Float64Array(1 << 13);
/** How many ids have their signature set (for the registry's memory estimate). */
let sigCount = 0;
/** The signature and stops of the current temporary game (id `tempSigId`), computed when first needed. */
let tempSigId = 0;
let tempUp = 0;
let tempDown = 0;
/**
 * The temporary game's left and right stops (NaN when not known), in a typed array rather than two
 * module variables: V8 compiled stores to those for the small integers it saw first and threw the
 * compiled `computeSig` away at the first NaN (`--trace-deopt`: "lost precision or NaN").
 */
const tempStops = new Float64Array(2);
/** The temporary game's stops as read from its options, NaN rule aside (what its canonical form's are when it is not a number). */
const tempOptionStops = new Float64Array(2);

function sigCapacity(id: number): void {
  if (2 * id < sig.length) return;
  let n = sig.length;
  while (n <= 2 * id) n *= 2;
  const u = new Int32Array(n);
  u.set(sig);
  sig = u;
  const st = new Float64Array(n);
  st.set(stops);
  stops = st;
}

/** Signature of a game whose options' signatures are known (or of a NUS value): sets sigUp/sigDown slots or the temp slot. */
function computeSig(h: Game): void {
  if (refNus === undefined) initRefs();
  let up = 0;
  let down = 0;
  let ls: number;
  let rs: number;
  // whether the stops read from the options can be the temporary form's (see below); decided
  // without comparing an infinite stop (of a side with no option), where V8's compiled comparison
  // of small integers was thrown away ("lost precision or NaN")
  let known = true;
  const hn = h.nus;
  if (hn) {
    ls = rs = hn.number;
    // REF_j = k·↑ + *m has number part 0: a nonzero number part decides both sides (nusLeq)
    if (hn.number > 0) up = ALL_REFS;
    else if (hn.number < 0) down = ALL_REFS;
    else {
      for (let j = 0; j < REF_COUNT; j++) {
        const m = refNim[j]! ^ hn.nim;
        if (nusGe0(0, hn.ups - refUps[j]!, m)) up |= 1 << j;
        if (nusGe0(0, refUps[j]! - hn.ups, m)) down |= 1 << j;
      }
    }
  } else {
    // REF_j ≤ h unless some h^R ≤ REF_j or h ≤ some REF_j^L; h ≤ REF_j unless REF_j ≤ some h^L or some REF_j^R ≤ h
    // a general game is not a number: LS(h) = max RS(h^L), RS(h) = min LS(h^R)
    let downR = 0;
    rs = Infinity;
    for (const x of h.rightOptions) {
      downR |= sig[2 * x.id + 1]!;
      rs = Math.min(rs, stops[2 * x.id]!);
    }
    let upL = 0;
    ls = -Infinity;
    for (const x of h.leftOptions) {
      upL |= sig[2 * x.id]!;
      ls = Math.max(ls, stops[2 * x.id + 1]!);
    }
    for (let j = 0; j < REF_COUNT; j++) {
      const bit = 1 << j;
      // (the options of REF_j are references below j, whose bits are already set)
      if ((downR & bit) === 0 && (down & refLeftMask[j]!) === 0) up |= bit;
      if ((upL & bit) === 0 && (up & refRightMask[j]!) === 0) down |= bit;
    }
    known = h.leftOptions.length > 0 && h.rightOptions.length > 0 && ls >= rs;
  }
  if (h.id < 0) {
    // A temporary form may equal a number (say {−1 | } = 0), where the stops are not those of its
    // options. It cannot when ls ≥ rs (max RS(h^L) ≥ min LS(h^R)): h = x, a number, would need
    // RS(h^L) ≤ x for every h^L (else x < h^L, and h^L ⧏ h fails) and LS(h^R) ≥ x likewise, so
    // ls ≤ x ≤ rs, x = ls = rs, the stops the formula gives. Otherwise NaN leaves every test on
    // its stops undecided.
    tempSigId = h.id;
    tempUp = up | KNOWN; // like the stored masks, so that bit 30 cancels in bySig
    tempDown = down;
    tempStops[0] = known ? ls : NaN;
    tempStops[1] = known ? rs : NaN;
    tempOptionStops[0] = ls;
    tempOptionStops[1] = rs;
  } else {
    if ((sig[2 * h.id]! & KNOWN) === 0) sigCount++;
    sig[2 * h.id] = up | KNOWN;
    sig[2 * h.id + 1] = down;
    stops[2 * h.id] = ls;
    stops[2 * h.id + 1] = rs;
  }
}

/** Makes sure g's signature is known (its options' first, on an explicit stack). */
function ensureSig(g: Game): void {
  if (g.id < 0) {
    if (tempSigId === g.id) return;
    for (const x of g.leftOptions) ensureSig(x); // options of a temporary game are interned: no deeper recursion
    for (const x of g.rightOptions) ensureSig(x);
    computeSig(g);
    return;
  }
  sigCapacity(g.id);
  if ((sig[2 * g.id]! & KNOWN) !== 0) return;
  if (g.nus) return computeSig(g);
  const stack: Game[] = [g];
  while (stack.length > 0) {
    const h = stack[stack.length - 1]!;
    if ((sig[2 * h.id]! & KNOWN) !== 0) {
      stack.pop();
      continue;
    }
    if (h.nus) {
      computeSig(h);
      stack.pop();
      continue;
    }
    let missing = false;
    for (const x of h.leftOptions) if (((sig[2 * x.id] ?? 0) & KNOWN) === 0) (sigCapacity(x.id), stack.push(x), (missing = true));
    for (const x of h.rightOptions) if (((sig[2 * x.id] ?? 0) & KNOWN) === 0) (sigCapacity(x.id), stack.push(x), (missing = true));
    if (missing) continue;
    computeSig(h);
    stack.pop();
  }
}

/**
 * Gives `g`, the interned canonical form of the temporary game `t` with the same option lists (the
 * last round of a canonicalisation), the signature already computed for `t`, when it is known and
 * `g` has none: computeSig would read the same options and give the same masks and stops (a
 * general game is not a number, so its stops are read from its options). Saves the signature's
 * second computation for every new value. @internal
 */
export function adoptTempSig(t: Game, g: Game): void {
  if (t.id !== tempSigId || g.id < 0 || g.nus !== undefined) return;
  sigCapacity(g.id);
  if ((sig[2 * g.id]! & KNOWN) !== 0) return;
  sigCount++;
  sig[2 * g.id] = tempUp; // with the KNOWN bit
  sig[2 * g.id + 1] = tempDown;
  stops[2 * g.id] = tempOptionStops[0]!;
  stops[2 * g.id + 1] = tempOptionStops[1]!;
}

/** Bit j set iff REF_j ≤ g. @internal */
export function sigUpOf(g: Game): number {
  ensureSig(g);
  return (g.id < 0 ? tempUp : sig[2 * g.id]!) & ~KNOWN;
}

/** Bit j set iff g ≤ REF_j. @internal */
export function sigDownOf(g: Game): number {
  ensureSig(g);
  return g.id < 0 ? tempDown : sig[2 * g.id + 1]!;
}

/** The left stop of g (NaN for the temporary game). @internal */
export function leftStop(g: Game): number {
  ensureSig(g);
  return g.id < 0 ? tempStops[0]! : stops[2 * g.id]!;
}

/** The right stop of g (NaN for the temporary game). @internal */
export function rightStop(g: Game): number {
  ensureSig(g);
  return g.id < 0 ? tempStops[1]! : stops[2 * g.id + 1]!;
}

/**
 * What the signatures and stops say about a ≤ b: true, false, or undefined when they do not
 * decide. Stops are monotone (a ≤ b implies LS(a) ≤ LS(b) and RS(a) ≤ RS(b)), and LS(a) < RS(b)
 * puts a number strictly between a and b, so a < b (Siegel, CGT, II.3).
 */
function bySig(a: Game, b: Game): boolean | undefined {
  const ai = a.id;
  const bi = b.id;
  // (an id past the arrays reads undefined, whose & is 0: not known)
  if (ai >= 0 ? (sig[2 * ai]! & KNOWN) === 0 : ai !== tempSigId) ensureSig(a);
  if (bi >= 0 ? (sig[2 * bi]! & KNOWN) === 0 : bi !== tempSigId) ensureSig(b);
  let ua, da, la, ra, ub, db, lb, rb: number;
  if (ai < 0) (ua = tempUp), (da = tempDown), (la = tempStops[0]!), (ra = tempStops[1]!);
  else (ua = sig[2 * ai]!), (da = sig[2 * ai + 1]!), (la = stops[2 * ai]!), (ra = stops[2 * ai + 1]!);
  if (bi < 0) (ub = tempUp), (db = tempDown), (lb = tempStops[0]!), (rb = tempStops[1]!);
  else (ub = sig[2 * bi]!), (db = sig[2 * bi + 1]!), (lb = stops[2 * bi]!), (rb = stops[2 * bi + 1]!);
  if ((ua & ~ub) !== 0 || (db & ~da) !== 0 || la > lb || ra > rb) return false;
  if ((da & ub) !== 0 || la < rb) return true;
  return undefined;
}

function lookup(a: Game, b: Game): boolean | undefined {
  if (a === b) return true;
  const an = a.nus;
  const bn = b.nus;
  if (an && bn) return nusLeq(an, bn);
  const s = bySig(a, b);
  if (s !== undefined) return s;
  if (an && an.number === 0 && an.ups === 0 && an.nim === 0 && b._ge0 !== 0) return b._ge0 > 0;
  if (bn && bn.number === 0 && bn.ups === 0 && bn.nim === 0 && a._le0 !== 0) return a._le0 > 0;
  if (a.id < 0) return b.id < 0 ? undefined : tempCache.get(b.id * 2);
  if (b.id < 0) return tempCache.get(a.id * 2 + 1);
  const c = cache.get(a.id, b.id);
  return c === 0 ? undefined : c === 2;
}

function store(a: Game, b: Game, r: boolean): void {
  if (a.id < 0 || b.id < 0) {
    if (a.id >= 0) tempCache.set(a.id * 2 + 1, r);
    else if (b.id >= 0) tempCache.set(b.id * 2, r);
    return;
  }
  const an = a.nus;
  const bn = b.nus;
  if (an && an.number === 0 && an.ups === 0 && an.nim === 0) b._ge0 = r ? 1 : -1;
  else if (bn && bn.number === 0 && bn.ups === 0 && bn.nim === 0) a._le0 = r ? 1 : -1;
  else cache.set(a.id, b.id, r ? 2 : 1);
}

interface Frame {
  a: Game;
  b: Game;
  /** 0: scanning a's Left options; 1: scanning b's Right options. */
  stage: number;
  i: number;
  /** Whether the remaining sub-questions were already scanned for a cached refutation. */
  scanned: boolean;
}

/**
 * Whether a sub-question of a ≤ b still to be asked (Left options of a from index `i` when `stage`
 * is 0, then every Right option of b) is already known, from the caches, to refute a ≤ b: a cached
 * b ≤ a^L or b^R ≤ a. Asked before descending into the first open sub-question, so that a known
 * refutation further on saves that descent.
 */
function knownRefutation(a: Game, b: Game, stage: number, i: number): boolean {
  work.steps += a.leftOptions.length + b.rightOptions.length;
  if (stage === 0) {
    const AL = a.leftOptions;
    for (let k = i; k < AL.length; k++) if (lookup(b, AL[k]!) === true) return true;
  }
  const BR = b.rightOptions;
  for (let k = stage === 0 ? 0 : i; k < BR.length; k++) if (lookup(BR[k]!, a) === true) return true;
  return false;
}

/**
 * Work counters of the comparison, for benchmarks: `searches` counts the calls of {@link leq}
 * not answered from the caches or signatures, `frames` the sub-questions they searched.
 * @internal
 */
export const counters = { searches: 0, frames: 0 };

/** a ≤ b. */
export function leq(a: Game, b: Game): boolean {
  const q = lookup(a, b);
  if (q !== undefined) return q;
  counters.searches++;
  const stack: Frame[] = [{ a, b, stage: 0, i: 0, scanned: false }];
  let child: boolean | undefined;
  let result = false;
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    let done: boolean | undefined;
    if (child !== undefined) {
      // the pending sub-question (b ≤ a^L, or b^R ≤ a) was answered
      if (child) done = false;
      else f.i++;
      child = undefined;
    }
    while (done === undefined) {
      // inside an engine operation, its work limit and signal (a comparison of sums with big nimbers can be long)
      if (++work.steps > work.next && work.depth > 0) checkWork();
      if (f.stage === 0) {
        const AL = f.a.leftOptions;
        if (f.i < AL.length) {
          const x = AL[f.i]!;
          const r = lookup(f.b, x);
          if (r === undefined) {
            if (!f.scanned && ((f.scanned = true), knownRefutation(f.a, f.b, 0, f.i + 1))) {
              done = false;
              continue;
            }
            stack.push({ a: f.b, b: x, stage: 0, i: 0, scanned: false });
            counters.frames++;
            break;
          }
          if (r) done = false;
          else f.i++;
          continue;
        }
        f.stage = 1;
        f.i = 0;
      }
      const BR = f.b.rightOptions;
      if (f.i < BR.length) {
        const y = BR[f.i]!;
        const r = lookup(y, f.a);
        if (r === undefined) {
          if (!f.scanned && ((f.scanned = true), knownRefutation(f.a, f.b, 1, f.i + 1))) {
            done = false;
            continue;
          }
          stack.push({ a: y, b: f.a, stage: 0, i: 0, scanned: false });
          counters.frames++;
          break;
        }
        if (r) done = false;
        else f.i++;
        continue;
      }
      done = true;
    }
    if (done === undefined) continue; // a child frame was pushed
    stack.pop();
    store(f.a, f.b, done);
    child = done;
    result = done;
  }
  return result;
}

/**
 * a ≤ b when the caches or signatures know it, else undefined (no search). Lets a caller try the
 * cheap questions first. @internal
 */
export function leqKnown(a: Game, b: Game): boolean | undefined {
  return lookup(a, b);
}

/** Starts a canonicalisation: forgets results about earlier temporary games. @internal */
export function beginTemp(): void {
  if (tempCache.size > 0) tempCache.clear();
}

/** Drops the comparison cache (values stay interned). Same as `clearCaches(['engine.compare'])`. */
export function clearCompareCache(): void {
  cache.clear();
  tempCache.clear();
  // back to the first size, so that clearing also gives the memory back
  sig = new Int32Array(1 << 13);
  stops = new Float64Array(1 << 13);
  sigCount = 0;
  tempSigId = 0;
}

/** The number of cached comparisons. */
export function compareCacheSize(): number {
  return cache.size;
}

/** How many times the comparison cache was emptied for being full (it then starts again). @internal */
export function compareCacheResets(): number {
  return cache.resets;
}

/** The result of comparing two games. `'||'` means incomparable (confused, fuzzy). */
export type Comparison = '<' | '>' | '=' | '||';

/**
 * The four-way comparison of a and b from an order `le` (a partial order on interned values, so
 * identical values are equal without asking): the one rule behind every `compare` of the library.
 */
export function compareBy<T>(a: T, b: T, le: (x: T, y: T) => boolean): Comparison {
  if (a === b) return '=';
  const x = le(a, b);
  const y = le(b, a);
  return x ? (y ? '=' : '<') : y ? '>' : '||';
}

/** The outcome class: Left wins (L), Right wins (R), the next player (N), the previous player (P). */
export type Outcome = 'L' | 'R' | 'N' | 'P';

/** The outcome class of g, from its comparisons with `zero` (the interned 0, given by the caller). */
export function outcomeOf(g: Game, zero: Game): Outcome {
  const p = leq(zero, g);
  const q = leq(g, zero);
  return p ? (q ? 'P' : 'L') : q ? 'R' : 'N';
}
