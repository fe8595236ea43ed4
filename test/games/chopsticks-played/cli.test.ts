/** The `partizan loopy` subcommand: solve --json, count, play driven by piped input. */
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { loopyCommand, playSession } from '../../../src/cli/commands/loopy.js';
import { buildGraph, buildGraphAsync, makeRules, nonLosingGraph, solveGraph, solveGraphAsync, solveLoopy, toDot } from '../../../src/entries/loopy.js';
import { capture } from '../../cli/capture.js';
import { cliSpawn, cliSync } from '../../cli/spawn.js';
import { AbortError } from '../../../src/engine/errors.js';


describe('partizan loopy', () => {
  it('solve --json prints the summary of the issue', async () => {
    const { code, out } = await capture(loopyCommand, ['solve', '--rules', 'normal', '--json']);
    expect(code).toBe(0);
    const j = JSON.parse(out);
    // the Wikipedia article: 204 reachable positions, 14 endgames; the start is a draw ("play indefinitely")
    expect(j).toMatchObject({ positions: 204, terminals: 14, start: { position: '11-11', value: 'draw', remoteness: null } });
    expect(j.counts.win + j.counts.lose + j.counts.draw).toBe(204);
  });

  it('solve takes JSON rules; count prints counts', async () => {
    const s = await capture(loopyCommand, ['solve', '--rules', '{"overflow":"cutoff","selfTap":true,"selfKill":true}', '--json']);
    expect(JSON.parse(s.out).start.value).toBe('win'); // the Simple English Wikipedia article: the first player wins
    const c = await capture(loopyCommand, ['count', '--rules', 'normal', '--json']);
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
    // one convention (docs/loopy.md, the workbench): a move's N counts the move itself, so the best
    // move from a position that is a win in 23 is a win in 23 (11-12 is then a loss in 22 for the opponent)
    expect(text).toMatch(/self-tap 1→1 +-> 11-12 +you win in 23 +\*best/);
    expect(text).toContain('counting the move about to be made');
    expect(text).toContain("'zz' is not a move number");
    expect(text).toMatch(/game over|end of input/);
  });

  it('play speaks a player\'s words: "lose in 1", never remoteness jargon', async () => {
    // Hand derivation (normal rules, roll-over 5). At 01-44 the player to move has hands 0 and 1,
    // the opponent 4 and 4. The only move is to strike a 4 with the 1 (4+1 = 5 dies): 04-01
    // (the split 01 -> 01 is no move). There the opponent strikes the 1 with the 4 (1+4 = 5 dies)
    // and the first player has no hand left. So 01-44 is "lose in 2", and so is its one move (counting
    // the move itself: the game ends after 2 moves).
    const space = buildGraph(makeRules({})).space;
    const g = buildGraph(makeRules({}), { root: space.parse('01-44') });
    const sol2 = solveGraph(g);
    let text = '';
    await playSession(sol2, 0, async () => 'q', (s) => (text += s));
    expect(text).toContain('position 01-44 — seat 1 to move: lose in 2');
    expect(text).toMatch(/attack 1→4 \(opponent\) +-> 04-01 +you lose in 2/);
    expect(text).not.toMatch(/loss|remoteness|mover/);
  });

  it('solve names the rules in full and speaks of the player to move; the DOT graph has a legend', async () => {
    const { out } = await capture(loopyCommand, ['solve', '--rules', 'normal', '--position', '01-44']);
    expect(out).not.toContain('rules: {}');
    expect(out).toContain('2 players; 2 hands each; roll-over at 5');
    expect(out).toContain('the player to move');
    expect(out).not.toMatch(/\bmover\b/);
    expect(out).toContain('01-44: the player to move loses in 2 (against best play)');
    expect(out).toContain('attack 1→4 (opponent) -> 04-01: with this move the player to move loses in 2 (against best play)');
    expect(out).toContain('opening position 11-11: the player to move can at best draw');
    const dot = toDot(nonLosingGraph(solveLoopy('blog')));
    expect(dot).toContain('cluster_legend');
    expect(dot).toMatch(/opening position/);
  });

  it('play works with piped standard input (spawned CLI)', () => {
    const r = cliSync(['loopy', 'play', '--rules', 'blog'], { input: '1\nq\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('position 11-11 — seat 1 to move: draw');
    expect(r.stdout).toContain('bye');
  });

  it('SIGINT stops a long solve cleanly: a note on standard error, exit status 130, no progress bar when piped', async () => {
    // h = 10, r = 5 has about a million positions: several seconds of work (docs/loopy.md,
    // "How large a game"), so the signal arrives mid-computation.
    const child = cliSpawn(['loopy', 'solve', '--rules', '{"hands":10}']);
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => (out += String(d)));
    child.stderr!.on('data', (d) => (err += String(d)));
    // The signal must come after the CLI has installed its handler. On a loaded machine the start
    // can take longer than any fixed wait, so on Linux the signal is sent once the child has used
    // 1 s of CPU (the start of the bundled command, test/cli/spawn.ts, takes about 0.3 s of CPU,
    // the whole solve about 16 s), read from /proc; elsewhere after 3.5 s.
    const cpuSeconds = (): number => {
      try {
        const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in ticks of 1/100 s
      } catch {
        return -1;
      }
    };
    const started = Date.now();
    const timer = setInterval(() => {
      const cpu = cpuSeconds();
      if (cpu >= 1 || (cpu < 0 && Date.now() - started >= 3500)) {
        clearInterval(timer);
        child.kill('SIGINT');
      }
    }, 50);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
    clearInterval(timer);
    expect(signal).toBeNull(); // it exited by itself, not killed by the signal
    expect(code).toBe(130);
    expect(err).toContain('partizan loopy: interrupted');
    expect(err).not.toContain('[#'); // standard error is a pipe: no progress bar
    expect(out).toBe('');
  });

  it('the SIGINT handler aborts count through its AbortSignal and is removed afterwards', async () => {
    const before = process.listeners('SIGINT').length;
    let err = '';
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
      err += String(s);
      return true;
    });
    try {
      const pending = loopyCommand.run(['count', '--rules', '{"hands":10}']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ours = process.listeners('SIGINT');
      expect(ours.length).toBe(before + 1);
      (ours.at(-1) as () => void)(); // what a Ctrl-C delivers, without signalling the test runner
      expect(await pending).toBe(130);
    } finally {
      spy.mockRestore();
    }
    expect(err).toContain('interrupted');
    expect(process.listeners('SIGINT').length).toBe(before);
  });
});

describe('asynchronous build and solve', () => {
  it('give the same graph and values as the synchronous ones', async () => {
    const rules = makeRules({ hands: 3 });
    const a = buildGraph(rules);
    const b = await buildGraphAsync(rules);
    expect([...b.codes]).toEqual([...a.codes]);
    expect(b.graph.toLists()).toEqual(a.graph.toLists());
    const x = solveGraph(a);
    const y = await solveGraphAsync(b);
    for (let u = 0; u < a.n; u++) expect([y.outcomeAt(u), y.remotenessAt(u)]).toEqual([x.outcomeAt(u), x.remotenessAt(u)]);
  });

  it('an AbortSignal aborted by a timer stops them with the family\'s AbortError, whatever its reason', async () => {
    // issue 22, item 9: buildGraphAsync and solveLoopy rejected with a DOMException or the raw
    // reason (even the string 'stop'), not the family's AbortError (was: rejects with the reason)
    for (const stop of [new Error('stop'), 'stop', undefined]) {
      const ac = new AbortController();
      setTimeout(() => ac.abort(stop), 50);
      await expect(buildGraphAsync(makeRules({ hands: 10 }), { signal: ac.signal })).rejects.toBeInstanceOf(AbortError);
      const g = buildGraph(makeRules({ hands: 5 }));
      const ac2 = new AbortController();
      ac2.abort(stop);
      await expect(solveGraphAsync(g, { signal: ac2.signal })).rejects.toBeInstanceOf(AbortError);
    }
  });
});
