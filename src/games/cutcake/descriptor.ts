/** Cutcake in the registry of games. */
import type { GameDescriptor } from '../registry.js';
import { guardDescriptor, requireInstance } from '../guard.js';
import { CutcakePosition, cutcakeMoves, cutcakeValue, parseCutcake } from './index.js';

const HEAP = "CGSuite's GameHeapTest.scala, lines 246 and 262 ([Cutcake((8,n)) for n from 0 to 8])";

/** Cutcake: Left cuts a cake's second side, Right its first. */
export const cutcakeGame: GameDescriptor<CutcakePosition> = guardDescriptor<CutcakePosition>({
  id: 'cutcake',
  name: 'Cutcake',
  kind: 'partizan',
  summary: 'Players cut a rectangular cake into two: Left cuts the second side (n), Right the first (m), as CGSuite plays Cutcake((m,n)); every position is an integer.',
  syntax: "'(m,n)' as CGSuite's Cutcake((m,n)), several cakes joined by '+'",
  source: 'Winning Ways, ch. 2; CGSuite 2.x game.heap.Cutcake',
  examples: [
    { position: '(8,0)', value: '-7', source: HEAP },
    { position: '(8,2)', value: '-3', source: HEAP },
    { position: '(8,8)', value: '0', source: HEAP },
    { position: '(1,5)', value: '4', source: 'hand derivation: a 1 × 5 strip gives Left four cuts and Right none' },
  ],
  parse: parseCutcake,
  format: (p) => p.toString(),
  value: (p) => cutcakeValue(p),
  moves: cutcakeMoves,
}, (p, fn) => requireInstance(p, CutcakePosition, 'a Cutcake position', fn));
