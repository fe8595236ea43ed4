/**
 * One error family: every error the library throws on purpose is a PartizanError with its own
 * name and a stable code, importable from the entry point that exports it. Each is triggered by
 * real bad input here (not constructed by hand), so the test also shows which input raises which.
 */
import { describe, expect, it } from 'vitest';
import * as root from '../../src/index.js';
import * as chopsticks from '../../src/entries/chopsticks.js';
import * as loopy from '../../src/entries/loopy.js';
import * as rulesets from '../../src/entries/rulesets.js';
import { CliError } from '../../src/cli/util.js';

const { PartizanError, ValueError, LimitError, AbortError, ParseError, NotAtomicError, PositionSyntaxError } = root;

/** The error `f` throws (fails the test when it throws nothing). */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('the error family', () => {
  const cases: Array<[string, string, string, () => unknown, new (...a: never[]) => Error]> = [
    ['ParseError', 'PARSE', "parse('{3|')", () => root.parse('{3|'), ParseError],
    // 1 has both stops 1, not 0: it is not an infinitesimal, and only infinitesimals have an atomic weight
    ['NotAtomicError', 'NOT_ATOMIC', 'atomicWeight(1)', () => root.atomicWeight(root.num(1)), NotAtomicError],
    // 1/3 is not dyadic: no short game has that value
    ['ValueError', 'VALUE', 'num(1/3)', () => root.num(1 / 3), ValueError],
    ['PositionSyntaxError', 'POSITION_SYNTAX', "parseToadsFrogs('TxF')", () => rulesets.parseToadsFrogs('TxF'), PositionSyntaxError],
    ['PositionError', 'POSITION', "parsePosition('hello')", () => chopsticks.parsePosition('hello'), chopsticks.PositionError],
    // ExpressionError becomes an alias of ParseError when sums are read by the one parser (the notation work)
    ['ExpressionError|ParseError', 'EXPRESSION|PARSE', "valueOfExpression('((1|1)_3')", () => root.valueOfExpression('((1|1)_3'), root.ExpressionError],
    ['PaperCellError', 'PAPER_CELL', "paperCell('banana')", () => chopsticks.paperCell('banana'), chopsticks.PaperCellError],
    ['RulesError', 'RULES', 'parseRules({"r":0})', () => loopy.parseRules('{"r":0}'), loopy.RulesError],
    ['PositionError', 'POSITION', "outcome('zz')", () => loopy.solveLoopy('normal').outcome('zz'), loopy.PositionError],
    ['LoopyLimitError', 'LIMIT', 'maxPositions: 3', () => loopy.solveLoopy('normal', { maxPositions: 3 }), loopy.LoopyLimitError],
  ];
  it.each(cases)('%s (code %s) from %s', (name, code, _what, f, cls) => {
    const e = thrown(f);
    expect(e).toBeInstanceOf(cls);
    expect(e).toBeInstanceOf(PartizanError);
    expect(name.split('|')).toContain(e.name);
    expect(code.split('|')).toContain((e as InstanceType<typeof PartizanError>).code);
    expect(e.message.length).toBeLessThan(1000);
  });
  it('LoopyLimitError is a LimitError', () => {
    expect(thrown(() => loopy.solveLoopy('normal', { maxPositions: 3 }))).toBeInstanceOf(LimitError);
  });
  it('AbortError and CliError belong to the family', () => {
    const ac = new AbortController();
    ac.abort();
    const e = thrown(() => root.checkAbort(ac.signal));
    expect(e).toBeInstanceOf(AbortError);
    expect((e as InstanceType<typeof AbortError>).code).toBe('ABORT');
    const c = new CliError('x');
    expect(c).toBeInstanceOf(PartizanError);
    expect(c.code).toBe('USAGE');
  });
  it('messages quoting input are bounded', () => {
    const long = 'T' + 'x'.repeat(100_000);
    expect(thrown(() => rulesets.parseToadsFrogs(long)).message.length).toBeLessThan(1000);
    // a position with a 100,000-digit hand, and one that goes wrong after 100,000 characters
    expect(thrown(() => chopsticks.parsePosition(`(${'9'.repeat(100_000)}|1)_3`)).message.length).toBeLessThan(1000);
    expect(thrown(() => chopsticks.parsePosition(`(${'1,'.repeat(50_000)}x|1)_3`)).message.length).toBeLessThan(1000);
  });
});
