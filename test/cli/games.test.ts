/**
 * `partizan games` and `partizan value --game`: the registry from the command line. Expected
 * values: the descriptors' sourced examples (CGSuite's test files, named there) and hand
 * derivations.
 */
import { describe, expect, it } from 'vitest';
import { gamesCommand } from '../../src/cli/commands/games.js';
import { valueCommand } from '../../src/cli/commands/value.js';
import { GAMES, LimitError, PositionSyntaxError, UnknownGameError } from '../../src/index.js';
import { capture } from './capture.js';

describe('partizan games', () => {
  it('lists every game with an example position', async () => {
    const { code, out } = await capture(gamesCommand, []);
    expect(code).toBe(0);
    for (const d of GAMES) expect(out).toContain(d.id);
    expect(out).toContain("clobber                      partizan   'xo' = *");
    expect(out).toContain('impartial');
  });
  it('--json: every game with its kind, syntax, source and examples', async () => {
    const { out } = await capture(gamesCommand, ['--json']);
    const list = JSON.parse(out) as Array<{ id: string; kind: string; syntax: string; example: { position: string } }>;
    expect(list.map((g) => g.id)).toEqual(GAMES.map((d) => d.id));
    const cram = list.find((g) => g.id === 'cram')!;
    expect(cram.kind).toBe('impartial');
    expect(cram.example.position).toBe('..');
  });
});

describe('partizan value --game', () => {
  it("values a position of any game: canonical forms, nim values, loopy values (CGSuite's tests)", async () => {
    // GameGridTest.scala line 24
    expect((await capture(valueCommand, ['--game', 'clobber', 'xox|ox.'])).out).toBe('{^^*|*,v}\n');
    // GameGridTest.scala line 37: a nimber
    expect((await capture(valueCommand, ['--game', 'Cram', '.........|##.######', '--outcome'])).out).toBe('*4\tN\n');
    // GameStripTest.scala line 11: a loopy value
    expect((await capture(valueCommand, ['--game', 'backsliding toads and frogs', 'ttt..fff'])).out).toBe('{on||0|-1/2} & {1/2|0||off}\n');
    // GameHeapTest.scala lines 246 and 262
    expect((await capture(valueCommand, ['--game=cutcake', '(8,2)', '--json'])).out).toBe('{"game":"cutcake","position":"(8,2)","value":"-3","outcome":"R"}\n');
  });
  it('errors: an unknown game lists the games; a bad position says where; --max-entries is a LimitError naming the flag', async () => {
    await expect(capture(valueCommand, ['--game', 'chess', 'e4'])).rejects.toThrow(UnknownGameError);
    await expect(capture(valueCommand, ['--game', 'clobber', 'xq'])).rejects.toThrow(PositionSyntaxError);
    await expect(capture(valueCommand, ['--game', 'clobber', 'xoxo|oxox', '--max-entries', '2'])).rejects.toThrow(LimitError);
    await expect(capture(valueCommand, ['--game', 'clobber', 'xoxo|oxox', '--max-entries', '2'])).rejects.toThrow(/--max-entries 2/);
  });
});
