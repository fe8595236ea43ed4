/**
 * Misère quotients of heap games (Plambeck, "Taming the wild in impartial combinatorial games",
 * INTEGERS 5 (2005) G5; Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115
 * (2008)).
 *
 * For the set A of all sums of heaps of size at most H, two positions are equivalent when no
 * position of A tells them apart (G + X and G′ + X have the same misère outcome for every X in A).
 * The classes form a finite commutative monoid Q (when the game is tame enough), the *quotient*,
 * with its *P-portion* P ⊂ Q: a sum of heaps is a misère P-position exactly when the product of
 * its heaps' images lies in P. So the outcome of any sum is read off the quotient by multiplying.
 *
 * How it is computed (after Plambeck and Siegel's MisereSolver): heaps are added one at a time.
 * A new heap is first tried as an element of the quotient so far (a *conservative extension*, whose
 * element is unique as the quotient is reduced): by the mex interpolation test against the minimal
 * transition sets of the positions so far, else by checking the positions that hold the new heap
 * only (src/misere/transition.ts). Otherwise the quotient grows by a free cyclic generator for it,
 * outcomes are filled in over a candidate monoid in lexicographic order of positions, and the
 * candidate is reduced to its indistinguishability classes. Each candidate is accepted only after
 * a **complete check** of every position (the P-rule over every element and heap, the N-rule by
 * an enumeration pruned by transition sets), which returns the lexicographically least position
 * predicted wrong; its heaps become free generators with larger exponents (over the last reduced
 * candidate first, else over the quotient so far with the free generators before) and the search
 * goes on.
 *
 * Invariant: a returned {@link MisereQuotient} predicts the misère outcome of every sum of heaps up
 * to its bound (it passed the complete check), and it is reduced (any two elements are told apart
 * by some element), so it is the quotient itself, up to the names of its elements.
 */
import { LimitError } from '../engine/errors.js';
import { RunControl, limitOption, type RunOptions } from '../engine/run.js';
import { heapMoves, type HeapMoves, type HeapGameRules } from './heap.js';
import { kindError, requireIterable } from '../engine/guard.js';
import { requireHeaps } from './guard.js';
import { bitsetOf, checkAll, checkNewHeap, interpolate, optionImages, transitionLists, type TransitionLists } from './transition.js';

/** Options of {@link misereQuotient}. */
export interface QuotientOptions extends RunOptions {
  /** The largest candidate monoid tried (default 200,000 elements); beyond, a {@link LimitError}. */
  maxCandidate?: number;
  /** The most positions one check of a candidate visits (default 2,000,000). */
  maxStates?: number;
  /** The most recalibrations at one heap (default 50). */
  maxRounds?: number;
}

/** A finite commutative monoid with a multiplication table; element 0 is the identity. */
interface Table {
  size: number;
  mul: Int32Array;
  p: Uint8Array;
}

/** A misère quotient of a heap game, up to a bound on the heap size. */
export interface MisereQuotient {
  /** The rules' name. */
  readonly game: string;
  /** The largest heap the quotient covers. */
  readonly maxHeap: number;
  /** Its order |Q|. */
  readonly order: number;
  /** The multiplication table: `mul[x * order + y]` is x·y (element 0 is the identity). */
  readonly mul: Int32Array;
  /** `isP[x]` is 1 when x is in the P-portion. */
  readonly isP: Uint8Array;
  /** The image of each heap 0..maxHeap (0, the identity, for heaps without a move). */
  readonly heapElement: Int32Array;
  /** The generators' names and the heap each stands for (`{ name: 'a', heap: 1 }`). */
  readonly generators: ReadonlyArray<{ readonly name: string; readonly heap: number }>;
  /** Each element's normal form: the shortest word in the generators (`1`, `a`, `ab^2`). */
  readonly words: readonly string[];
  /** A complete presentation: relations `lhs = rhs` between words. */
  readonly relations: readonly string[];
}

/** `q` when it is a quotient made by {@link misereQuotient}, else a KindError naming `fn`. */
function requireQuotient(q: unknown, fn: string): MisereQuotient {
  const x = q as Partial<MisereQuotient> | null;
  if (typeof x !== 'object' || x === null || !Array.isArray(x.words) || typeof x.order !== 'number' || typeof x.maxHeap !== 'number' || x.mul === undefined || x.heapElement === undefined || x.isP === undefined) {
    throw kindError(fn, 'q', 'a quotient made by misereQuotient', q);
  }
  return x as MisereQuotient;
}

/** The elements of the P-portion, as words. */
export function pPortion(q: MisereQuotient): string[] {
  requireQuotient(q, 'pPortion');
  return q.words.filter((_, i) => q.isP[i] === 1);
}

/** The image of a sum of heaps in the quotient (heaps larger than its bound are a RangeError-free {@link LimitError}). */
export function quotientElement(q: MisereQuotient, heaps: Iterable<number>): number {
  requireQuotient(q, 'quotientElement');
  let x = 0;
  for (const h of requireIterable<number>(heaps, 'quotientElement', 'heaps')) {
    if (!Number.isInteger(h) || h < 0 || h > q.maxHeap) throw new LimitError(`heap ${String(h).slice(0, 20)} is outside the quotient, which covers heaps 0 to ${q.maxHeap} (the limit maxHeap)`, 'maxHeap');
    x = q.mul[x * q.order + q.heapElement[h]!]!;
  }
  return x;
}

/** The misère outcome of a sum of heaps read off the quotient: a product and a look-up per heap. */
export function quotientOutcome(q: MisereQuotient, heaps: Iterable<number>): 'P' | 'N' {
  return q.isP[quotientElement(q, heaps)] === 1 ? 'P' : 'N';
}

/**
 * A winning move in a sum of heaps found with the quotient: the heap to move in and the heaps it
 * leaves, or undefined when the sum is a P-position (or has no move).
 */
export function quotientWinningMove(q: MisereQuotient, rules: HeapGameRules, heaps: readonly number[]): { heap: number; leaves: readonly number[]; position: number[] } | undefined {
  requireQuotient(q, 'quotientWinningMove');
  const moves = heapMoves(rules);
  const pos = moves.normalise(requireHeaps(heaps, 'quotientWinningMove'));
  for (let i = 0; i < pos.length; i++) {
    if (i > 0 && pos[i] === pos[i - 1]) continue;
    const rest = pos.slice(0, i).concat(pos.slice(i + 1));
    const base = quotientElement(q, rest);
    for (const mv of moves.of(pos[i]!)) {
      let x = base;
      for (const h of mv) x = q.mul[x * q.order + q.heapElement[h]!]!;
      if (q.isP[x] === 1) return { heap: pos[i]!, leaves: mv, position: rest.concat(mv).sort((a, b) => b - a) };
    }
  }
  return undefined;
}

/**
 * Enumerates states in lexicographic order of positions: letter 0 is the most significant, each
 * letter's multiplicity grows until `step` returns null (a state met before). Explicit stack.
 */
function enumerateLex<S>(letters: number, start: S, step: (s: S, letter: number) => S | null, onStep: () => void): void {
  const stack: Array<{ k: number; s: S; opened: boolean }> = [{ k: 0, s: start, opened: false }];
  while (stack.length > 0) {
    onStep();
    const f = stack[stack.length - 1]!;
    if (f.k >= letters) {
      stack.pop();
      continue;
    }
    if (!f.opened) {
      f.opened = true;
      stack.push({ k: f.k + 1, s: f.s, opened: false });
      continue;
    }
    const next = step(f.s, f.k);
    if (next === null) {
      stack.pop();
      continue;
    }
    f.s = next;
    stack.push({ k: f.k + 1, s: next, opened: false });
  }
}

/** The live heaps 1..n in decreasing order, and each one's moves. */
function liveHeaps(moves: HeapMoves, n: number): number[] {
  const out: number[] = [];
  for (let h = n; h >= 1; h--) if (!moves.isDead(h)) out.push(h);
  return out;
}

/** A candidate monoid: the old quotient times free cyclic monoids ⟨g | g^(index+2) = g^index⟩. */
interface Candidate {
  base: Table;
  cyc: Array<{ heap: number; index: number; size: number }>;
  radix: number[];
}

function candidateMul(c: Candidate, x: number, y: number): number {
  const bs = c.base.size;
  let r = c.base.mul[(x % bs) * bs + (y % bs)]!;
  let xq = Math.floor(x / bs);
  let yq = Math.floor(y / bs);
  let scale = bs;
  for (const comp of c.cyc) {
    const a = xq % comp.size;
    const b = yq % comp.size;
    xq = Math.floor(xq / comp.size);
    yq = Math.floor(yq / comp.size);
    let e = a + b;
    if (e >= comp.size) e = comp.index + ((e - comp.index) % 2);
    r += e * scale;
    scale *= comp.size;
  }
  return r;
}

/** Builds, reduces and returns the quotient candidate for heaps 1..n over the candidate monoid. */
function buildCandidate(c: Candidate, phiC: number[], moves: HeapMoves, n: number, maxCandidate: number, run: RunControl): { t: Table; phi: Int32Array } {
  const heaps = liveHeaps(moves, n);
  // the submonoid reachable from the identity by the heaps' images
  const gens = [...new Set(heaps.map((h) => phiC[h]!))];
  const index = new Map<number, number>([[0, 0]]);
  const codes = [0];
  for (let i = 0; i < codes.length; i++) {
    run.step();
    for (const g of gens) {
      const y = candidateMul(c, codes[i]!, g);
      if (!index.has(y)) {
        if (codes.length >= maxCandidate) throw new LimitError(`a candidate quotient has more than ${maxCandidate} elements (the limit maxCandidate)`, 'maxCandidate');
        index.set(y, codes.length);
        codes.push(y);
      }
    }
  }
  const R = codes.length;
  const gIndex = new Map(gens.map((g, i) => [g, i]));
  const act: Int32Array[] = gens.map((g) => {
    const a = new Int32Array(R);
    for (let i = 0; i < R; i++) a[i] = index.get(candidateMul(c, codes[i]!, g))!;
    return a;
  });
  const letterOf = new Map(heaps.map((h) => [h, gIndex.get(phiC[h]!)!]));
  const optWords = new Map(heaps.map((h) => [h, moves.of(h).map((mv) => mv.map((k) => letterOf.get(k)!))]));
  // outcomes in lexicographic order of positions (largest heap most significant)
  const marked = new Uint8Array(R);
  const isP = new Uint8Array(R);
  marked[0] = 1;
  enumerateLex<{ x: number; tr: number[] }>(
    heaps.length,
    { x: 0, tr: [] },
    (s, letter) => {
      const h = heaps[letter]!;
      const a = act[letterOf.get(h)!]!;
      const x = a[s.x]!;
      if (marked[x] === 1) return null;
      const tr = new Set<number>();
      for (const t of s.tr) tr.add(a[t]!);
      for (const w of optWords.get(h)!) {
        let y = s.x;
        for (const l of w) y = act[l]![y]!;
        tr.add(y);
      }
      let p = tr.size > 0;
      for (const t of tr) if (isP[t] === 1) p = false;
      marked[x] = 1;
      isP[x] = p ? 1 : 0;
      return { x, tr: [...tr] };
    },
    () => run.step(),
  );
  // indistinguishability classes: the coarsest partition refining P, stable under every generator
  let cls = new Int32Array(R);
  for (let i = 0; i < R; i++) cls[i] = isP[i]!;
  let count = new Set(cls).size;
  for (;;) {
    run.step();
    const sig = new Map<string, number>();
    const next = new Int32Array(R);
    for (let i = 0; i < R; i++) {
      let s = String(cls[i]);
      for (const a of act) s += ',' + cls[a[i]!];
      let id = sig.get(s);
      if (id === undefined) {
        id = sig.size;
        sig.set(s, id);
      }
      next[i] = id;
    }
    cls = next;
    if (sig.size === count) break;
    count = sig.size;
  }
  // renumber so that the identity is 0, then in order of first appearance
  const renum = new Map<number, number>();
  const rep: number[] = [];
  for (let i = 0; i < R; i++) {
    if (!renum.has(cls[i]!)) {
      renum.set(cls[i]!, rep.length);
      rep.push(i);
    }
  }
  const size = rep.length;
  const mul = new Int32Array(size * size);
  const p = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    p[i] = isP[rep[i]!]!;
    for (let j = 0; j < size; j++) mul[i * size + j] = renum.get(cls[index.get(candidateMul(c, codes[rep[i]!]!, codes[rep[j]!]!))!]!)!;
  }
  const phi = new Int32Array(n + 1);
  for (const h of heaps) phi[h] = renum.get(cls[index.get(phiC[h]!)!]!)!;
  return { t: { size, mul, p }, phi };
}

/** The complete check of a candidate for heaps 1..n (src/misere/transition.ts `checkAll`). */
function checkCandidate(c: { t: Table; phi: Int32Array }, moves: HeapMoves, n: number, maxStates: number, run: RunControl): number[] | undefined {
  const heaps = liveHeaps(moves, n);
  const tr: number[][] = [];
  for (const h of heaps) tr[h] = optionImages(c.t, c.phi, moves.of(h));
  return checkAll(c.t, heaps, c.phi, tr, maxStates, run);
}

/**
 * The misère quotient of a heap game for heaps of size at most `maxHeap` (see the module comment
 * for the method and its guarantee).
 * @throws LimitError past `maxCandidate`, `maxStates` or `maxRounds`.
 */
export function misereQuotient(rules: HeapGameRules, maxHeap: number, opts: QuotientOptions = {}): MisereQuotient {
  const H = limitOption(maxHeap, 0, 'maxHeap', { min: 0, max: 100_000 });
  const maxCandidate = limitOption(opts.maxCandidate, 200_000, 'maxCandidate');
  const maxStates = limitOption(opts.maxStates, 2_000_000, 'maxStates');
  const maxRounds = limitOption(opts.maxRounds, 50, 'maxRounds');
  const moves = heapMoves(rules);
  const run = new RunControl(opts, 'quotient', 'heaps');
  let t: Table = { size: 1, mul: new Int32Array([0]), p: new Uint8Array([0]) };
  let phi = new Int32Array(H + 1);
  // the option images of each heap under the quotient so far, and the minimal transition sets of
  // its positions (both dropped when the quotient changes)
  let trs: number[][] | undefined;
  let lists: TransitionLists | undefined;
  for (let n = 1; n <= H; n++) {
    run.progress(n - 1, H);
    if (moves.isDead(n)) continue;
    // a conservative extension: heap n is an element of the quotient so far (that element is
    // unique, the quotient being reduced). First the mex interpolation test against the minimal
    // transition sets of the positions so far, then, for each element that passes the P-rule, the
    // N-rule on the positions that hold heap n only (src/misere/transition.ts).
    const trial = new Int32Array(n + 1);
    trial.set(phi.subarray(0, n));
    const opt = optionImages(t, phi, moves.of(n));
    // the P-rule for heap n: when heap n + Z is P, no move in heap n may reach P
    const compatible = (x: number): boolean => {
      for (let z = 0; z < t.size; z++) {
        if (t.p[t.mul[x * t.size + z]!] !== 1) continue;
        for (const o of opt) if (t.p[t.mul[o * t.size + z]!] === 1) return false;
      }
      return true;
    };
    const older = liveHeaps(moves, n - 1);
    if (trs === undefined) {
      trs = [];
      for (const h of older) trs[h] = optionImages(t, phi, moves.of(h));
    }
    const known: TransitionLists = (lists ??= transitionLists(t, older, phi, trs, maxStates, run));
    trs[n] = opt;
    let x = interpolate(t, bitsetOf(opt, t.size), opt, known, compatible);
    if (x < 0) {
      for (let y = 0; y < t.size && x < 0; y++) {
        if (!compatible(y)) continue;
        trial[n] = y;
        const copy: TransitionLists = known.map((l) => l.slice());
        if (checkNewHeap(t, n, older, trial, trs, copy, maxStates, run) === undefined) {
          x = y;
          lists = copy;
        }
      }
    }
    if (x >= 0) {
      trial[n] = x;
      const next = new Int32Array(H + 1);
      next.set(trial);
      phi = next;
      continue;
    }
    trs = undefined;
    lists = undefined;
    // an expansion: free cyclic generators for heap n and, as failures show, for other heaps
    let free = new Map<number, number>([[n, 2]]);
    // the base the free generators multiply: the quotient so far, or (after a rebase) the last
    // reduced candidate, when the free generators over the quotient so far grow too large
    let base: { t: Table; phi: Int32Array } = { t, phi };
    const attempt = (fr: Map<number, number>): { t: Table; phi: Int32Array } => {
      const cyc = [...fr].map(([heap, index]) => ({ heap, index, size: index + 2 }));
      const c: Candidate = { base: base.t, cyc, radix: [] };
      const phiC: number[] = [];
      let scale = base.t.size;
      const gen = new Map<number, number>();
      for (const comp of cyc) {
        gen.set(comp.heap, scale);
        scale *= comp.size;
      }
      for (let h = 1; h <= n; h++) phiC[h] = gen.get(h) ?? base.phi[h]!;
      return buildCandidate(c, phiC, moves, n, maxCandidate, run);
    };
    let built = attempt(free);
    for (let round = 0; ; round++) {
      const failure = checkCandidate(built, moves, n, maxStates, run);
      if (failure === undefined) break;
      if (round >= maxRounds) throw new LimitError(`the quotient at heap ${n} was not found within ${maxRounds} rounds (the limit maxRounds)`, 'maxRounds');
      // the check returns the lexicographically least failing position: its options come before
      // it and are predicted right, so its own prediction is wrong and its true outcome is the
      // other one. Then the fewest of its heaps made free (with exponents up to their
      // multiplicity) that predict it right.
      let x0 = 0;
      for (const h of failure) x0 = built.t.mul[x0 * built.t.size + built.phi[h]!]!;
      const truth = 1 - built.t.p[x0]!;
      const mult = new Map<number, number>();
      for (const h of failure) mult.set(h, (mult.get(h) ?? 0) + 1);
      const heapsIn = [...mult.keys()];
      let fixed: { fr: Map<number, number>; b: { t: Table; phi: Int32Array } } | undefined;
      // first over the last reduced candidate (a small base, no free generators yet), then, when
      // that fails, over the base so far with its free generators
      const passes: Array<{ base: { t: Table; phi: Int32Array }; free: Map<number, number> }> = [{ base, free }];
      if (base.t !== built.t) passes.unshift({ base: built, free: new Map() });
      for (const pass of passes) {
        if (fixed !== undefined) break;
        base = pass.base;
        free = pass.free;
        for (let k = 1; k <= heapsIn.length && fixed === undefined; k++) {
          for (const subset of combinations(heapsIn, k)) {
            const fr = new Map(free);
            let changed = false;
            for (const h of subset) {
              const want = Math.max(2, mult.get(h)! + 1, (fr.get(h) ?? 0) + (fr.has(h) ? 1 : 0));
              if ((fr.get(h) ?? 0) < want) {
                fr.set(h, want);
                changed = true;
              }
            }
            if (!changed) continue;
            let b: { t: Table; phi: Int32Array };
            try {
              b = attempt(fr);
            } catch (e) {
              if (e instanceof LimitError && e.option === 'maxCandidate') continue;
              throw e;
            }
            let x = 0;
            for (const h of failure) x = b.t.mul[x * b.t.size + b.phi[h]!]!;
            if (b.t.p[x] === truth) {
              fixed = { fr, b };
              break;
            }
          }
        }
      }
      if (fixed === undefined) throw new LimitError(`the quotient at heap ${n} needs a candidate larger than maxCandidate (${maxCandidate})`, 'maxCandidate');
      free = fixed.fr;
      built = fixed.b;
    }
    t = built.t;
    const next = new Int32Array(H + 1);
    next.set(built.phi);
    phi = next;
  }
  run.progress(H, H, true);
  return present(rules.name, H, t, phi, moves);
}

/** The subsets of `xs` with `k` elements, in lexicographic order of positions. */
function* combinations<T>(xs: readonly T[], k: number): Generator<T[]> {
  const idx = Array.from({ length: k }, (_, i) => i);
  if (k > xs.length) return;
  for (;;) {
    yield idx.map((i) => xs[i]!);
    let i = k - 1;
    while (i >= 0 && idx[i] === xs.length - k + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function generatorName(i: number): string {
  return i < 26 ? LETTERS[i]! : `g${i}`;
}

/** Names the generators (heaps whose image is new), writes every element as its shortest word and the relations. */
function present(game: string, H: number, t: Table, phi: Int32Array, moves: HeapMoves): MisereQuotient {
  const size = t.size;
  // generators: in heap order, each heap whose image is not yet reachable from the earlier ones
  const reach = new Set<number>([0]);
  const gens: Array<{ name: string; heap: number; el: number }> = [];
  const close = (): void => {
    const list = [...reach];
    for (let i = 0; i < list.length; i++) {
      for (const g of gens) {
        const y = t.mul[list[i]! * size + g.el]!;
        if (!reach.has(y)) {
          reach.add(y);
          list.push(y);
        }
      }
    }
  };
  for (let h = 1; h <= H; h++) {
    if (moves.isDead(h) || reach.has(phi[h]!)) continue;
    gens.push({ name: generatorName(gens.length), heap: h, el: phi[h]! });
    close();
  }
  // shortlex normal forms: exponent vectors, found breadth first by degree, generators in order
  const exps: Array<number[] | undefined> = new Array(size);
  exps[0] = gens.map(() => 0);
  let frontier = [0];
  while (frontier.length > 0) {
    const nextFrontier: number[] = [];
    const cands: Array<{ el: number; e: number[] }> = [];
    for (const x of frontier) {
      gens.forEach((g, i) => {
        const y = t.mul[x * size + g.el]!;
        if (exps[y] === undefined) {
          const e = exps[x]!.slice();
          e[i]!++;
          cands.push({ el: y, e });
        }
      });
    }
    // among words of one degree the lexicographically least (more of earlier generators first)
    cands.sort((a, b) => {
      for (let i = 0; i < a.e.length; i++) if (a.e[i] !== b.e[i]) return b.e[i]! - a.e[i]!;
      return 0;
    });
    for (const cnd of cands) {
      if (exps[cnd.el] === undefined) {
        exps[cnd.el] = cnd.e;
        nextFrontier.push(cnd.el);
      }
    }
    frontier = nextFrontier;
  }
  const word = (e: readonly number[]): string => {
    let s = '';
    e.forEach((k, i) => {
      if (k > 0) s += gens[i]!.name + (k > 1 ? `^${k}` : '');
    });
    return s === '' ? '1' : s;
  };
  const words = exps.map((e) => word(e!));
  // relations: the minimal words that are not normal forms, each with its normal form
  const normal = new Set(exps.map((e) => e!.join(',')));
  const relations: string[] = [];
  const seen = new Set<string>();
  for (let x = 0; x < size; x++) {
    gens.forEach((g, i) => {
      const e = exps[x]!.slice();
      e[i]!++;
      const k = e.join(',');
      if (normal.has(k) || seen.has(k)) return;
      seen.add(k);
      // minimal: removing any one letter leaves a normal form
      for (let j = 0; j < e.length; j++) {
        if (e[j]! === 0) continue;
        const f = e.slice();
        f[j]!--;
        if (!normal.has(f.join(','))) return;
      }
      relations.push(`${word(e)}=${words[t.mul[x * size + g.el]!]}`);
    });
  }
  return {
    game,
    maxHeap: H,
    order: size,
    mul: t.mul,
    isP: t.p,
    heapElement: phi,
    generators: gens.map((g) => ({ name: g.name, heap: g.heap })),
    words,
    relations,
  };
}
