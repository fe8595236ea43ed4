/**
 * Generalized Sprague–Grundy values of impartial loopy games (C. A. B. Smith 1966; A. S.
 * Fraenkel and Y. Yesha, "The generalized Sprague–Grundy function and its invariance under
 * certain mappings", 1986). Every position of a finite impartial game graph gets either a finite
 * nimber n (it behaves like *n in sums with other such games) or ∞_K, where K is the set of
 * finite values of its followers: a position of value ∞_K is a next-player win when 0 ∈ K and
 * a draw otherwise.
 *
 * The labelling, for m = 0, 1, 2, ...: repeatedly give the value m to every unlabelled position
 * u that has no follower of value m and each of whose unlabelled (or ∞) followers has a follower
 * of value m; then mark ∞ every still unlabelled position without a follower of value m. Stops
 * when every position is labelled. Iterative; time O(m·n·e) in the worst case.
 */
import { RunControl, type RunOptions } from '../engine/run.js';
import { GameGraph } from '../graph/graph.js';
import { requireShape } from '../engine/guard.js';

/** A generalized Sprague–Grundy value: a finite nimber, or ∞ with the finite follower values. */
export type ImpartialValue =
  | { readonly kind: 'finite'; readonly value: number }
  | { readonly kind: 'infinite'; readonly followers: readonly number[] };

/** Text of a value: `*3`, `0`, `∞`, `∞{0,2}` (the finite values of the followers). */
export function impartialValueString(v: ImpartialValue): string {
  requireShape(v, 'impartialValueString', 'v', 'an impartial value ({ kind: finite, value } or { kind: infinite, followers })', v?.kind === 'finite' ? { value: 'number' } : { followers: 'array' });
  if (v.kind === 'finite') return v.value === 0 ? '0' : v.value === 1 ? '*' : `*${v.value}`;
  return v.followers.length ? `∞{${v.followers.join(',')}}` : '∞';
}

/**
 * The generalized Sprague–Grundy value of every node of an impartial game graph given by
 * `size` and `options(v)` (the moves from v, for either player).
 */
export function loopyNimValues(spec: { readonly size: number; options(v: number): ArrayLike<number> } | GameGraph, opts: RunOptions = {}): ImpartialValue[] {
  const g = spec instanceof GameGraph ? spec : GameGraph.from({ size: spec.size, left: (v) => spec.options(v) });
  const n = g.size;
  const run = new RunControl(opts, 'nim values', 'values');
  const succ = Array.from({ length: n }, (_, v) => g.left(v));
  const label = new Int32Array(n).fill(-1); // finite value
  const inf = new Uint8Array(n);
  let open = n;
  for (let m = 0; open > 0; m++) {
    run.progress(m);
    const hasM = (u: number): boolean => succ[u]!.some((w) => label[w] === m);
    for (let changed = true; changed; ) {
      changed = false;
      for (let u = 0; u < n; u++) {
        run.step();
        if (label[u] !== -1 || inf[u]) continue;
        if (hasM(u)) continue;
        if (succ[u]!.every((w) => (label[w] !== -1 && !inf[w]) || hasM(w))) {
          label[u] = m;
          open--;
          changed = true;
        }
      }
    }
    for (let u = 0; u < n; u++) {
      if (label[u] === -1 && !inf[u] && !hasM(u)) {
        inf[u] = 1;
        open--;
      }
    }
  }
  return Array.from({ length: n }, (_, u) =>
    inf[u]
      ? { kind: 'infinite' as const, followers: [...new Set(Array.from(succ[u]!).filter((w) => !inf[w]).map((w) => label[w]!))].sort((a, b) => a - b) }
      : { kind: 'finite' as const, value: label[u]! },
  );
}
