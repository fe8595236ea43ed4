import { describe, expect, it } from 'vitest';
import { PairTable } from '../../src/engine/pairtable.js';

describe('PairTable (the comparison cache: one Int32 pair a slot)', () => {
  it('gives back what was stored, through growth, and 0 for pairs never stored', () => {
    const t = new PairTable(4, 12);
    for (let x = 0; x < 60; x++) for (let y = 0; y < 30; y++) t.set(x, y, 1 + ((x + y) % 3));
    expect(t.size).toBe(1800);
    for (let x = 0; x < 60; x++) for (let y = 0; y < 30; y++) expect(t.get(x, y)).toBe(1 + ((x + y) % 3));
    expect(t.get(60, 0)).toBe(0);
    expect(t.get(0, 30)).toBe(0);
    t.set(5, 5, 3);
    expect(t.get(5, 5)).toBe(3);
    expect(t.size).toBe(1800);
  });

  it('is emptied when it would pass its largest size, and on clear()', () => {
    const t = new PairTable(2, 4); // at most 16 slots, kept at most half full
    for (let k = 0; k < 8; k++) t.set(k, k, 2);
    expect(t.resets).toBe(0);
    t.set(100, 100, 1);
    expect(t.resets).toBe(1);
    expect(t.size).toBe(1);
    expect(t.get(0, 0)).toBe(0);
    expect(t.get(100, 100)).toBe(1);
    t.clear();
    expect(t.get(100, 100)).toBe(0);
  });

  it('does not store a first id of 2^29 or more (the answer packs into the same Int32)', () => {
    const t = new PairTable();
    t.set(2 ** 29, 1, 2);
    expect(t.get(2 ** 29, 1)).toBe(0);
    t.set(2 ** 29 - 1, 2 ** 31 - 1, 2);
    expect(t.get(2 ** 29 - 1, 2 ** 31 - 1)).toBe(2);
  });
});
