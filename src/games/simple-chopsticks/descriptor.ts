/** SIMPLE CHOPSTICKS in the registry of games. */
import { Solver } from '../../engine/solver.js';
import type { GameDescriptor } from '../registry.js';
import { guardDescriptor } from '../guard.js';
import { formatPosition, parsePosition, type Position, position, positionShape } from './position.js';
import { chopsticksRules, options } from './rules.js';
import { value } from './value.js';

const PAPER = 'Dailly, Gledel, Nowakowski and Santos (2024), Table 2';

/** SIMPLE CHOPSTICKS (x1,…,xl | y1,…,yr)_n of Dailly, Gledel, Nowakowski and Santos. */
export const simpleChopsticksGame: GameDescriptor<Position> = guardDescriptor<Position>({
  id: 'simple-chopsticks',
  name: 'SIMPLE CHOPSTICKS',
  aliases: ['SimpleChopsticks'],
  kind: 'partizan',
  summary: 'Each player points one of their hands at one of the other player\'s; the attacked hand gains the attacker\'s fingers and dies past n fingers.',
  syntax: "'(x1,...,xl|y1,...,yr)_n': Left's hands, Right's hands (finger counts, powers as in 1^3), the finger count n",
  source: 'Dailly, Gledel, Nowakowski and Santos, "Simple Chopsticks: Playing with any number of hands and fingers" (2024)',
  examples: [
    { position: '(1|1)_3', value: '*', source: `${PAPER}, n = 3` },
    { position: '(1|1)_12', value: '+-{0|^[2]}', source: `${PAPER}, n = 12: ±J with J = {0|↑^[2]}` },
    { position: '(1,1|1,1)_5', note: 'two hands each' },
  ],
  parse: parsePosition,
  format: (p) => formatPosition(p),
  value: (p, opts = {}) => (opts.maxEntries === undefined ? value(p, opts) : new Solver(chopsticksRules, { maxEntries: opts.maxEntries }).value(p, opts)),
  moves: options,
}, (p, fn) => {
  const q = positionShape(p, fn);
  // a copy checked by the library's own constructor (hands in range, sorted)
  return position(q.left, q.right, q.n);
});
