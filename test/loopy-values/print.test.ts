/**
 * Printing loopy values in CGSuite's shorthand, and reading every printed form back.
 *
 * Expected strings are CGSuite's, transcribed from aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala (each case's printed
 * value `xOut`, its `LeftOptions`/`RightOptions`, `Followers` and `Degree`) and
 * SidedValueTestCase.scala (printed values). Where a side has several loopy options CGSuite orders
 * them by a hash code, so those strings are compared as values, not as text. The meaning of the
 * shorthand forms is CGSuite's printing code (CanonicalStopper.scala, its upon forms and
 * `IsNumberTiny`), restated in src/loopy/print.ts; the checks that the forms denote the sums their
 * names say (x^[on]*m = x + upon + *m, ...) are computed by the engine's addition.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAny, parse, parseLoopy } from '../../src/notation/index.js';
import {
  type LoopyValue,
  LoopyBuilder,
  NotStopperError,
  NotStopperSidedError,
  Stopper,
  UPON,
  degree,
  fromGame,
  tinyFormOf,
  tinyFormValue,
  uponFormOf,
  uponFormValue,
  type UponForm,
  loopyOf,
  stopperSidedOf,
} from '../../src/loopy/index.js';
import { addAny, negAny } from '../../src/loopy/simplified.js';
import { stopperGraph } from '../../src/loopy/stopper.js';

const lv = (text: string): LoopyValue => stopperSidedOf(parseLoopy(text));
const st = (text: string): Stopper => lv(text) as Stopper;
/** Splits CGSuite's `{a,b,...}` set text at its top-level commas. */
function setItems(text: string): string[] {
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  const out: string[] = [];
  let d = 0;
  let s = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === '{' || c === '(' || c === '[') d++;
    else if (c === '}' || c === ')' || c === ']') d--;
    else if (c === ',' && d === 0) {
      out.push(inner.slice(s, i));
      s = i + 1;
    }
  }
  out.push(inner.slice(s));
  return out;
}
/** The text read back: the same interned object. */
function roundTrip(v: LoopyValue): void {
  const t = formatAny(v);
  expect(lv(t), t).toBe(v);
  const p = parse(t, { loopy: true });
  expect(loopyOf(p), t).toBe(v);
}

// CanonicalStopperTestCase.scala: [input x, printed xOut, LeftOptions, RightOptions, Followers, Degree]
const cases: [string, string, string, string, string | undefined, string][] = [
  ['on', 'on', '{on}', '{}', '{on}', 'on'],
  ['off', 'off', '{}', '{off}', '{off}', 'on'],
  ['over', 'over', '{0}', '{over}', '{0,over}', 'over'],
  ['{pass|3/2}', '3/2under', '{3/2under}', '{3/2}', '{0,1,3/2,2,3/2under}', 'over'],
  ['{-1/4+*|pass}', '-1/4v[on]', '{-1/4*}', '{-1/4v[on]}', '{-1,-1/2,-1/4,0,-1/4*,-1/4v[on]}', '^<on>'],
  // CGSuite's input: `begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end`
  ['{0|{0||0|0,pass}||-{0||0|0,pass}}', '{0|^<on>||v<on>}', '{{0|^<on>}}', '{v<on>}', '{0,v[on]*,^[on]*,v<on>,{0|^<on>||v<on>},^<on>,{0|^<on>}}', '^<on>'],
  ['{0|||0||0|off}', '{0|Tiny(on)}', '{0}', '{Tiny(on)}', '{0,off,Tiny(on),{0|Tiny(on)},{0|off}}', '{0||||0|||Miny(on)|0||off}'],
  ['{on|0||0}', 'Miny(on)', '{{on|0}}', '{0}', '{0,on,{on|0},Miny(on)}', 'Tiny(on)'],
  ['{0||0|under}', 'Tiny(over)', '{0}', '{{0|under}}', '{0,under,{0|under},Tiny(over)}', 'Tiny(over)'],
  ['+-{0|pass}', '+-over', '{over}', '{under}', '{0,under,over,+-over}', 'over'],
  ['+-{5|pass}', '+-(5over)', '{5over}', '{-5under}', '{-5,-4,-3,-2,-1,0,1,2,3,4,5,-5under,5over,+-(5over)}', 'over'],
  ['a{0||||0|||a|*||*}', 'a{0||||0|||a|*||*}', '{0}', '{a{0||||0|a||*|||*}}', '{0,*,a{0||||0|||a|*||*},a{0||||0|a||*|||*},a{0||0|a|||*||||*},a{0|||0||a|*||||*}}', '{0|a{0|0,{0|||a|0||0}}}'],
  [
    '{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}',
    '{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}',
    '{0}',
    '{{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}',
    undefined,
    '', // its degree needs a sidling this engine does not finish quickly; not checked here
  ],
  // Grenville's example of an unstable game (its degree: see variety.test.ts)
  ['a{0|{0||||0,*2|||a|0||0}||0}', 'a{0|{0||||0,*2|||a|0||0}||0}', '{a{0||0|{0,*2||||a|0||0|||0}}}', '{0}', undefined, ''],
];

describe("CGSuite's printed stoppers (CanonicalStopperTestCase.scala)", () => {
  for (const [x, out, lo, ro, followers] of cases) {
    it(`${x} prints ${out}`, () => {
      const g = st(x);
      expect(formatAny(g)).toBe(out);
      roundTrip(g);
      // options print as CGSuite's LeftOptions / RightOptions (single options: the exact text)
      expect(setItems(lo)).toEqual(g.leftOptions.map((o) => formatAny(o)));
      expect(setItems(ro)).toEqual(g.rightOptions.map((o) => formatAny(o)));
      if (followers) {
        const ours = stopperGraph([g]).nodes.map((n) => formatAny(n));
        expect(new Set(ours)).toEqual(new Set(setItems(followers)));
        for (const t of setItems(followers)) expect(stopperGraph([g]).nodes).toContain(lv(t));
      }
    });
  }
  for (const [x, , , , , deg] of cases) {
    if (!deg) continue;
    it(`${x}.Degree prints ${deg}`, () => {
      const d = degree(st(x));
      expect(formatAny(d)).toBe(deg);
      roundTrip(d);
    });
  }
});

describe("CGSuite's printed sided values (SidedValueTestCase.scala)", () => {
  for (const [x, out] of [
    ['dud', 'dud'],
    ['a{{|a}|}', '1 & 0'],
    ['{0|{dud|},*}', '^ & v*'],
  ] as const) {
    it(`${x} prints ${out}`, () => {
      const g = lv(x);
      expect(formatAny(g)).toBe(out);
      roundTrip(g);
    });
  }
  it('on & off prints dud (CGSuite SidedValue.scala prints dud for those sides)', () => {
    expect(formatAny(lv('on & off'))).toBe('dud');
  });
});

describe('the shorthand forms mean what their names say', () => {
  // uponth as CGSuite's test case defines it
  const uponth = st('{0||0|0,pass}');
  const nus = (x: number, m: number): Stopper => fromGame(parse(`${x}+*${m}`));
  const forms = fc.record({
    type: fc.constantFrom<'upon' | 'uponth'>('upon', 'uponth'),
    x: fc.constantFrom(0, 1, -1, 1 / 2, -3 / 4, 5 / 8, 3),
    nim: fc.integer({ min: 0, max: 6 }),
    negated: fc.boolean(),
  });
  it('x^[on]*m = x + upon + *m and x^<on>*m = x + uponth + *m; v forms are their negatives', () => {
    fc.assert(
      fc.property(forms, (f: UponForm) => {
        const base = f.type === 'upon' ? UPON : uponth;
        const want = addAny(nus(f.x, f.nim), f.negated ? negAny(base) : base);
        expect(uponFormValue(f)).toBe(want);
        // and the printer finds the form again and prints it
        expect(uponFormOf(uponFormValue(f))).toEqual(f);
        roundTrip(want as LoopyValue);
      }),
      { numRuns: 80 },
    );
  });
  it('upon prints ^[on], upon* prints ^[on]*, −upon prints v[on] (CGSuite: upon = {pass|*})', () => {
    expect(formatAny(UPON)).toBe('^[on]');
    expect(formatAny(lv('upon + *'))).toBe('^[on]*');
    expect(formatAny(lv('-upon'))).toBe('v[on]');
    expect(lv('^[on]')).toBe(UPON);
  });
  it('xTiny(S) = x + {0||0|−S} and xMiny(S) = x − Tiny(S), for stoppers S ≥ over', () => {
    for (const s of ['on', 'over', '1over', '{1|pass}', '^[on]+over', '2']) {
      const S = st(s);
      for (const x of [0, 1 / 2, -2]) {
        const tiny = addAny(nus(x, 0), st(`{0||0|-(${s})}`));
        expect(tinyFormValue('Tiny', x, S)).toBe(tiny);
        expect(tinyFormValue('Miny', x, S)).toBe(addAny(nus(x, 0), negAny(st(`{0||0|-(${s})}`))));
        roundTrip(tiny as LoopyValue);
        const tf = tinyFormOf(tiny as Stopper);
        if (!(tiny as Stopper).isLoopfree) expect(tf).toEqual({ kind: 'Tiny', translate: x, subscript: S });
      }
    }
    expect(formatAny(lv('1/2 + Tiny(on)'))).toBe('1/2Tiny(on)');
    expect(formatAny(lv('-1/2 + Miny(over)'))).toBe('-1/2Miny(over)');
    // the number in front of a shorthand is signed: −1/4v[on] is (−1/4) + v[on], not −(1/4v[on])
    expect(lv('-1/4v[on]')).toBe(addAny(nus(-1 / 4, 0), negAny(UPON)));
    expect(lv('-1/2Tiny(on)')).toBe(addAny(nus(-1 / 2, 0), lv('Tiny(on)')));
  });
  it('+-{A,B} is the switch {A,B | −A,−B}; +-A is {A | −A}', () => {
    expect(lv('+-{over,1over}')).toBe(lv('{over,1over|under,-1under}'));
    expect(lv('+-(5over)')).toBe(lv('{5over|-5under}'));
    expect(formatAny(lv('+-{5over,{6|pass}}'))).toBe('+-(6over)'); // 5over is dominated by 6over
  });
  it('pass is a move to the game itself, printed `pass`', () => {
    // {0,pass|0} = upon* (its form); {pass||1|0} keeps its short option unbraced as CGSuite does
    expect(formatAny(lv('{pass|{1|0}}'))).toBe('{pass||1|0}');
    expect(lv('{pass||1|0}')).toBe(lv('{pass|{1|0}}'));
    // labels: the cases of CanonicalStopperTestCase above (a{0||||0|||a|*||*}, two labels a and b
    // in one text, a label inside slashes) print exactly as CGSuite prints them
  });
});

// ---------------------------------------------------------------------------------------------
// Random values: every printed text reads back to the same object

const leaves = ['0', '*', '1', '-1', '1/2', '^', '*2', 'on', 'off', 'over', 'under', '{1|-1}'].map((t) => lv(t) as Stopper);

interface GraphRecipe {
  nodes: { left: number[]; right: number[] }[];
}
/** Random graphs of up to 5 nodes; edges go to nodes (any, so cycles of any length) or leaves. */
const graphs: fc.Arbitrary<GraphRecipe> = fc.record({
  nodes: fc.array(
    fc.record({ left: fc.array(fc.nat({ max: 5 + leaves.length }), { maxLength: 3 }), right: fc.array(fc.nat({ max: 5 + leaves.length }), { maxLength: 3 }) }),
    { minLength: 1, maxLength: 5 },
  ),
});

function graphValue(r: GraphRecipe): LoopyValue | undefined {
  const b = new LoopyBuilder();
  const ns = r.nodes.map(() => b.node());
  const ref = (k: number): number | Stopper => (k < ns.length ? ns[k]! : leaves[(k - ns.length) % leaves.length]!);
  r.nodes.forEach((n, i) => b.setOptions(ns[i]!, n.left.map(ref), n.right.map(ref)));
  try {
    return b.value(ns[0]!);
  } catch (e) {
    if (e instanceof NotStopperSidedError || e instanceof NotStopperError) return undefined;
    throw e;
  }
}

/** Plumtrees: each node's options among earlier nodes and leaves, maybe one pass. */
const plumRecipes = fc.array(
  fc.record({
    left: fc.array(fc.nat({ max: 20 }), { maxLength: 2 }),
    right: fc.array(fc.nat({ max: 20 }), { maxLength: 2 }),
    pass: fc.constantFrom('none', 'L', 'R'),
  }),
  { minLength: 1, maxLength: 5 },
);
function plumValue(r: { left: number[]; right: number[]; pass: string }[]): LoopyValue {
  const b = new LoopyBuilder();
  const made: (number | Stopper)[] = [...leaves];
  for (const s of r) {
    const v = b.node();
    const pick = (i: number): number | Stopper => made[i % made.length]!;
    const L = s.left.map(pick);
    const R = s.right.map(pick);
    if (s.pass === 'L') L.push(v);
    if (s.pass === 'R') R.push(v);
    b.setOptions(v, L, R);
    made.push(v);
  }
  return b.value(made[made.length - 1] as number);
}

describe('print → parse round trips (fast-check)', () => {
  it('random plumtrees (with on, off, over, under among the leaves)', () => {
    fc.assert(
      fc.property(plumRecipes, (r) => {
        roundTrip(plumValue(r));
      }),
      { numRuns: 150 },
    );
  });
  it('random small graphs (cycles of any length; sided values print both sides)', () => {
    let valued = 0;
    fc.assert(
      fc.property(graphs, (r) => {
        const v = graphValue(r);
        if (v === undefined) return;
        valued++;
        roundTrip(v);
      }),
      { numRuns: 150 },
    );
    expect(valued).toBeGreaterThan(50);
  });
  it('sums and negatives of the shorthand forms', () => {
    const parts = ['^[on]', 'v<on>*', '1/2Tiny(on)', 'Miny(over)', '+-over', '3/2under', '{0|^<on>||v<on>}', '*2'];
    fc.assert(
      fc.property(fc.constantFrom(...parts), fc.constantFrom(...parts), fc.boolean(), (a, b, n) => {
        let v: LoopyValue;
        try {
          v = lv(`${a} + ${n ? '-' : ''}(${b})`);
        } catch (e) {
          if (e instanceof NotStopperSidedError) return;
          throw e;
        }
        roundTrip(v);
      }),
      { numRuns: 60 },
    );
  });
});
