/** `partizan value`: parenthesised positions, --max-entries, and the SIGINT-interruptible slices. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { valueCommand } from '../../src/cli/commands/value.js';
import { CliError, interruptible } from '../../src/cli/util.js';
import { AbortError, LimitError } from '../../src/engine/errors.js';
import { capture } from './capture.js';


describe('partizan value', () => {
  it('reads a parenthesised position', async () => {
    // (1|1)_3 = * (hand derivation in test/chopsticks/values.test.ts), so ((1|1)_3) + ^ = ↑*, whose outcome
    // is N by hand: ↑* = {0,*|0}, so whoever starts moves to 0 and wins.
    expect(await capture(valueCommand, ['((1|1)_3) + ^', '--outcome'])).toEqual({ code: 0, out: '^*\tN\n' });
  });
  it('--max-entries: a LimitError naming the flag; bad values are usage errors', async () => {
    // (1|1)_20 needs more than 3 positions: its Left option (1|2)_20 and Right option (2|1)_20 and theirs.
    await expect(capture(valueCommand, ['(1|1)_20', '--max-entries', '3'])).rejects.toThrow(LimitError);
    await expect(capture(valueCommand, ['(1|1)_20', '--max-entries', '3'])).rejects.toThrow(/--max-entries 3/);
    await expect(capture(valueCommand, ['(1|1)_20', '--max-entries', '0'])).rejects.toThrow(CliError);
    // with room again, the same position works: (1|1)_20 = 0 (the paper's Table 2, row n = 13..20: 0)
    expect((await capture(valueCommand, ['(1|1)_20', '--max-entries', '1000'])).out).toBe('0\n');
  });
  it("a loopy engine's limit keeps its own message (not the --max-entries one) and is not hidden by the short grammar's error", async () => {
    // {100000000|pass} = 100000000over: the integer's 10^8 + 1 followers pass the loopy engine's
    // node limit, which --max-nodes sets (the caller's limit is named before the library's own cap)
    await expect(capture(valueCommand, ['{100000000|pass}'])).rejects.toThrow(LimitError);
    await expect(capture(valueCommand, ['{100000000|pass}'])).rejects.toThrow(/maxNodes/);
  });
  it('reads a long text that does not resume from a cache to its end (the CLI fuzzer, origin 5151, call 182)', async () => {
    // 5,001 `on`s, then '^' as a second word: the reader meets the '^' at column 15,004 (3 characters
    // a term less the last '+', plus the space), a ParseError. Slicing the reading by time made every
    // slice start the text again, and the call never ended (found by `npm run test:long`).
    const text = Array.from({ length: 5001 }, () => 'on').join('+');
    await expect(capture(valueCommand, [text, '^', '--unicode'])).rejects.toThrow(/column 15004/);
  });
});

describe('interruptible', () => {
  it('resumes a computation sliced by its signal until it finishes', async () => {
    let done = 0;
    let calls = 0;
    const r = await interruptible((signal, tick) => {
      calls++;
      while (done < 50) {
        done++;
        tick();
        if (signal.aborted) throw new AbortError('slice over');
      }
      return done;
    }, 0);
    expect(r).toBe(50);
    expect(calls).toBeGreaterThan(1);
  });
  it('passes other errors through', async () => {
    await expect(interruptible(() => { throw new RangeError('bad'); })).rejects.toThrow(RangeError);
  });
  it('stops with an AbortError on SIGINT', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./fixtures/interruptible-child.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out === 'ready\n') child.kill('SIGINT');
      });
      child.on('exit', (c) => resolve(c));
    });
    expect(out).toBe('ready\nAbortError\n');
    expect(code).toBe(3);
  }, 30_000);
});

describe('a limit reached, as the command says it (issue 23: "name the CLI flag, or none")', () => {
  it("names the command's flag for the library's option, and drops advice no command user can follow", async () => {
    const { commandMessage } = await import('../../src/cli/run.js');
    const { commands } = await import('../../src/cli/commands/index.js');
    const value = commands.find((c) => c.name === 'value');
    // the Solver's messages (src/engine/solver.ts): `value` has --max-entries, no flag for maxBytes
    expect(commandMessage(new LimitError('the table reached its limit of 3 positions (raise maxEntries, or clear())', 'maxEntries'), value)).toBe('the table reached its limit of 3 positions (raise --max-entries)');
    expect(commandMessage(new LimitError('the search needs more than about 5 MiB for its table and stack (raise maxBytes, or clear())'), value)).toBe('the search needs more than about 5 MiB for its table and stack');
  });
});
