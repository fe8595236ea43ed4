/**
 * Bench of the loopy-values engine: canonical stoppers of random plumtrees, and of game graphs
 * of 10^2, 10^4 and 10^6 nodes. Run alone with `tsx bench/index.ts loopy-values`.
 */
import { bench, once } from './harness.js';
import { num, zero } from '../src/engine/constructors.js';
import type { Game } from '../src/engine/game.js';
import { LoopyBuilder, valuesOfGraph } from '../src/loopy/index.js';
import { parseLoopy } from '../src/notation/index.js';

/** A small deterministic generator (mulberry32), so every run times the same graphs. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random plumtree of `steps` nodes (passes on one side only, so it is a stopper). */
function plumtree(r: () => number, steps: number): void {
  const b = new LoopyBuilder();
  const nodes = [b.node()];
  for (let i = 0; i < steps; i++) {
    const v = b.node();
    const pick = (): number => nodes[Math.floor(r() * nodes.length)]!;
    const L = Array.from({ length: Math.floor(r() * 3) }, pick);
    const R = Array.from({ length: Math.floor(r() * 3) }, pick);
    const p = r();
    if (p < 0.3) L.push(v);
    else if (p < 0.6) R.push(v);
    b.setOptions(v, L, R);
    nodes.push(v);
  }
  b.value(nodes[nodes.length - 1]!);
}

/**
 * A stopper graph of n nodes: Left moves among the nodes at random (cycles of all lengths),
 * Right moves only to short games, so no play alternates forever.
 */
function randomStopperGraph(r: () => number, n: number): () => unknown {
  const left = Array.from({ length: n }, () => Array.from({ length: 1 + Math.floor(r() * 2) }, () => Math.floor(r() * n)));
  const shorts: Game[] = [zero, num(1), num(-1), num('1/2')];
  const right = Array.from({ length: n }, () => [n + Math.floor(r() * shorts.length)]);
  return () =>
    valuesOfGraph(
      { size: n + shorts.length, left: (v) => (v < n ? left[v]! : []), right: (v) => (v < n ? right[v]! : []), shortValue: (v) => (v >= n ? shorts[v - n] : undefined) },
      [0],
    );
}

/** A cycle of n nodes {next | x_i} with x_i periodic of period 7 (n a multiple of 7): minimisation leaves 7 loopy nodes. */
function periodicCycle(n: number): () => unknown {
  const shorts: Game[] = [0, 1, 2, 3, 4, 5, 6].map((k) => num(k - 3));
  return () =>
    valuesOfGraph(
      {
        size: n + 7,
        left: (v) => (v < n ? [(v + 1) % n] : []),
        right: (v) => (v < n ? [n + (v % 7)] : []),
        shortValue: (v) => (v >= n ? shorts[v - n] : undefined),
      },
      [0],
    );
}

export async function run(): Promise<void> {
  const r = rng(12345);
  bench('loopy-values: random plumtree, 8 nodes', () => plumtree(r, 8));
  bench('loopy-values: random plumtree, 30 nodes', () => plumtree(r, 30));
  bench('loopy-values: random stopper graph, 10^2 nodes', randomStopperGraph(rng(1), 100));
  await once('loopy-values: random stopper graph, 10^3 nodes', randomStopperGraph(rng(2), 1000));
  await once('loopy-values: periodic cycle, 10^4 nodes (10,003 = 7·1429)', periodicCycle(10_003));
  await once('loopy-values: periodic cycle, 10^6 nodes (999,999 = 7·142857)', periodicCycle(999_999));
  // a stopper over a long integer chain: its nodes from 16 on share the interning hash
  await once("loopy-values: parse '1000over' (1,002 nodes, 985 hash-equal integers)", () => parseLoopy('1000over'));
}

