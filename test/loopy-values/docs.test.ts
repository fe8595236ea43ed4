/**
 * The examples of docs/loopy-values.md, run. Expected values: CGSuite's test cases and tutorial
 * (on + off = dud, {pass|3/2} = 3/2under, a{{|a}|} = 1 & 0, outcome classes), the hand
 * derivations of identities.test.ts, and the definitions.
 */
import { expect, it } from 'vitest';
import {
  DUD, OFF, ON, OVER, TIS, UNDER, LoopyBuilder, NotStopperError, NotStopperSidedError, stopperSidedOf, addLoopy, asPseudonumber, compareLoopy, downsum,
  formatAny, fromGame, impartialValueString, isIdempotent, isInfinitesimal, isPlumtree, leftStop, leqLoopy, loopyNimValues, loopyOf,
  negLoopy, offsideOf, onsideOf, outcomeClass, graphOutcomes, degree, parse, parseLoopy, pseudonumberString, rightStop, sided, stopsOf, toGame, upsum, valuesOfGraph,
  Stopper, UPON, variety, isStable,
} from '../../src/entries/loopy-values.js';

it('docs examples', () => {
  // reading and printing
  expect(formatAny(parseLoopy('on + off'))).toBe('dud');
  expect(formatAny(parseLoopy('{pass|3/2}'))).toBe('3/2under');
  expect(formatAny(parseLoopy('a{0|a}'))).toBe('over');
  expect(formatAny(parseLoopy('a{{|a}|}'))).toBe('1 & 0');
  expect(parseLoopy('{1|2}')).toBe(parse('3/2')); // short text gives the short Game
  // CGSuite's shorthand (CanonicalStopperTestCase.scala, SidedValueTestCase.scala)
  expect(formatAny(UPON)).toBe('^[on]');
  expect(formatAny(parseLoopy('{-1/4+*|pass}'))).toBe('-1/4v[on]');
  expect(formatAny(parseLoopy('{0|{0||0|0,pass}||-{0||0|0,pass}}'))).toBe('{0|^<on>||v<on>}');
  expect(formatAny(parseLoopy('{0||0|under}'))).toBe('Tiny(over)');
  expect(formatAny(parseLoopy('+-{5|pass}'))).toBe('+-(5over)');
  expect(formatAny(parseLoopy('{0|{dud|},*}'))).toBe('^ & v*');
  // builder
  const b = new LoopyBuilder();
  const a = b.node();
  b.setOptions(a, [parse('0')], [a]);
  expect(b.value(a)).toBe(OVER);
  // graph API
  const [c] = valuesOfGraph({ size: 1, left: () => [0], right: () => [] }, [0]);
  expect(c).toBe(ON);
  // short games
  const half = fromGame(parse('1/2'));
  expect(toGame(half)).toBe(parse('1/2'));
  expect(toGame(OVER)).toBe(undefined);
  expect(loopyOf(parse('*'))).toBe(fromGame(parse('*')));
  // arithmetic and order
  expect(addLoopy(ON, OFF)).toBe(DUD);
  expect(negLoopy(OVER)).toBe(UNDER);
  expect(compareLoopy(OVER, fromGame(parse('1/64')))).toBe('<');
  expect(leqLoopy(fromGame(parse('0')), OVER)).toBe(true);
  expect(sided(fromGame(parse('1')), fromGame(parse('0')))).toBe(TIS);
  expect(onsideOf(DUD)).toBe(ON);
  expect(offsideOf(DUD)).toBe(OFF);
  expect(upsum(ON, OFF)).toBe(ON);
  expect(downsum(ON, OFF)).toBe(OFF);
  // properties
  expect(pseudonumberString(leftStop(OVER))).toBe('over');
  expect(pseudonumberString(rightStop(parseLoopy('{pass|3/2}') as Stopper))).toBe('3/2under');
  expect(stopsOf(ON).left.x).toBe(Infinity);
  expect(asPseudonumber(parseLoopy('5over') as Stopper)).toEqual({ x: 5, tilt: 1 });
  expect(outcomeClass(DUD)).toBe('D');
  expect(outcomeClass(TIS)).toBe('PHat');
  expect(isPlumtree(OVER)).toBe(true);
  expect(isIdempotent(OVER)).toBe(true);
  expect(isInfinitesimal(OVER)).toBe(true);
  expect(degree(OFF)).toBe(ON);
  expect(degree(OVER)).toBe(OVER);
  // variety (CanonicalStopperTestCase.scala)
  expect(formatAny(variety(parseLoopy('{pass|3/2}') as Stopper))).toBe('under');
  expect(formatAny(variety(parseLoopy('+-{5|pass}') as Stopper))).toBe('+-{10over|over}');
  expect(isStable(parseLoopy('{on|0||0}') as Stopper)).toBe(true);
  expect(variety(parseLoopy('{on|0||0}') as Stopper)).toBe(parseLoopy('{on|0||0}'));
  expect(graphOutcomes({ left: [[1], []], right: [[], [0]] })).toEqual(['PHat', 'PCheck']);
  // impartial
  expect(loopyNimValues({ size: 3, options: (v) => [[1, 2], [0], []][v]! }).map(impartialValueString)).toEqual(['*', '0', '0']);
  // errors
  // Bach's Carousel: CGSuite's simplified sides (SidedValueTestCase.scala); an API that promises a
  // stopper-sided value refuses it with NotStopperSidedError
  expect(formatAny(parseLoopy('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}'))).toBe('a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}');
  expect(() => stopperSidedOf(parseLoopy('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}'))).toThrow(NotStopperSidedError);
  expect(NotStopperError.name).toBe('NotStopperError');
});

it('format prints loopy values too', async () => {
  const { format } = await import('../../src/notation/index.js');
  expect(format(parseLoopy("on + off") as typeof OVER)).toBe("dud");
  expect(format(OVER)).toBe('over');
  expect(format(parse('^*'))).toBe('^*');
});

it('docs example: values whose sides are not stoppers (Bach\'s Carousel; CGSuite SidedValueTestCase.scala)', async () => {
  const L = await import('../../src/entries/loopy-values.js');
  const g = L.parseLoopy('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}') as InstanceType<typeof L.SimplifiedSidedValue>;
  expect(L.formatAny(g)).toBe('a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}');
  expect(L.isStopperSided(g)).toBe(false);
  expect(L.outcomeClass(g)).toBe('N');
  expect(L.parseLoopy(L.formatAny(g))).toBe(g);
  expect(L.formatSide(L.anyOnside(g))).toBe('a{1|1,{1*|a||*}||0}');
  expect(() => L.leftStop(g)).toThrow(L.NotComputableError);
  expect(() => L.stopperSidedOf(g)).toThrow(L.NotStopperSidedError);
});

it("docs examples in the one family's names (the root entry's parse, format, add, neg, compare, outcome)", async () => {
  // the same expected values as the examples above (CGSuite's test cases and tutorial), now read
  // and computed through the one reader and the family's operations
  const P = await import('../../src/index.js');
  const L = (t: string) => P.parse(t, { loopy: true });
  expect(P.format(L('on + off'))).toBe('dud');
  expect(P.format(L('{pass|3/2}'))).toBe('3/2under');
  expect(P.format(L('a{0|a}'))).toBe('over');
  expect(P.format(L('a{{|a}|}'))).toBe('1 & 0');
  expect(L('{1|2}')).toBe(P.parse('3/2'));
  expect(P.format(UPON)).toBe('^[on]');
  expect(P.format(L('{-1/4+*|pass}'))).toBe('-1/4v[on]');
  expect(P.format(L('{0|{0||0|0,pass}||-{0||0|0,pass}}'))).toBe('{0|^<on>||v<on>}');
  expect(P.format(L('{0||0|under}'))).toBe('Tiny(over)');
  expect(P.format(L('+-{5|pass}'))).toBe('+-(5over)');
  expect(P.format(L('{0|{dud|},*}'))).toBe('^ & v*');
  // ± in Unicode (docs/notation.md: `+-` prints `±` with unicode)
  expect(P.format(L('+-{0|pass}'), { unicode: true })).toBe('±over');
  // arithmetic and order
  expect(P.add(ON, OFF)).toBe(DUD);
  expect(P.neg(OVER)).toBe(UNDER);
  expect(P.compare(OVER, P.parse('1/64'))).toBe('<');
  expect(P.le(P.parse('0'), OVER)).toBe(true);
  expect(P.outcome(DUD)).toBe('D');
  expect(P.add(fromGame(P.parse('1')), fromGame(P.parse('^')))).toBe(P.parse('1^'));
  expect(pseudonumberString(rightStop(L('{pass|3/2}') as Stopper))).toBe('3/2under');
  expect(P.format(variety(L('{pass|3/2}') as Stopper))).toBe('under');
  const g = L('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}');
  expect(P.format(g)).toBe('a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}');
  expect(L(P.format(g))).toBe(g);
});
