import { describe, expect, it } from 'vitest';
import { ValueError, game, num, star, zero } from '../../src/index.js';
import { exportGames, importGames } from '../../src/engine/transfer.js';

const pm = (x: number) => game([num(x)], [num(-x)]);

describe('games across threads (engine/transfer.ts)', () => {
  it('exportGames then importGames gives back the same interned games (same thread)', () => {
    const gs = [pm(1), game([pm(1), star], [num(-2)]), num('3/4'), zero, game([game([num(2)], [zero])], [zero])];
    const t = JSON.parse(JSON.stringify(exportGames(gs))) as ReturnType<typeof exportGames>;
    expect(importGames(t)).toEqual(gs);
    expect(importGames(t).every((g, i) => g === gs[i])).toBe(true);
  });
});

describe('bad transfers', () => {
  it('data that is not a transfer is a ValueError', () => {
    expect(() => importGames({ data: [7, 1, 2], roots: [0] })).toThrow(ValueError);
    expect(() => importGames({ data: [1, 1, 5, 0], roots: [0] })).toThrow(ValueError);
    expect(() => importGames({ data: [0, 0, 0, 0], roots: [3] })).toThrow(ValueError);
  });
});
