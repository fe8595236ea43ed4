/** The `partizan loopy` subcommand: solve --json, count, play driven by piped input. */
import { describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { loopyCommand, playSession } from '../../src/cli/commands/loopy.js';
import { solveLoopy } from '../../src/loopy.js';

async function capture(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out += String(s);
    return true;
  });
  try {
    const code = await loopyCommand.run(args);
    return { code, out };
  } finally {
    spy.mockRestore();
  }
}

describe('partizan loopy', () => {
  it('solve --json prints the summary of the issue', async () => {
    const { code, out } = await capture(['solve', '--rules', 'normal', '--json']);
    expect(code).toBe(0);
    const j = JSON.parse(out);
    // seed 001: 204 reachable positions, 14 endgames; the start is a draw ("play indefinitely")
    expect(j).toMatchObject({ positions: 204, terminals: 14, start: { position: '11-11', value: 'draw', remoteness: null } });
    expect(j.counts.win + j.counts.lose + j.counts.draw).toBe(204);
  });

  it('solve takes JSON rules; count prints counts', async () => {
    const s = await capture(['solve', '--rules', '{"overflow":"cutoff","selfTap":true,"selfKill":true}', '--json']);
    expect(JSON.parse(s.out).start.value).toBe('win'); // seed 003: the first player wins
    const c = await capture(['count', '--rules', 'normal', '--json']);
    expect(JSON.parse(c.out)).toMatchObject({ withRedundancies: 625, functionallyDistinct: 225, reachable: 204 });
  });

  it('bad rules are typed errors', async () => {
    await expect(loopyCommand.run(['solve', '--rules', '{"r":0}'])).rejects.toThrow(/rules\.r/);
    await expect(loopyCommand.run(['frobnicate'])).rejects.toThrow(/unknown subcommand/);
  });

  it('play: a scripted game against perfect play shows each move with its value', async () => {
    const sol = solveLoopy('simple-wikipedia');
    const lines = ['2', 'zz', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1'];
    let text = '';
    await playSession(sol, 0, async () => lines.shift() ?? null, (s) => (text += s));
    expect(text).toContain('position 11-11 — seat 1 to move: win in 23');
    expect(text).toMatch(/self-tap 1→1 +-> 11-12 +you win 22 +\*best/);
    expect(text).toContain("'zz' is not a move number");
    expect(text).toMatch(/game over|end of input/);
  });

  it('play works with piped standard input (spawned CLI)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'loopy', 'play', '--rules', 'blog'], {
      input: '1\nq\n',
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('position 11-11 — seat 1 to move: draw');
    expect(r.stdout).toContain('bye');
  });
});
