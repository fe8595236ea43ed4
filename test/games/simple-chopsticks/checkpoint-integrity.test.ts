/**
 * Issue 22, item 7: a Table 2 checkpoint that does not verify is refused with a CheckpointError,
 * never resumed into a wrong table. The checkpoint ends with the CRC-32 of every byte before it (a
 * CRC-32 detects every error confined to 32 consecutive bits, so every changed byte: Peterson and
 * Brown, "Cyclic codes for error detection", Proc. IRE 49, 1961), and a resumed run checks what it
 * can of itself (negatives, the first and last rows, each stored value against its options).
 *
 * The expected tables are those of an uninterrupted run of the same sweep, which
 * test/games/simple-chopsticks/table2-sweep.test.ts checks against the plain sweep and the paper's
 * Table 2.
 */
import { describe, expect, it } from 'vitest';
import { CheckpointError, Table2Sweep } from '../../../src/entries/chopsticks.js';

/** The CRC-32 of the checkpoint format (IEEE 802.3, reflected, as zlib computes it). */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A checkpoint with its bytes changed by `edit`, the trailer's CRC recomputed (a consistent forgery). */
function forged(bytes: Uint8Array, edit: (b: Uint8Array, view: DataView, dataStart: number) => void): Uint8Array {
  const b = bytes.slice();
  const start = b.indexOf(10) + 1;
  edit(b, new DataView(b.buffer, b.byteOffset), start);
  new DataView(b.buffer, b.byteOffset).setUint32(b.length - 4, crc32(b.subarray(0, b.length - 8)), true);
  return b;
}

function rowsText(s: Table2Sweep): string {
  return s
    .rows()
    .map((r) => `${r.n}:${r.value.toString()}`)
    .join(' ');
}

describe('Table 2 checkpoints that cannot lie', () => {
  const N = 100;
  const M = 130;
  const reference = new Table2Sweep(M, { threads: 1 });
  reference.run();
  const controller = new AbortController();
  // (the run is stopped after step N by its signal, as Ctrl-C stops the CLI)
  const stopped = new Table2Sweep(M, { threads: 1, signal: controller.signal, onStep: (n) => n === N && controller.abort() });
  try {
    stopped.run();
  } catch {
    // the AbortError of the signal
  }
  const bytes = stopped.checkpoint();

  it('resumes an untouched checkpoint to the table of an uninterrupted run', () => {
    expect(stopped.n).toBe(N);
    const r = Table2Sweep.resume(bytes, M, { threads: 1 });
    r.run();
    expect(rowsText(r)).toBe(rowsText(reference));
  });

  it('flips every byte, one at a time (xor 0xff, then xor 0x01): each gives the right table or a CheckpointError', () => {
    const want = rowsText(reference);
    let refused = 0;
    let right = 0;
    let tried = 0;
    // whole (the checksum is checked first), and every 5th byte also in pieces of 64 bytes, as a file
    // is read (the checksum is checked at the end, after everything was read and checked for range)
    for (const [mask, pieces] of [[0xff, false], [0x01, false], [0x01, true]] as const) {
      for (let i = 0; i < bytes.length; i += pieces ? 5 : 1) {
        const b = bytes.slice();
        b[i]! ^= mask;
        let s: Table2Sweep | undefined;
        tried++;
        try {
          s = Table2Sweep.resume(pieces ? Array.from({ length: Math.ceil(b.length / 64) }, (_, k) => b.subarray(64 * k, 64 * k + 64)) : b, M, { threads: 1 });
        } catch (e) {
          expect(e, `byte ${i} ^ ${mask}`).toBeInstanceOf(CheckpointError);
          refused++;
          continue;
        }
        s.run();
        expect(rowsText(s), `byte ${i} ^ ${mask}`).toBe(want);
        right++;
      }
    }
    // a CRC-32 sees every changed byte, so none is resumed
    expect(refused).toBe(tried);
    expect(right).toBe(0);
  });

  it('refuses the corruptions of issue 22 at n = 4,123: a root set to 0, store cells set to 0 or 1, "values": 5e9', () => {
    const n = 4123;
    const c = new AbortController();
    const run = new Table2Sweep(n + 10, { threads: 1, signal: c.signal, onStep: (k) => k === n && c.abort() });
    expect(() => run.run()).toThrow();
    const ck = run.checkpoint();
    const header = JSON.parse(new TextDecoder().decode(ck.subarray(0, ck.indexOf(10)))) as { values: number; n: number; cells: number };
    const start = ck.indexOf(10) + 1;
    const rootAt = start + 4 * (3 * header.values + n); // root[n], after the three recipe lists
    const cellAt = start + 4 * (3 * header.values + n + 1) + 4 * Math.floor(header.cells / 2);
    const old = (at: number): number => new DataView(ck.buffer, ck.byteOffset).getInt32(at, true);
    // (1|1)_4123 is ±J, which the changed root printed as * (issue 22, item 7); value id 0 is *
    expect(run.value(n).toString()).toBe('+-{0|^[2]}');
    expect(old(rootAt)).not.toBe(0);
    const cellValues = [0, 1].map((v) => (old(cellAt) === v ? v + 2 : v));
    const set = (at: number, v: number): Uint8Array => {
      const b = ck.slice();
      new DataView(b.buffer).setInt32(at, v, true);
      return b;
    };
    for (const b of [set(rootAt, 0), ...cellValues.map((v) => set(cellAt, v))]) expect(() => Table2Sweep.resume(b, n + 10, { threads: 1 })).toThrow(CheckpointError);
    // the header of issue 22, item 7 (an internal RangeError before)
    const text = new TextDecoder().decode(ck.subarray(0, start - 1)).replace(/"values":\d+/, '"values":5e9');
    const lying = new Uint8Array([...new TextEncoder().encode(text + '\n'), ...ck.subarray(start)]);
    expect(() => Table2Sweep.resume(lying, n + 10, { threads: 1 })).toThrow(CheckpointError);
    // the same changes with the checksum made to match: the resumed run's own checks refuse them
    for (const [at, v] of [[rootAt, 0], ...cellValues.map((x) => [cellAt, x] as const)] as const) {
      const b = forged(ck, (_, view) => view.setInt32(at, v, true));
      expect(() => Table2Sweep.resume(b, n + 10, { threads: 1 })).toThrow(/does not verify|inconsistent|unknown value/);
    }
  });

  it('refuses a checkpoint of version 1 (no checksum) and one that is not bytes', () => {
    const start = bytes.indexOf(10);
    const text = new TextDecoder().decode(bytes.subarray(0, start)).replace('"version":2', '"version":1');
    const v1 = new Uint8Array([...new TextEncoder().encode(text + '\n'), ...bytes.subarray(start + 1, bytes.length - 8)]);
    expect(() => Table2Sweep.resume(v1, M)).toThrow(/version 1/);
    expect(() => Table2Sweep.resume(5 as unknown as Uint8Array, M)).toThrow(CheckpointError);
    expect(() => Table2Sweep.resume(['x'] as unknown as Uint8Array[], M)).toThrow(CheckpointError);
  });
});
