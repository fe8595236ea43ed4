/** Rules model, codec, move rule, solver (against an oracle), limits and export. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AbortError } from '../../../src/engine/errors.js';
import {
  buildGraph,
  countLoopy,
  LoopyLimitError,
  makeRules,
  nonLosingGraph,
  parseRules,
  PositionError,
  PositionSpace,
  MoveGenerator,
  PRESETS,
  RulesError,
  solveGraph,
  solveLoopy,
  toDot,
  type Rules,
} from '../../../src/entries/loopy.js';
import { oracle } from './helpers.js';

describe('rules model', () => {
  it('fills omitted fields with the normal rules and accepts every preset', () => {
    expect(makeRules({}).r).toBe(5);
    for (const name of Object.keys(PRESETS)) expect(() => parseRules(name)).not.toThrow();
    expect(parseRules('{"hands":3,"overflow":"cutoff"}')).toMatchObject({ hands: 3, overflow: 'cutoff', r: 5 });
    expect(parseRules('{"preset":"blog","r":6}')).toMatchObject({ split: 'halves', overflow: 'cutoff', r: 6 });
  });

  it('rejects bad rules with a typed error naming the field', () => {
    const bad: Array<[string, string]> = [
      ['{"r":1}', 'r'],
      ['{"players":1}', 'players'],
      ['{"hands":0}', 'hands'],
      ['{"split":"thirds"}', 'split'],
      ['{"misere":"yes"}', 'misere'],
      ['{"colour":"red"}', 'colour'],
      ['{"selfKill":true}', 'selfKill'],
    ];
    for (const [json, field] of bad) {
      const e = (() => {
        try {
          parseRules(json);
        } catch (x) {
          return x;
        }
      })();
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).field).toBe(field);
      expect((e as Error).name).toBe('RulesError');
    }
    expect(() => parseRules('nonsense')).toThrow(/unknown preset/);
    expect(() => parseRules('{"r":')).toThrow(RulesError);
  });
});

describe('position codec', () => {
  const space = new PositionSpace(makeRules({}));
  it('reads the article notation in any hand order and writes it canonically', () => {
    expect(space.format(space.parse('1032'))).toBe('0123'); // the article: "[1032] ... should be notated [0123]"
    expect(space.format(space.parse('31-21'), true)).toBe('13-12');
    expect(space.format(space.startCode())).toBe('1111');
    expect(space.format(new PositionSpace(makeRules({ start: 'suns' })).startCode())).toBe('4444');
  });

  it('round-trips every code (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: space.size - 1 }), (c) => {
        expect(space.encode(space.decode(c))).toBe(c);
      }),
    );
  });

  it('rejects bad positions with a typed error saying where', () => {
    expect(() => space.parse('1512')).toThrow(/hand value 5 is not below r = 5 \(at character 2\)/);
    expect(() => space.parse('131')).toThrow(/3 hands/);
    expect(() => space.parse('13x2')).toThrow(PositionError);
    expect(() => space.parse('1300')).toThrow(/already over/);
    expect(() => space.parse('0000')).toThrow(/exactly one other player/);
    const big = new PositionSpace(makeRules({ r: 12 }));
    expect(big.format(big.parse('1,11-3,4'))).toBe('1,11-3,4');
  });
});

describe('move rule', () => {
  const nextOf = (rules: Partial<Rules>, pos: string) => {
    const sol = solveLoopy(rules);
    return sol.moves(pos).map((m) => `${m.text} ${sol.graph.space.format(m.next, true)}`);
  };
  it('roll-over and cut-off (hand derivations)', () => {
    // 14-23 roll-over: 4 strikes 3 → 7 → 2: opponent 22; cut-off: 7 ≥ 5 kills: opponent 02
    expect(nextOf({}, '14-23')).toContain('attack 4→3 (opponent) 22-14');
    expect(nextOf({ overflow: 'cutoff' }, '14-23')).toContain('attack 4→3 (opponent) 02-14');
  });
  it('Chinese attack: a striker that dies can eliminate its own player (hand derivation)', () => {
    // 03-13 Chinese, roll-over 5: the 3 strikes the 3 → 6 → 1 (mover 01); strikes the 1 → 4 (mover 04).
    // 02-13 Chinese: the 2 strikes the 3 → 5 → dead: the mover is eliminated, the opponent (13) wins;
    // the terminal has the dead player first: 00-13.
    expect(nextOf({ attack: 'chinese' }, '02-13')).toContain('attack 2→3 (opponent) 00-13');
    expect(solveLoopy({ attack: 'chinese' }).outcome('00-13')).toBe('lose');
    expect(solveLoopy({ attack: 'chinese', misere: true }).outcome('02-13')).toBe('win'); // killing oneself wins misère
  });
  it('Chinese attack grows the striking hand (hand derivation)', () => {
    // 13-12 Chinese: 3 strikes 2 → the striker becomes 5 → dead (roll-over 5): mover 01, opponent keeps 12
    expect(nextOf({ attack: 'chinese' }, '13-12')).toContain('attack 3→2 (opponent) 12-01');
  });
  it('self-taps with and without killing, swaps pass, halves split only evenly', () => {
    // 12-11 self-tap: the 1 strikes the 2 → 3 (mover 13), or the 2 strikes the 1 → 3 (mover 23)
    expect(nextOf({ selfTap: true }, '12-11')).toEqual(expect.arrayContaining(['self-tap 1→2 11-13', 'self-tap 2→1 11-23']));
    // 14-11: either self-tap makes 5, which kills: only allowed with selfKill (then mover 01 / 10)
    expect(nextOf({ selfTap: true, selfKill: false }, '14-11').join()).not.toMatch(/self-tap 1→4/);
    expect(nextOf({ selfTap: true, selfKill: true }, '14-11')).toContain('self-tap 1→4 11-01');
    expect(nextOf({ swaps: true }, '13-12')).toContain('swap (pass) 12-13');
    expect(nextOf({ swaps: true }, '22-12').join()).not.toMatch(/swap/);
    expect(nextOf({ split: 'halves' }, '04-11')).toContain('division 04→22 11-22');
    expect(nextOf({ split: 'halves' }, '03-11').join()).not.toMatch(/division/);
    expect(nextOf({ split: 'halves-odd' }, '03-11')).toContain('division 03→12 11-12');
  });
});

describe('the move generator on its own', () => {
  it('yields the successor positions for the player to move, and tells Left from Right', () => {
    // Wikipedia "Rules": from 1111 the only position reachable (up to symmetry) is 1211: the
    // first player strikes a 1 with a 1 (the split 11 -> 02 is not allowed as it kills a hand,
    // and 11 -> 11 is no move). From the mover's side the successor is 12-11 (opponent to move).
    const space = new PositionSpace(makeRules({}));
    const gen = new MoveGenerator(space);
    const start = space.startCode();
    expect(gen.successors(start).map((x) => [space.format(x.next, true), x.shift])).toEqual([['12-11', 1]]);
    // Left moved first, so at 12-11 Right is to move: Right holds 1,2 and Left 1,1.
    const next = gen.successors(start)[0]!.next;
    expect(space.leftRight(next, false)).toEqual({ left: [1, 1], right: [1, 2] });
    expect(space.leftRight(next, true)).toEqual({ left: [1, 2], right: [1, 1] });
    expect(gen.successors(space.parse('00-14'))).toEqual([]); // the game is over
  });
});

describe('retrograde solver', () => {
  const cases: Array<Partial<Rules>> = [
    {},
    { overflow: 'cutoff' },
    { misere: true },
    { selfTap: true, selfKill: true, overflow: 'cutoff' },
    { split: 'none', r: 4 },
    { hands: 3, r: 3 },
    { swaps: true, suicide: true, meta: true },
    { attack: 'chinese', r: 6 },
  ];
  it('agrees with a naive value-iteration oracle (values and remoteness), two players', () => {
    for (const rules of cases) {
      const sol = solveLoopy(rules);
      const o = oracle(sol.graph);
      for (let u = 0; u < sol.graph.n; u++) {
        expect([sol.outcomeAt(u), sol.remotenessAt(u)]).toEqual(o[u]);
      }
    }
  });

  it('best moves are consistent with the values', () => {
    const sol = solveLoopy('simple-wikipedia');
    for (let u = 0; u < sol.graph.n; u++) {
      if (sol.graph.terminal[u]) continue;
      const best = sol.moves(sol.graph.codes[u]).filter((m) => m.best);
      expect(best.length).toBeGreaterThan(0);
      for (const m of best) expect(m.value).toBe(sol.outcomeAt(u));
    }
  });

  it('three players: the paranoid values are consistent; a terminal loses for the mover', () => {
    const sol = solveLoopy({ players: 3 });
    const c = sol.counts();
    expect(c.win + c.lose + c.draw).toBe(sol.graph.n);
    for (let u = 0; u < sol.graph.n; u++) if (sol.graph.terminal[u]) expect(sol.outcomeAt(u)).toBe('lose');
  });

  it('maxPositions throws a typed error; an aborted signal stops; progress is reported', () => {
    expect(() => solveLoopy({}, { maxPositions: 100 })).toThrow(LoopyLimitError);
    const ac = new AbortController();
    ac.abort(new Error('stop'));
    // issue 22, item 9: the family's AbortError, whatever the reason (was: the reason itself)
    expect(() => solveLoopy({}, { signal: ac.signal })).toThrow(AbortError);
    const ac2 = new AbortController();
    ac2.abort('stop');
    expect(() => solveLoopy({}, { signal: ac2.signal })).toThrow(AbortError);
    // Progress is honest: while the graph is built the total is unknown (undefined: a counter
    // that never decreases); while it is solved the total is fixed and the fraction never goes back.
    const counter: number[] = [];
    const fractions: number[] = [];
    const totals = new Set<number>();
    solveLoopy({}, {
      onProgress: ({ done: d, total: t }) => {
        if (t === undefined) counter.push(d);
        else {
          fractions.push(d / t);
          totals.add(t);
        }
      },
    });
    expect(counter.at(-1)).toBe(204); // the reachable positions of the normal rules (Wikipedia article)
    for (let i = 1; i < counter.length; i++) expect(counter[i]).toBeGreaterThanOrEqual(counter[i - 1]!);
    expect(totals.size).toBe(1);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThanOrEqual(fractions[i - 1]!);
    expect(fractions.at(-1)).toBe(1);
  });

  it('counts: functionally distinct = C(r+h-1,h)^p; summary has the issue’s fields', () => {
    expect(countLoopy({ hands: 3, r: 4 }).functionallyDistinct).toBe(20 ** 2);
    expect(Object.keys(solveLoopy('normal').summary()).sort()).toEqual(['counts', 'maxRemoteness', 'positions', 'start', 'terminals']);
  });

  it('exports the non-losing graph as JSON and DOT', () => {
    const nl = nonLosingGraph(solveLoopy('blog'));
    expect(nl.nodes[0].position).toBe('11-11');
    const dot = toDot(nl);
    expect(dot.startsWith('digraph')).toBe(true);
    expect(dot.split('->').length - 1).toBe(nl.edges.length);
    const g = buildGraph(makeRules({}));
    expect(solveGraph(g).graph).toBe(g);
  });
});
