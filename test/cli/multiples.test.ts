/** The CLI reads integer multiples through the one parser (`n * G`, CGSuite's `Integer * Game`). */
import { describe, expect, it } from 'vitest';
import { valueCommand } from '../../src/cli/commands/value.js';
import { capture } from './capture.js';

describe('partizan value with n * G', () => {
  it("partizan value '10*upon' prints CGSuite's value", async () => {
    // aaron-siegel/cgsuite EvalTest.scala, "integer * stopper": 10*upon → {0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}
    expect(await capture(valueCommand, ['10*upon'])).toEqual({ code: 0, out: '{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}\n' });
  });
  it("partizan value '3 * {1|0}' and '3*5' (the printed game 3*5 = 3 + *5)", async () => {
    // 3·{1|0} = {1|0} + 1 (2·{1|0} = 1: ±1/2 + ±1/2 = 0 about the mean 1/2), = {2|1} by number translation
    expect((await capture(valueCommand, ['3 * {1|0}'])).out).toBe('{2|1}\n');
    expect((await capture(valueCommand, ['3*5'])).out).toBe('3*5\n');
  });
});
