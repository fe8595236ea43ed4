/** The `partizan thermograph`, `analyze` and `tree` subcommands. Expected values: the hand
 * derivation of {3 | ±1} in test/analysis/known.test.ts (mean 3/2, temperature 3/2) and the
 * atomic weight of J = {0 | ↑^[2]} from cgsuite-notation.md (2). */
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeCommand, treeCommand } from '../../src/cli/commands/analyze.js';
import { thermographCommand } from '../../src/cli/commands/thermograph.js';
import { capture } from './capture.js';


describe('partizan thermograph', () => {
  it("a loopy game is refused saying thermographs are for short games (issue 23: 'over' was an unknown name)", async () => {
    // over = {0|pass} is a loopy stopper (Siegel, CGT VI.1); thermographs are defined for short games
    await expect(capture(thermographCommand, ['over'])).rejects.toThrow(/thermograph is for short games .*'over' is a loopy stopper/);
  });
  it('prints stops, mean, temperature and the walls of {3|{1|-1}}', async () => {
    const { code, out } = await capture(thermographCommand, ['{3|{1|-1}}']);
    expect(code).toBe(0);
    expect(out).toMatch(/left stop +3\n/);
    expect(out).toMatch(/right stop +1\n/);
    expect(out).toMatch(/mean +3\/2\n/);
    expect(out).toMatch(/temperature +3\/2\n/);
    expect(out).toContain('left wall    4 at t=-1, 3/2 at t=3/2; vertical above');
    expect(out).toContain('right wall   1 at t=-1, 1 at t=1, 3/2 at t=3/2; vertical above');
  });
  it('--json and --svg FILE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'partizan-analysis-'));
    const file = join(dir, 'out.svg');
    const { out } = await capture(thermographCommand, ['{3|{1|-1}}', '--svg', file, '--json']);
    const j = JSON.parse(out);
    expect(j).toMatchObject({ leftStop: '3', rightStop: '1', mean: '3/2', temperature: '3/2' });
    expect(j.rightWall.breakpoints).toEqual([
      { t: '-1', value: '1' },
      { t: '1', value: '1' },
      { t: '3/2', value: '3/2' },
    ]);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('t = 3/2');
  });
  it('bad input: a ParseError or a usage error, never a crash', async () => {
    await expect(thermographCommand.run(['{3|'])).rejects.toThrow(expect.objectContaining({ name: 'ParseError' }));
    await expect(thermographCommand.run([])).rejects.toThrow(/expected one game/);
    await expect(thermographCommand.run(['0', '--svg'])).rejects.toThrow(/needs a value/);
  });
});

describe('partizan analyze and tree', () => {
  it('analyze J = {0|^[2]}: atomic weight 2, uptimal, infinitesimal', async () => {
    const { out } = await capture(analyzeCommand, ['{0|^[2]}', '--json']);
    const j = JSON.parse(out);
    expect(j).toMatchObject({ atomicWeight: '2', mean: '0', temperature: '0', reducedCanonicalForm: '0', isInfinitesimal: true });
    expect(j.uptimalExpansion).toBe('*.22'); // cgsuite-notation.md: J = `*.22`
  });
  it("analyze '^' shows CGSuite's expansion 0.1, not a star (issue 23)", async () => {
    // cgsuite-notation.md: ↑'s expansion prints as CGSuite's `0.1` (number, '.', digit 1; no
    // nimber); the library's parseable form writes the zero nimber, *0.1
    const { out } = await capture(analyzeCommand, ['^']);
    const line = out.split('\n').find((l) => l.startsWith('uptimal expansion'))!;
    expect(line).toMatch(/^uptimal expansion +0\.1 /);
    expect(line).toContain('enter it as *0.1');
    const j = JSON.parse((await capture(analyzeCommand, ['^', '--json'])).out);
    expect(j.uptimalExpansion).toBe('*0.1'); // docs/notation.md: the library's one printed (parseable) form
  });
  it('analyze a hot game says it is not atomic', async () => {
    const { out } = await capture(analyzeCommand, ['{3|{1|-1}}']);
    expect(out).toMatch(/atomic weight +none \(not infinitesimal\)/);
    expect(out).toMatch(/temperature +3\/2/);
    expect(out).not.toContain('uptimal expansion');
  });
  it('tree writes SVG and refuses trees beyond --max-nodes', async () => {
    const { out } = await capture(treeCommand, ['{3|{1|-1}}']);
    expect(out.startsWith('<svg')).toBe(true);
    await expect(treeCommand.run(['^[30]', '--max-nodes', '10'])).rejects.toThrow(expect.objectContaining({ name: 'LimitError' }));
  });
  it('tree draws the graph of a loopy game: over = {0|pass} (two nodes, a Left move to 0, a Right pass)', async () => {
    // over = {0|pass} (Siegel, CGT VI.1); before loopy input was read, this failed with "unknown name 'over'"
    const { out } = await capture(treeCommand, ['over']);
    expect(out.startsWith('<svg')).toBe(true);
    expect(out).toContain('<title>Loopy game graph of over</title>');
    expect(out.match(/data-node="/g)?.length).toBe(2);
    expect(out.match(/data-edge="L" data-from="0" data-to="1"/g)?.length).toBe(1);
    expect(out.match(/data-edge="R" data-from="0" data-to="0"/g)?.length).toBe(1);
    // on & off = dud (Winning Ways ch. 11): an onside and an offside panel
    const dud = await capture(treeCommand, ['on & off']);
    expect(dud.out).toContain('data-panel="onside"');
    expect(dud.out).toContain('data-panel="offside"');
  });
  it("tree of a loopy game past --max-nodes: a LimitError (Bach's Carousel has 8 + 8 nodes)", async () => {
    // Bach's Carousel: two simplified sides of 8 nodes each (test/data/loopy-cgsuite-algorithm.json)
    await expect(treeCommand.run(['a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}', '--max-nodes', '15'])).rejects.toThrow(
      expect.objectContaining({ name: 'LoopyPictureLimitError', code: 'LOOPY_PICTURE_LIMIT' }),
    );
    const { out } = await capture(treeCommand, ['a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}', '--max-nodes', '16']);
    expect(out.match(/data-node="/g)?.length).toBe(16);
  });
});
