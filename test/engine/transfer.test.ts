import { describe, expect, it } from 'vitest';
import { ValueError, game, num, star, zero } from '../../src/index.js';
import { exportGames, GameExchange, importGames } from '../../src/engine/transfer.js';

const pm = (x: number) => game([num(x)], [num(-x)]);

describe('games across threads (engine/transfer.ts)', () => {
  it('exportGames then importGames gives back the same interned games (same thread)', () => {
    const gs = [pm(1), game([pm(1), star], [num(-2)]), num('3/4'), zero, game([game([num(2)], [zero])], [zero])];
    const t = JSON.parse(JSON.stringify(exportGames(gs))) as ReturnType<typeof exportGames>;
    expect(importGames(t)).toEqual(gs);
    expect(importGames(t).every((g, i) => g === gs[i])).toBe(true);
  });

  it('two parties of a GameExchange send each game once and refer to it later', () => {
    const a = new GameExchange(0, 2);
    const b = new GameExchange(1, 2);
    const g1 = game([pm(1)], [zero]);
    const g2 = game([g1, star], [pm(1)]);
    const first = a.send([g1]);
    expect(b.receive(first)).toEqual([g1]);
    const second = a.send([g2]);
    // g1 and the nodes below it were sent before: only g2 is new
    expect(second.data[0]).toBeGreaterThanOrEqual(0);
    expect(b.receive(second)[0]).toBe(g2);
    const back = b.send([g2, g1]);
    expect(back.data.length).toBe(0);
    expect(a.receive(back)).toEqual([g2, g1]);
  });
});

describe('bad transfers', () => {
  it('a batch that refers to a game never received, or data that is not a transfer, is a ValueError', () => {
    const a = new GameExchange(0, 2);
    const c = new GameExchange(1, 2);
    const g1 = game([pm(1)], [zero]);
    a.send([g1]); // c never receives this one
    const later = a.send([game([g1], [num(-5)])]); // g1 stays a Left option (its Right option 0 is not ≤ this game)
    expect(() => c.receive(later)).toThrow(ValueError);
    expect(() => importGames({ data: [7, 1, 2], roots: [0] })).toThrow(ValueError);
    expect(() => importGames({ data: [1, 1, 5, 0], roots: [0] })).toThrow(ValueError);
    expect(() => importGames({ data: [0, 0, 0, 0], roots: [3] })).toThrow(ValueError);
  });
});
