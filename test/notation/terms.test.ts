/** The one parser: games plug position terms into CGSuite notation (SIMPLE CHOPSTICKS' `(x|y)_n`). */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PartizanError } from '../../src/engine/errors.js';
import { add, neg, nus, parse, ParseError, registeredTerms, star, up, upNth, upPow, zero } from '../../src/index.js';
import { J } from '../../src/entries/chopsticks.js';
import { ExpressionError, splitTerms, valueOfExpression } from '../../src/index.js';
import { analyzeCommand, treeCommand } from '../../src/cli/commands/analyze.js';
import { thermographCommand } from '../../src/cli/commands/thermograph.js';
import { valueCommand } from '../../src/cli/commands/value.js';
import { capture } from '../cli/capture.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('SIMPLE CHOPSTICKS positions are a term of parse', () => {
  it('sums, negation and parentheses around positions', () => {
    expect(registeredTerms()).toContain('simple-chopsticks');
    // The paper's Table 1 (n = 20): (1|2)_20 = ↓[2] (row j = 2, column i = 1) and (2|3)_20 = J (row 3,
    // column 2). ↓[2] = −↑ − ↑² (hand derivation in test/games/simple-chopsticks/values.test.ts) and
    // J = 2·↑ + 2·↑² + * (the paper, Section 2), so (1|2)_20 + ^ − (2|3)_20 = −↑ − ↑² + ↑ − 2·↑ − 2·↑² − *
    // = −2·↑ − 3·↑² + * (the sign of * does not matter: * = −*).
    expect(parse('(1|2)_20 + ^ - (2|3)_20')).toBe(add(nus(0, -2, 1), neg(add(upPow(2), add(upPow(2), upPow(2))))));
    expect(parse('(2|3)_20')).toBe(J);
    // (1|1)_3 = * by hand (values.test.ts): {(1|2)_3 | (2|1)_3} = {0|0}.
    expect(parse('-((1|1)_3) + *')).toBe(zero);
    expect(parse('{(1|1)_3 | 0}')).toBe(parse('{*|0}'));
    expect(parse('(1|1)_{3}')).toBe(star);
    // the paper (Table 2): (1|1)_12 = ±J; the name J is an option of parse
    expect(parse('(1|1)_12 - +-J', { names: { J } })).toBe(zero);
    // a parenthesis without a bar, or with CGSuite text inside, is still CGSuite grouping
    expect(parse('(1) + (^)')).toBe(nus(1, 1, 0));
  });
  it('(1|1) without its finger count is a ParseError pointing there', () => {
    try {
      parse('^ + (1|1)');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect(e).toBeInstanceOf(PartizanError);
      expect((e as ParseError).code).toBe('PARSE');
      expect((e as ParseError).column).toBe(10); // just after ')'
      expect((e as ParseError).message).toMatch(/finger count/);
    }
  });
  it('the old expression names are thin wrappers over parse', () => {
    // ↓[2] + J − ↑ = ↑² + * (hand derivation in values.test.ts)
    expect(valueOfExpression('(1|2)_20 + (2|3)_20 - ^')).toBe(add(upPow(2), star));
    expect(ExpressionError).toBe(ParseError);
    expect(splitTerms('{1|-1} - (1,2|3)_5 + +-1').map((t) => [t.sign, t.text, t.column])).toEqual([
      [1, '{1|-1}', 1],
      [-1, '(1,2|3)_5', 10],
      [1, '+-1', 22],
    ]);
    // the deprecated parseGame callback still reads the terms without positions
    expect(valueOfExpression('(1|1)_3 + x', () => up)).toBe(nus(0, 1, 1));
    // errors in a position keep their column in the whole text: in 'x + (1|9)_5' the hand 9 is column 8
    expect(() => valueOfExpression('x + (1|9)_5', () => up)).toThrow(/column 8/);
  });
  it('registration happens on importing partizan, the root entry whose parse reads them (fresh process)', () => {
    // (was: on importing partizan/chopsticks, which now loads no parser: issue 21, an entry point loads only what it uses)
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', "import { parse } from './src/notation/index.js'; let before = 'ok'; try { parse('(1|1)_3'); } catch (e) { before = e.name; } await import('./src/index.js'); console.log(before, String(parse('(1|1)_3')));"],
      { cwd: root, encoding: 'utf8' },
    );
    // (1|1)_3 = * by hand (above); before the game is loaded, the text is not CGSuite notation
    expect(out.trim()).toBe('ParseError *');
  });
  it('the CLI commands value and analyze read positions', async () => {
    // (1|1)_3 = * (above), and * + ↑ = ↑*
    expect((await capture(valueCommand, ['(1|1)_3 + ^'])).out).toBe('^*\n');
    await expect(capture(valueCommand, ['(1|1)'])).rejects.toThrow(ParseError);
    // a text past parse's maxLength is parse's LimitError, not reworded as a --max-entries one
    await expect(capture(valueCommand, ['1+'.repeat(600_000) + '1'])).rejects.toThrow(/maxLength/);
    await expect(capture(valueCommand, ['(1|1)'])).rejects.toThrow(/column 6.*finger count|finger count.*column 6|line 1, column 6/);
    // Table 1 of the paper, n = 20, row j = 1, column i = 2: (2|1)_20 = ↑[2]
    const a = await capture(analyzeCommand, ['(2|1)_20']);
    expect(a.out).toContain(upNth(2).toString());
    // the same text through thermograph and tree gives the same output as the value it names
    expect((await capture(thermographCommand, ['(2|1)_20'])).out).toBe((await capture(thermographCommand, ['^[2]'])).out);
    expect((await capture(treeCommand, ['(2|1)_20', '--svg', '-'])).out).toBe((await capture(treeCommand, ['^[2]', '--svg', '-'])).out);
    expect((await capture(treeCommand, ['(2|1)_20', '--svg', '-'])).out).toContain('<svg');
    expect((await capture(thermographCommand, ['(2|1)_20'])).out.length).toBeGreaterThan(0);
    await expect(capture(treeCommand, ['(1|1)'])).rejects.toThrow(/finger count/);
  });
});
