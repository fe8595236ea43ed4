/** The CLI on loopy games: `value` and `analyze` read loopy text through `parse(text, { loopy: true })`. */
import { describe, expect, it } from 'vitest';
import { valueCommand } from '../../src/cli/commands/value.js';
import { analyzeCommand } from '../../src/cli/commands/analyze.js';
import { parse, ParseError, star } from '../../src/index.js';
import * as loopy from '../../src/entries/loopy-values.js';
import { capture } from './capture.js';

describe('loopy values through the one parse and the CLI', () => {
  it('parse(text, { loopy: true }) gives short games unchanged and loopy values canonical', () => {
    // {0|0} = * (Winning Ways ch. 1): short text keeps its short value and type
    expect(parse('{0|0}', { loopy: true })).toBe(star);
    // on = {on|} is the constant ON (Siegel, CGT VI.1; CGSuite's `on`)
    expect(parse('on', { loopy: true })).toBe(loopy.ON);
    // without the option, loopy words are not games of the short grammar
    expect(() => parse('on')).toThrow(ParseError);
  });
  it("partizan value 'on + off' prints dud", async () => {
    // on + off = dud (Winning Ways ch. 11, "dud = deathless universal draw"; the issue's own example)
    expect(await capture(valueCommand, ['on + off'])).toEqual({ code: 0, out: 'dud\n' });
    // dud's outcome class is D: neither player can ever win (Winning Ways ch. 11)
    expect((await capture(valueCommand, ['on + off', '--outcome'])).out).toBe('dud\tD\n');
  });
  it("partizan value --json on a loopy value", async () => {
    // over = {0|pass} is positive (Winning Ways ch. 11: over lies between 0 and every positive number),
    // so Left wins whoever starts: outcome class L
    const r = await capture(valueCommand, ['{0|pass}', '--json']);
    expect(JSON.parse(r.out)).toEqual({ expression: '{0|pass}', value: 'over', outcome: 'L' });
  });
  it("partizan analyze --json gives CGSuite's property names", async () => {
    const r = await capture(analyzeCommand, ['on + off', '--json']);
    const a = JSON.parse(r.out) as Record<string, unknown>;
    // dud = on & off by definition (Siegel, CGT VI.4; CGSuite's `dud`): not a stopper, sides on and off
    expect(a).toMatchObject({ value: 'dud', outcomeClass: 'D', onside: 'on', offside: 'off', isStopper: false });
    const o = JSON.parse((await capture(analyzeCommand, ['over', '--json'])).out) as Record<string, unknown>;
    // over is a stopper (every cycle is a Right pass, no alternating infinite play) and a plumtree
    // (Siegel, CGT VI.3: a plumtree's only cycles are one-player passes)
    expect(o).toMatchObject({ value: 'over', outcomeClass: 'L', isStopper: true, isPlumtree: true });
    for (const k of ['leftStop', 'rightStop', 'degree', 'isIdempotent', 'isInfinitesimal', 'onside', 'offside']) expect(o).toHaveProperty(k);
  });
  it('loopy text with an error reports the loopy reader’s column', async () => {
    await expect(capture(valueCommand, ['on + {'])).rejects.toThrow(ParseError);
  });
});
