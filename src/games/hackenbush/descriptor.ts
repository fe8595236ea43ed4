/** Hackenbush strings and trees in the registry of games. */
import { Solver } from '../../engine/solver.js';
import type { GameDescriptor } from '../registry.js';
import { guardDescriptor, requireInstance } from '../guard.js';
import { hackenbush, HackenbushPosition } from './index.js';

const WW = 'Winning Ways, ch. 2';

/** Blue-Red-Green Hackenbush on strings and trees standing on the ground. */
export const hackenbushGame: GameDescriptor<HackenbushPosition> = guardDescriptor<HackenbushPosition>({
  id: 'hackenbush',
  name: 'Hackenbush',
  aliases: ['Hackenbush strings and trees', 'Blue-Red Hackenbush'],
  kind: 'partizan',
  summary: 'Players cut an edge of their colour (Left blue, Right red) or a green one; whatever is no longer connected to the ground falls.',
  syntax: "a letter per edge from the ground up (B blue, R red, G green); '(' … ')' lists branches on the last edge, separated by ','; top-level ',' separates trees: B(R,BB(G,R))",
  source: 'Winning Ways, ch. 2 and 7',
  examples: [
    { position: 'BR', value: '1/2', source: `${WW}: a blue edge carrying a red one is 1/2` },
    { position: 'BRR', value: '1/4', source: `${WW}: Berlekamp's rule, 1 − 1/2 − 1/4` },
    { position: 'GG', value: '*2', source: 'Winning Ways, ch. 7: a green string of n edges is *n' },
    { position: 'B(R,B)', value: '1', source: 'hand derivation: Left cuts the trunk (0) or her branch (BR = 1/2), Right his branch (BB = 2): {0, 1/2 | 2} = 1' },
  ],
  // read, then read again from the canonical text, so that positions equal up to the order of branches are equal
  parse: (t) => HackenbushPosition.parse(HackenbushPosition.parse(t).toString()),
  format: (p) => p.toString(),
  value: (p, opts = {}) => new Solver(hackenbush, opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries }).value(p, opts),
  moves: (p, player) => [...hackenbush.options(p, player)],
}, (p, fn) => requireInstance(p, HackenbushPosition, 'a Hackenbush position', fn));
