/**
 * One thread's share of Domineering on several threads (see parallel.ts for the whole scheme).
 *
 * Regions (connected, trimmed, in the orientation of their canonical key) are owned by thread
 * {@link ownerOf}(key). Two passes over region sizes (cells):
 * 1. **Expand, largest first.** Each thread generates the options of its regions of one size, keeps
 *    their parts (known strip values, or keys of smaller regions with a sign), and sends the regions
 *    owned by other threads to them. Every part is smaller, so once every size above s is expanded,
 *    the regions of size s are all known to their owners.
 * 2. **Value, smallest first.** Each thread values its regions of one size from the values of their
 *    parts (its own, or received from the other threads), exactly as {@link DomineeringSolver}
 *    does (sums of the parts, then `{ L | R }` of the undominated options), and sends the new values
 *    to every other thread as a {@link GameBatch}.
 *
 * Invariant: when a thread values size s, it holds the value of every region smaller than s that a
 * region of its own refers to (all sizes below s were valued, and their batches received, first).
 * @internal
 */
import { add, neg } from '../../engine/arith.js';
import { game } from '../../engine/canonical.js';
import { num, zero } from '../../engine/constructors.js';
import { LimitError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import { type GameBatch, GameExchange } from '../../engine/transfer.js';
import { canon, type Key, maximal, reflect, type Region, RegionTable, regionOptions, regions, strip } from './solver.js';

/** The thread (0 … threads − 1) that owns the region with key `key`. @internal */
export function ownerOf(key: Key, threads: number): number {
  if (typeof key === 'number') {
    const hi = Math.floor(key / 4096);
    return (((hi ^ (hi / 65536)) >>> 0) + (key % 4096)) % threads;
  }
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) >>> 0;
  return h % threads;
}

/** The number of empty cells of a region. @internal */
export function cellCount(g: Region): number {
  let n = 0;
  for (let x of g.rows) for (; x !== 0; x &= x - 1) n++;
  return n;
}

/**
 * A region's options, flat: per option, its number of parts, then per part a tag and a payload:
 * tag 0 and an integer (a strip, whose value is that integer), tag 1 or 2 and a key (a smaller
 * region, its value taken as it is or negated). Left's options come first (`nLeft` of them).
 */
type FlatOptions = Array<number | string>;

interface Entry {
  region: Region;
  opts: FlatOptions | undefined;
  nLeft: number;
}

/** Regions for another thread: keys and regions, by destination thread. @internal */
export type Outgoing = Array<Array<[Key, Region]>>;

/** One thread's regions, values and side of the exchange. @internal */
export class LevelShare {
  private readonly bySize = new Map<number, Array<[Key, Entry]>>();
  private readonly known = new RegionTable<true>();
  private readonly values = new RegionTable<Game>();
  private readonly exchange: GameExchange;

  constructor(
    private readonly party: number,
    private readonly threads: number,
    private readonly maxEntries = 16_000_000,
  ) {
    this.exchange = new GameExchange(party, threads);
  }

  /** Adds regions this thread owns (duplicates are ignored). */
  add(items: ReadonlyArray<[Key, Region]>): void {
    for (const [key, region] of items) {
      if (this.known.get(key)) continue;
      this.known.set(key, true);
      const s = cellCount(region);
      let list = this.bySize.get(s);
      if (!list) this.bySize.set(s, (list = []));
      list.push([key, { region, opts: undefined, nLeft: 0 }]);
    }
  }

  /** Pass 1 for one size: options and parts of this thread's regions; the smaller regions go to their owners. */
  expand(size: number): Outgoing {
    const out: Outgoing = Array.from({ length: this.threads }, () => []);
    const sent = new RegionTable<true>();
    for (const [, e] of this.bySize.get(size) ?? []) {
      const flat: FlatOptions = [];
      let count = 0;
      for (const player of ['L', 'R'] as const) {
        for (const option of regionOptions(e.region, player)) {
          const parts = regions(option);
          flat.push(parts.length);
          for (const sub of parts) {
            const s = strip(sub);
            if (s) {
              flat.push(0, s.nus!.number);
              continue;
            }
            const c = canon(sub);
            flat.push(c.neg ? 2 : 1, c.key);
            if (!sent.get(c.key)) {
              sent.set(c.key, true);
              out[ownerOf(c.key, this.threads)]!.push([c.key, reflect(c.base, c.t)]);
            }
          }
          count++;
        }
        if (player === 'L') e.nLeft = count;
      }
      e.opts = flat;
    }
    this.add(out[this.party]!);
    out[this.party] = [];
    return out;
  }

  /** Receives another thread's batch of values (pass 2). */
  receive(keys: readonly Key[], batch: GameBatch): void {
    const gs = this.exchange.receive(batch);
    keys.forEach((k, i) => this.values.set(k, gs[i]!));
    this.checkSize();
  }

  private checkSize(): void {
    if (this.values.size > this.maxEntries) {
      throw new LimitError(`a Domineering worker holds more than ${this.maxEntries} regions' values (raise maxEntries)`);
    }
  }

  /** Pass 2 for one size: the values of this thread's regions of that size, as a batch for the others. */
  value(size: number): { keys: Key[]; batch: GameBatch } {
    const keys: Key[] = [];
    const gs: Game[] = [];
    for (const [key, e] of this.bySize.get(size) ?? []) {
      const L: Game[] = [];
      const R: Game[] = [];
      const f = e.opts!;
      for (let i = 0, o = 0; i < f.length; o++) {
        const n = f[i++] as number;
        let sum = zero;
        for (let k = 0; k < n; k++, i += 2) {
          const tag = f[i] as number;
          const p = f[i + 1]!;
          let v: Game;
          if (tag === 0) v = num(p as number);
          else {
            v = this.values.get(p)!;
            if (tag === 2) v = neg(v);
          }
          sum = add(sum, v);
        }
        (o < e.nLeft ? L : R).push(sum);
      }
      const v = game(maximal(L, 'L'), maximal(R, 'R'));
      this.values.set(key, v);
      keys.push(key);
      gs.push(v);
    }
    this.bySize.delete(size); // the options are no longer needed
    this.checkSize();
    return { keys, batch: this.exchange.send(gs) };
  }

  /** The values of `keys` (each valued here or received). */
  valuesOf(keys: readonly Key[]): Game[] {
    return keys.map((k) => this.values.get(k)!);
  }
}
