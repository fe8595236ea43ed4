/**
 * Comparison of a quotient with the output of CGSuite's MisereSolver (Aaron Siegel's program,
 * lib/core/src/main/scala/org/cgsuite/core/misere/solver/ in aaron-siegel/cgsuite), which prints
 * the image of every heap ("Phi = 1 a b ab …") and the P-portion ("P = {a, b2, …}") as words in
 * its own generators (a letter, then an optional exponent: `ab2c` is a·b²·c). Its words need not
 * be ours (it may write `b2c` where our shortlex form is `acf`), so the comparison evaluates its
 * words in our quotient: each of its letters stands for the first heap it prints as that letter
 * alone, and then every heap's image and the P-portion must be the same elements.
 */
import type { MisereQuotient } from '../../src/misere/index.js';

/** What MisereSolver printed for one game and heap bound. */
export interface MisereSolverOutput {
  /** |Q|. */
  order: number;
  /** The `Phi =` line: the word of each heap 0, 1, 2, …, space separated. */
  phi: string;
  /** The `P =` line's words. */
  p: readonly string[];
}

/** The letters and exponents of a MisereSolver word (`ab2c` → [['a', 1], ['b', 2], ['c', 1]]). */
function factors(word: string): Array<[string, number]> {
  if (word === '1') return [];
  const out: Array<[string, number]> = [];
  for (const m of word.matchAll(/([a-z])(\d*)/g)) out.push([m[1]!, m[2] === '' ? 1 : Number(m[2])]);
  return out;
}

/** The differences between `q` and MisereSolver's output (none when they are the same quotient). */
export function differencesFromMisereSolver(q: MisereQuotient, ref: MisereSolverOutput): string[] {
  const problems: string[] = [];
  const phi = ref.phi.trim().split(/\s+/);
  if (phi.length !== q.maxHeap + 1) problems.push(`MisereSolver printed ${phi.length} heaps, the quotient has ${q.maxHeap + 1}`);
  if (q.order !== ref.order) problems.push(`order ${q.order}, MisereSolver ${ref.order}`);
  const letterHeap = new Map<string, number>();
  phi.forEach((w, h) => {
    if (/^[a-z]$/.test(w) && !letterHeap.has(w)) letterHeap.set(w, h);
  });
  const n = q.order;
  const evaluate = (word: string): number => {
    let x = 0;
    for (const [letter, k] of factors(word)) {
      const h = letterHeap.get(letter);
      if (h === undefined) throw new Error(`MisereSolver's letter ${letter} is no heap's image`);
      for (let i = 0; i < k; i++) x = q.mul[x * n + q.heapElement[h]!]!;
    }
    return x;
  };
  phi.forEach((w, h) => {
    if (h <= q.maxHeap && q.heapElement[h] !== evaluate(w)) problems.push(`heap ${h}: ours ${q.words[q.heapElement[h]!]}, MisereSolver ${w}`);
  });
  const ours = q.words.filter((_, i) => q.isP[i] === 1).length;
  if (ours !== ref.p.length) problems.push(`|P| ${ours}, MisereSolver ${ref.p.length}`);
  for (const w of ref.p) if (q.isP[evaluate(w)] !== 1) problems.push(`MisereSolver's P-element ${w} is ${q.words[evaluate(w)]}, not in our P`);
  return problems;
}
