import { describe, expect, it } from 'vitest';
import { game, LimitError, num, star, zero } from '../../src/index.js';
import type { Game } from '../../src/engine/game.js';
import { DomineeringBoard, DomineeringSolver } from '../../src/entries/rulesets.js';
import { RegionSearch, RegionValuer } from '../../src/games/domineering/pipeline.js';
import { componentRegion, type Region, regions } from '../../src/games/domineering/regions.js';
import { boardComponents } from '../../src/games/domineering/ruleset.js';

const pm = (x: number | string) => game([num(x)], [num(-x)]);
const rect = (r: number, c: number) => Array.from({ length: r }, () => '.'.repeat(c)).join('|');

/** The board's one region to search (the test boards are connected and not strips). */
function onlyRegion(text: string): Region {
  const comps = boardComponents(DomineeringBoard.parse(text));
  expect(comps.length).toBe(1);
  const { region, flip } = componentRegion(comps[0]!, 30);
  expect(flip).toBe(false);
  const parts = regions(region.rows);
  expect(parts.length).toBe(1);
  return parts[0]!;
}

/** Search and value in this thread: the stream kept in chunks, then read in order. */
function pipelineValue(text: string, chunkInts?: number): { value: Game; regions: number; chunks: number } {
  const chunks: Array<[Int32Array, number, number]> = [];
  const search = new RegionSearch((d, len, n) => chunks.push([d, len, n]), undefined, chunkInts);
  const code = search.run(onlyRegion(text));
  const valuer = new RegionValuer();
  for (const [d, len, n] of chunks) valuer.push(d, len, n);
  valuer.work();
  return { value: valuer.valueOf(code), regions: valuer.size, chunks: chunks.length };
}

describe('the Domineering pipeline (search on one side, values on the other), in one thread', () => {
  it('gives the known values', () => {
    // 2 rows × n columns for n = 2..5: ±1, {2|-1/2}, {{2|0}|0}, 1/2 (Winning Ways ch. 5 / Lessons in
    // Play; hand derivations for n ≤ 4 in test/games/domineering.test.ts)
    expect(pipelineValue(rect(2, 2)).value).toBe(pm(1));
    expect(pipelineValue(rect(2, 3)).value).toBe(game([num(2)], [num('-1/2')]));
    expect(pipelineValue(rect(2, 4)).value).toBe(game([game([num(2)], [zero])], [zero]));
    expect(pipelineValue(rect(2, 5)).value).toBe(num('1/2'));
    // cgt-tools' Domineering tests ("values confirmed with cgsuite")
    expect(pipelineValue('.#|..').value).toBe(star);
    expect(pipelineValue('.##|.##|...').value).toBe(zero);
    expect(pipelineValue('..#|..#|...').value).toBe(game([num('1/2')], [num(-2)]));
    expect(pipelineValue('...|...|...').value).toBe(pm(1));
    expect(pipelineValue('#...|....|....|....').value).toBe(game([num(1).add(star)], [num(-1).add(star)]));
    // 4 rows × 5 columns is 1 and 5 × 4 is −1 (Wolfe; Lessons in Play)
    expect(pipelineValue(rect(4, 5)).value).toBe(num(1));
    expect(pipelineValue(rect(5, 4)).value).toBe(num(-1));
  });

  it('numbers exactly the regions the one-thread solver stores, and agrees with it on boards with holes', () => {
    // pseudo-random connected boards up to 5×5 with about one cell in six filled (a linear
    // congruential generator from a fixed start); the one-thread solver is the reference (it is checked
    // against the known values in test/games/domineering.test.ts)
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let tried = 0;
    while (tried < 25) {
      const r = 2 + Math.floor(rnd() * 4);
      const c = 2 + Math.floor(rnd() * 4);
      const text = Array.from({ length: r }, () => Array.from({ length: c }, () => (rnd() < 1 / 6 ? '#' : '.')).join('')).join('|');
      const comps = boardComponents(DomineeringBoard.parse(text));
      if (comps.length !== 1) continue;
      const { region, flip } = componentRegion(comps[0]!, 30);
      const parts = regions(region.rows);
      if (flip || parts.length !== 1 || parts[0]!.w === 1 || parts[0]!.h === 1) continue;
      tried++;
      const solver = new DomineeringSolver();
      const expected = solver.value(text);
      const got = pipelineValue(text);
      expect(got.value).toBe(expected);
      expect(got.regions).toBe(solver.size);
    }
  });

  it('regions of more than 40 cells (string keys) and a tiny chunk size give the same values', () => {
    // a comb of 2 rows × 21 columns: its bounding box has 42 cells, beyond the numeric keys; the
    // one-thread solver is the reference
    const comb = '.....................|.#.##.#.##.#.##.#.##.';
    expect(pipelineValue(comb).value).toBe(new DomineeringSolver().value(comb));
    const board = '#...|....|..#.|....';
    const big = pipelineValue(board);
    const tiny = pipelineValue(board, 8);
    expect(tiny.value).toBe(big.value);
    expect(tiny.value).toBe(new DomineeringSolver().value(board));
    expect(tiny.chunks).toBeGreaterThan(big.chunks);
    expect(tiny.regions).toBe(big.regions);
  });

  it('writes every part before the region that uses it, in whole records', () => {
    // read the stream back: each code ≥ 0 names a region already written (post-order)
    let written = 0;
    const search = new RegionSearch((d, len, n) => {
      let i = 0;
      for (let k = 0; k < n; k++) {
        const nAll = d[i]! + d[i + 1]!;
        i += 2;
        for (let o = 0; o < nAll; o++) {
          const parts = d[i++]!;
          for (let p = 0; p < parts; p++, i++) if (d[i]! >= 0) expect(d[i]! >> 1).toBeLessThan(written);
        }
        written++;
      }
      expect(i).toBe(len);
    }, undefined, 16);
    const code = search.run(onlyRegion(rect(4, 4)));
    expect(code >> 1).toBe(written - 1);
  });

  it('maxEntries bounds both sides with a LimitError', () => {
    expect(() => new RegionSearch(() => {}, 10).run(onlyRegion(rect(4, 4)))).toThrow(LimitError);
    const chunks: Array<[Int32Array, number, number]> = [];
    new RegionSearch((d, len, n) => chunks.push([d, len, n])).run(onlyRegion(rect(4, 4)));
    const valuer = new RegionValuer(10);
    expect(() => {
      for (const [d, len, n] of chunks) valuer.push(d, len, n);
    }).toThrow(LimitError);
  });
});
