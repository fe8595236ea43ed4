/**
 * Uptimals in the engine (McKay, *All-small games and optimal notation*; Siegel, *CGT*, II.4):
 * games equal to
 *
 *     x + a_1·↑ + a_2·↑² + … + a_k·↑^k + *m      (x a number, a_k ≠ 0, ↑^j the j-th power of up)
 *
 * held as their expansion x*m.a_1a_2…a_k with run-length encoded digits.
 *
 * Recognition ({@link expansionOf}) works follower by follower: the canonical form of an uptimal
 * with a_k > 0 has exactly one Right option, x*(m⊕1).(a_1−1)…(a_k−1), and Left options fixed by the
 * digits (cases A–D in {@link leftOptionExpansions}); an uptimal with a_k < 0 is the negative of one
 * with a_k > 0. So the expansion of G is derived from the expansions of its options and confirmed by
 * matching all of them. Since every option of an uptimal is an uptimal, the first follower found not
 * to be one settles the question for G (early exit).
 *
 * Construction ({@link uptimalOf}) runs the same description forwards: the canonical form of an
 * expansion is {L(e) | R(e)} with the options' own canonical forms built first (explicit stack, a
 * cache keyed by expansion), interned without any comparison. Expansions of length ≤ 1 are
 * number-up-star values. This gives the sum fast path ({@link uptimalSum}): the expansion of a sum
 * of uptimals is the digit-wise sum (numbers add, nimbers xor, digits add place by place, since
 * the ↑^j are independent), so x + Σ a_j·↑^j + *m + y + Σ b_j·↑^j + *n has expansion
 * (x+y)*(m⊕n).(a_1+b_1)…(a_k+b_k), built in time linear in its followers.
 * ↑^[100000] − ↑^[99999] = ↑^100000 = 0.0…01 costs 100,000 constructions, not 10¹⁰ pairs.
 */
import { BoundedCache } from './cache.js';
import { type Expansion, SLOT, addExpansions, expansionOf, lastDigit, leftOptionExpansions, listedNimbers, negate, rightOptionExpansion } from './expansion.js';
import { type Game, internGeneral, nusGame } from './game.js';
import { checkWork, enterWork, work } from './work.js';

// the reading part (expansions, recognition) is engine/expansion.ts, which builds no game
export { type Expansion, fromDigits, expansionOf, addExpansions } from './expansion.js';

function expansionKey(e: Expansion): string {
  let s = `${e.number}*${e.nim}`;
  for (const r of e.runs) s += `,${r.v}x${r.n}`;
  return s;
}

const BUILT_LIMIT = 2_000_000;
/** Measured (88 B, see docs/architecture.md, "Caches"): a Map entry with a short string key. */
const BUILT_BYTES_PER_ENTRY = 90;
/**
 * Uptimals built from their expansions, by the expansion's text. Invariant: an entry maps an
 * expansion to the interned game with that expansion, so dropping entries only costs time.
 */
const built = new BoundedCache<string, Game>('engine.uptimal', 'the uptimal with a given expansion', BUILT_BYTES_PER_ENTRY, BUILT_LIMIT);

/**
 * The canonical form of an expansion, built from its options' expansions (Left: cases A–D of
 * {@link leftOptionExpansions}; Right: every digit − 1 with * toggled; a negative last digit by
 * symmetry, {−R(−e) | −L(−e)}) on an explicit stack, interned without comparisons, cached.
 * @internal
 */
export function uptimalOf(e0: Expansion): Game {
  enterWork();
  try {
    return uptimalLoop(e0);
  } finally {
    work.depth--;
  }
}

/**
 * The work of {@link uptimalOf}: each option listed is a step of the engine's work limit, so a big
 * nimber part (↑⁵ + *1048576 lists *0 … *1048575 at several followers: 13 s on a loaded machine,
 * found by the export fuzzer in session 5) ends in the LimitError of maxWork, at once when one
 * follower alone lists more options than the work left.
 */
function uptimalLoop(e0: Expansion): Game {
  const direct = (e: Expansion): Game | undefined => {
    if (e.length <= 1) return nusGame(e.number, e.runs.length === 0 ? 0 : e.runs[0]!.v, e.nim);
    return built.get(expansionKey(e));
  };
  /** [Left, Right] option expansions of e (length ≥ 2). */
  const optionsOf = (e: Expansion): [Expansion[], Expansion[]] => {
    if (lastDigit(e) > 0) return [leftOptionExpansions(e), [rightOptionExpansion(e)]];
    const p = negate(e);
    return [[negate(rightOptionExpansion(p))], leftOptionExpansions(p).map(negate)];
  };
  const first = direct(e0);
  if (first) return first;
  if (built.size >= BUILT_LIMIT) built.clear(); // generational: values stay interned
  const stack: Expansion[] = [e0];
  while (stack.length > 0) {
    const e = stack[stack.length - 1]!;
    if (direct(e)) {
      stack.pop();
      continue;
    }
    const listed = e.length >= 2 ? listedNimbers(lastDigit(e) > 0 ? e : negate(e)) : 0;
    if (listed > work.limit - work.steps) checkWork(listed);
    const [L, R] = optionsOf(e);
    work.steps += L.length + R.length;
    if (work.steps > work.next) checkWork();
    let missing = false;
    for (const x of L) if (!direct(x)) (stack.push(x), (missing = true));
    for (const x of R) if (!direct(x)) (stack.push(x), (missing = true));
    if (missing) continue;
    const g = internGeneral([...new Set(L.map((x) => direct(x)!))], [...new Set(R.map((x) => direct(x)!))]);
    SLOT.set(g, e);
    built.set(expansionKey(e), g);
    stack.pop();
  }
  return direct(e0)!;
}

/**
 * a + b when both are uptimals (at least one of them not a number-up-star value), by adding
 * expansions; undefined when either is not an uptimal. Each side is first screened by its options
 * alone (see `shaped`).
 * @internal
 */
export function uptimalSum(a: Game, b: Game): Game | undefined {
  // a general uptimal x*m.a_1… has a single option on one side, and every option equal to a
  // number-up-star value has number part x
  const shaped = (g: Game): boolean => {
    if (g.nus !== undefined) return true;
    if (g.leftOptions.length !== 1 && g.rightOptions.length !== 1) return false;
    let x: number | undefined;
    for (const side of [g.leftOptions, g.rightOptions]) {
      for (const o of side) {
        if (o.nus === undefined) continue;
        if (x !== undefined && o.nus.number !== x) return false;
        x = o.nus.number;
      }
    }
    return true;
  };
  if (!shaped(a) || !shaped(b)) return undefined;
  const ea = expansionOf(a);
  if (ea === null) return undefined;
  const eb = expansionOf(b);
  if (eb === null) return undefined;
  return uptimalOf(addExpansions(ea, eb));
}

/** Drops the cache of built uptimals (values stay interned). @internal */
export function clearUptimalCache(): void {
  built.clear();
}
