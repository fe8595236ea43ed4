/**
 * Fuzzing the game inputs: rules JSON of Chopsticks as played and the position texts of every
 * game. Any input either gives a value or throws the game's typed error, never anything else,
 * and no single input takes more than a second. Random start and budget: test/fuzz-budget.ts.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRules, parseRules, PositionError as PlayedPositionError, PositionSpace, RulesError } from '../../src/entries/loopy.js';
import { parsePosition, PositionError as SimplePositionError } from '../../src/entries/chopsticks.js';
import { DomineeringBoard, HackenbushPosition, parseToadsFrogs, PositionSyntaxError } from '../../src/entries/rulesets.js';
import { fuzzParams } from '../fuzz-budget.js';

/** Inputs tried and the slowest one, per fuzzer (printed at the end for docs/reliability.md). */
const stats = new Map<string, { tried: number; slowestMs: number }>();

function check(name: string, input: string, run: () => unknown, expected: new (...a: never[]) => Error): void {
  const t0 = performance.now();
  try {
    run();
  } catch (e) {
    if (!(e instanceof expected)) throw new Error(`${name}(${JSON.stringify(input)}) threw ${String(e)}`);
    expect((e as Error).message.length).toBeLessThan(1000); // bounded messages
  }
  const ms = performance.now() - t0;
  expect(ms, `${name}(${JSON.stringify(input)}) took ${ms} ms`).toBeLessThan(1000);
  const s = stats.get(name) ?? { tried: 0, slowestMs: 0 };
  s.tried++;
  s.slowestMs = Math.max(s.slowestMs, ms);
  stats.set(name, s);
}

afterAll(() => {
  if (process.env.PARTIZAN_FUZZ_REPORT) {
    for (const [k, v] of stats) console.log(`fuzz ${k}: ${v.tried} inputs, slowest ${v.slowestMs.toFixed(1)} ms`);
  }
});

const ruleKeys = [...Object.keys(makeRules({})), 'preset', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'x', ''];
const arbKey = fc.oneof(fc.constantFrom(...ruleKeys), fc.string({ maxLength: 8 }));
const arbValue = fc.oneof(
  fc.constantFrom(true, false, null, 0, 1, 2, 3, 5, 16, 17, 64, 65, -1, 2.5, 1e309, 'rollover', 'cutoff', 'both', 'suns', 'normal', 'halves', 'chinese', '__proto__'),
  fc.jsonValue({ maxDepth: 2 }),
);
/** JSON text of an object written key by key, so that `__proto__` stays an own key of the text. */
const arbRulesText = fc
  .array(fc.tuple(arbKey, arbValue), { maxLength: 6 })
  .map((kv) => `{${kv.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`);

function mutate(s: string, at: number, c: string, op: 'del' | 'ins' | 'rep'): string {
  const i = at % (s.length + 1);
  return op === 'del' ? s.slice(0, i) + s.slice(i + 1) : op === 'ins' ? s.slice(0, i) + c + s.slice(i) : s.slice(0, i) + c + s.slice(i + 1);
}

describe('rules JSON fuzz (Chopsticks as played)', () => {
  it('random objects over the known fields, inherited names and odd values', () => {
    fc.assert(
      fc.property(arbRulesText, (t) => check('rules JSON objects', t, () => parseRules(t), RulesError)),
      fuzzParams(3000),
    );
  });
  it('one-character mutations of valid rules texts and preset names', () => {
    const valid = ['{"suddenDeath":true,"lives":3}', '{"hands":3,"r":4}', '{"preset":"blog","r":6}', '{"suddenDeath":true,"start":"both"}', 'normal', 'suicide-meta-suns'];
    fc.assert(
      fc.property(fc.constantFrom(...valid), fc.nat(), fc.constantFrom(...'{}":,[]_01359aeptrx '), fc.constantFrom('del', 'ins', 'rep'), (s, at, c, op) => {
        const t = mutate(s, at, c, op as 'del');
        check('rules JSON mutations', t, () => parseRules(t), RulesError);
      }),
      fuzzParams(3000),
    );
  });
});

describe('position text fuzz, every game', () => {
  const spaces = [{}, { players: 3 }, { r: 12 }, { misere: true }, { suddenDeath: true }, { hands: 3, r: 4 }, { players: 3, zombies: true }, { players: 3, zombies: true, r: 12 }, { stumps: true }, { suddenDeath: true, lives: 3 }].map((r) => new PositionSpace(makeRules(r)));
  it('Chopsticks as played (several rule sets)', () => {
    fc.assert(
      fc.property(fc.nat(spaces.length - 1), fc.array(fc.constantFrom(...'0123456789-| ,xzZ.½/'), { maxLength: 16 }), (k, cs) => {
        const t = cs.join('');
        check('Chopsticks as played positions', t, () => spaces[k]!.parse(t), PlayedPositionError);
      }),
      fuzzParams(3000),
    );
  });
  it('SIMPLE CHOPSTICKS (the paper\'s notation)', () => {
    const chunks = ['(', ')', '|', ',', '^', '_', '{', '}', '1', '2', '3', '9', '12', '0', ' ', '-', 'x', '^3', '_5', '_20'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chunks), { maxLength: 14 }), (cs) => {
        const t = cs.join('');
        check('SIMPLE CHOPSTICKS positions', t, () => parsePosition(t), SimplePositionError);
      }),
      fuzzParams(3000),
    );
  });
  it('Domineering boards', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'..#|\n x'), { maxLength: 20 }), (cs) => {
        const t = cs.join('');
        check('Domineering boards', t, () => DomineeringBoard.parse(t), PositionSyntaxError);
      }),
      fuzzParams(2000),
    );
  });
  it('Hackenbush positions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'BRGbrg(),  x'), { maxLength: 20 }), (cs) => {
        const t = cs.join('');
        check('Hackenbush positions', t, () => HackenbushPosition.parse(t), PositionSyntaxError);
      }),
      fuzzParams(2000),
    );
  });
  it('Toads and Frogs positions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'TFtf._ □x'), { maxLength: 20 }), (cs) => {
        const t = cs.join('');
        check('Toads and Frogs positions', t, () => parseToadsFrogs(t), PositionSyntaxError);
      }),
      fuzzParams(2000),
    );
  });
});
