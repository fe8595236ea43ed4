/**
 * Notakto (X-only tic-tac-toe) on 3×3 boards as a heap game, for the misère quotient tests: each
 * board without three in a row, up to the symmetries of the square, is a "heap"; a move puts an X
 * on an empty cell of one board, and a board that gets three in a row is dead (the move leaves
 * nothing). Whoever completes the last three in a row loses: misère play of the sum of boards.
 * Heaps are numbered by decreasing count of X (the boards with the most X first), so every option
 * is a smaller heap; the empty board is the largest heap.
 */
import type { HeapOptionRules } from '../../src/misere/index.js';

const LINES = [0o7, 0o70, 0o700, 0b001001001, 0b010010010, 0b100100100, 0b100010001, 0b001010100];

/** Cell i = 3·row + column; the board as a 9-bit mask. */
function transform(mask: number, f: (r: number, c: number) => [number, number]): number {
  let out = 0;
  for (let i = 0; i < 9; i++) {
    if ((mask >> i) & 1) {
      const [r, c] = f(Math.floor(i / 3), i % 3);
      out |= 1 << (3 * r + c);
    }
  }
  return out;
}

const SYMMETRIES: Array<(r: number, c: number) => [number, number]> = [
  (r, c) => [r, c],
  (r, c) => [c, 2 - r],
  (r, c) => [2 - r, 2 - c],
  (r, c) => [2 - c, r],
  (r, c) => [r, 2 - c],
  (r, c) => [2 - r, c],
  (r, c) => [c, r],
  (r, c) => [2 - c, 2 - r],
];

/** The least mask among a board's images under the eight symmetries. */
export function canonicalBoard(mask: number): number {
  return Math.min(...SYMMETRIES.map((f) => transform(mask, f)));
}

/** True when the board has three X in a row (it is dead). */
export function isDeadBoard(mask: number): boolean {
  return LINES.some((l) => (mask & l) === l);
}

const boards: number[] = [];
{
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length > 0) {
    const b = queue.shift()!;
    boards.push(b);
    for (let i = 0; i < 9; i++) {
      const nb = b | (1 << i);
      if (nb === b || isDeadBoard(nb)) continue;
      const c = canonicalBoard(nb);
      if (!seen.has(c)) {
        seen.add(c);
        queue.push(c);
      }
    }
  }
  const pop = (m: number): number => m.toString(2).replace(/0/g, '').length;
  boards.sort((a, b) => pop(b) - pop(a) || a - b);
}
const heapOf = new Map(boards.map((b, i) => [b, i + 1]));

/** The heap of a live board (any orientation), or 0 for a dead board. */
export function boardHeap(mask: number): number {
  return isDeadBoard(mask) ? 0 : heapOf.get(canonicalBoard(mask))!;
}

/** The heap of the empty board: the largest heap. */
export const EMPTY_BOARD_HEAP = heapOf.get(0)!;

/** Notakto's rules: heap n (1 ≤ n ≤ EMPTY_BOARD_HEAP) is the n-th live board. */
export const notakto: HeapOptionRules = {
  name: 'Notakto 3×3',
  heapOptions(n: number): Array<readonly number[]> {
    const b = boards[n - 1];
    if (b === undefined) return [];
    const out: Array<readonly number[]> = [];
    for (let i = 0; i < 9; i++) {
      if ((b >> i) & 1) continue;
      const h = boardHeap(b | (1 << i));
      out.push(h === 0 ? [] : [h]);
    }
    return out;
  },
};
