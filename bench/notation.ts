/** Notation benchmarks: parsing and printing CGSuite text, uptimal recognition of deep games. */
import vectors from '../test/data/cgsuite_vectors.json' with { type: 'json' };
import { format, game, parse, upNth, zero } from '../src/index.js';
import { bench, once } from './harness.js';

export async function run(): Promise<void> {
  const texts = (vectors as { cases: { x: string }[] }).cases.map((c) => c.x);
  bench('parse the 25 CGSuite test vectors', () => {
    for (const t of texts) parse(t);
  });
  const games = texts.map((t) => parse(t));
  const J = game([zero], [upNth(2)]);
  // named formatting is not cached, so this measures the printer itself
  bench('format the 25 vectors with a named value (uncached)', () => {
    for (const g of games) format(g, { names: { J } });
  });
  const deep = upNth(100_000);
  await once('recognise and print ^[100000] (first print)', () => deep.toString(), 1000);
  await once('parse ^[100000] (engine builds the chain)', () => parse('^[100000]'));
}
