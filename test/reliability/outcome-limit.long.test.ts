/**
 * The outcome search's default limit comes before the heap runs out (`npm run test:long`). A
 * search of two hands a side, (1,1|1,1)_n for n = 5, 6, ..., grows its memo by about 190 bytes a
 * position with its share of the interned sides (docs/architecture.md, "Caches", measured with
 * scripts/cache-memory.ts); under the old default of 30 million positions it died at 23 million of
 * a fatal "JavaScript heap out of memory" (signal 6, Node 20's default heap of 4 GB on this
 * project's 24 GB machines; the lead's run of 2026-11-28). With the default, the search must end in
 * the LimitError naming `maxPositions`, in a process of its own with Node's default heap.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../src/entries/chopsticks.ts', import.meta.url));
const script = `
const { OutcomeSolver, parsePosition } = await import(${JSON.stringify(entry)});
const s = new OutcomeSolver();
try {
  for (let n = 5; n <= 400; n++) s.outcome(parsePosition('(1,1|1,1)_' + n));
  console.log('no limit met, ' + s.size + ' positions');
} catch (e) {
  console.log(e.constructor.name + ' ' + e.option + ' ' + s.size);
}`;

describe('OutcomeSolver: the default maxPositions', () => {
  it('a search of two hands a side ends in a LimitError naming maxPositions, not in a fatal out-of-memory error', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 1_500_000 });
    expect(r.stderr.slice(0, 2000)).not.toMatch(/out of memory/i);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toMatch(/^LimitError maxPositions \d+$/);
  }, 1_600_000);
});
