/**
 * The Wikipedia article's variants that the rules model gained for issue 11: Sudden Death, Logan
 * Clause, Cherri, Integers (roll-over), Zombies, Stumps, splits over all of a player's hands, and
 * both openings.
 * Each rule option is exercised on a position worked out by hand (the derivation is written
 * next to it), the reachable counts are cross-checked against the independent naive enumerator
 * (naive.ts), and the values against the naive value-iteration oracle (helpers.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  buildGraph,
  countLoopy,
  makeRules,
  parseRules,
  PositionError,
  RulesError,
  solveGraph,
  solveLoopy,
  type Rules,
} from '../../../src/entries/loopy.js';
import { PartizanError } from '../../../src/engine/errors.js';
import { naiveReachable, type NaiveRules } from './naive.js';
import { oracle } from './helpers.js';

/** The moves of `pos` (rooted there, so it need not be reachable from the opening) as `text next`. */
function movesAt(rules: Partial<Rules>, pos: string): string[] {
  const R = makeRules(rules);
  const space = buildGraph(R, { maxPositions: 1 << 20 }).space;
  const sol = solveGraph(buildGraph(R, { root: space.parse(pos) }));
  return sol.moves(pos).map((m) => `${m.text} ${space.format(m.next, true)}`);
}
/** Value and remoteness of `pos` (rooted there). */
function valueAt(rules: Partial<Rules>, pos: string): string {
  const R = makeRules(rules);
  const space = buildGraph(R).space;
  const sol = solveGraph(buildGraph(R, { root: space.parse(pos) }));
  const rem = sol.remotenessAt(0);
  return `${sol.outcomeAt(0)}${rem === null ? '' : ` ${rem}`}`;
}

describe('Sudden Death', () => {
  it('a player brought down to one finger is out', () => {
    // 11-14: striking the 4 with a 1 makes it 5, dead: the opponent keeps 01. Under sudden death
    // one finger left means out, so that attack wins at once (win in 1); under the normal rules
    // the opponent plays on with 01.
    expect(movesAt({ suddenDeath: true }, '11-14')).toContain('attack 1→4 (opponent) 00-11');
    expect(valueAt({ suddenDeath: true }, '11-14')).toBe('win 1');
    expect(movesAt({}, '11-14')).toContain('attack 1→4 (opponent) 01-11');
    expect(valueAt({}, '11-14')).not.toBe('win 1');
    // a position where someone already has one finger cannot arise
    expect(() => buildGraph(makeRules({ suddenDeath: true })).space.parse('01-11')).toThrow(PositionError);
    // with one hand each, everyone starts at one finger: refused, naming the field
    expect(() => makeRules({ suddenDeath: true, hands: 1 })).toThrow(/rules\.suddenDeath/);
  });
});

describe("Sudden Death's lives form", () => {
  it('getting down to one finger costs a life; the last one puts the player out', () => {
    // 11/3-14/1: the mover strikes the 4 with a 1 (5 dies): the opponent is down to 01 and loses
    // their last life: out, the mover wins at once.
    expect(movesAt({ suddenDeath: true, lives: 3 }, '11/3-14/1')).toContain('attack 1→4 (opponent) 00/1-11/3');
    expect(valueAt({ suddenDeath: true, lives: 3 }, '11/3-14/1')).toBe('win 1');
    // 11/3-14/3: the same strike costs the opponent one life of three; they play on with 01.
    expect(movesAt({ suddenDeath: true, lives: 3 }, '11/3-14/3')).toContain('attack 1→4 (opponent) 01/2-11/3');
    // 01/2-11/3: staying at one finger costs nothing: the 1 strikes a 1 (-> 2), lives unchanged.
    expect(movesAt({ suddenDeath: true, lives: 3 }, '01/2-11/3')).toContain('attack 1→1 (opponent) 12/3-01/2');
    // the opening: everybody has every life
    expect(solveLoopy('three-lives').summary().start.position).toBe('11/3-11/3');
    expect(() => makeRules({ lives: 3 })).toThrow(/rules\.lives/); // lives need sudden death
    expect(() => makeRules({ suddenDeath: true, lives: 10 })).toThrow(/rules\.lives/);
  });
});

describe('Logan Clause', () => {
  it('suicide splits, and a dead hand swapped for a live one (a pass); no plain swaps', () => {
    // 12-11: the split 12 → 03 kills a hand: a suicide, legal under the clause, not normally.
    expect(movesAt({ logan: true }, '12-11')).toContain('suicide 12→03 11-03');
    expect(movesAt({}, '12-11').join()).not.toMatch(/suicide/);
    // 12-11 has two live hands: no swap (the clause needs a dead hand); Swaps would allow it.
    expect(movesAt({ logan: true }, '12-11').join()).not.toMatch(/swap/);
    expect(movesAt({ swaps: true }, '12-11')).toContain('swap (pass) 11-12');
    // 03-11: a dead hand and a live one: swapping them passes the turn.
    expect(movesAt({ logan: true }, '03-11')).toContain('swap (pass) 11-03');
    expect(movesAt({}, '03-11').join()).not.toMatch(/swap/);
  });
});

describe('Cherri', () => {
  it('swapping two hands, even equal or dead ones, passes the turn', () => {
    expect(movesAt({ cherri: true }, '11-11')).toContain('swap (pass) 11-11'); // equal hands
    expect(movesAt({ cherri: true }, '03-11')).toContain('swap (pass) 11-03'); // a dead hand
    expect(movesAt({ swaps: true }, '11-11').join()).not.toMatch(/swap/); // Swaps needs unequal live hands
    // With a pass always at hand, the only lost positions are those where every move, the pass
    // included, loses: 01-44 (hand derivation in cli.test.ts: its one attack loses in 1) now
    // also has the pass to 44-01, where the opponent strikes 4 → 1 (5 dies) and wins: lost.
    expect(valueAt({ cherri: true }, '01-44')).toBe('lose 2');
  });
});

describe('Integers (roll-over)', () => {
  it('flipping a live hand v gives r - v, and is a move only when that changes it', () => {
    // r = 5: 12-11 flips 1 → 4 (mover 24) or 2 → 3 (mover 13)
    expect(movesAt({ integers: true }, '12-11')).toEqual(expect.arrayContaining(['flip 1→4 11-24', 'flip 2→3 11-13']));
    // r = 4: a 2 flips to 4 - 2 = 2: no move
    expect(movesAt({ integers: true, r: 4 }, '12-11').join()).not.toMatch(/flip 2/);
    expect(movesAt({ integers: true, r: 4 }, '12-11')).toContain('flip 1→3 11-23');
    // the cut-off form (negative hands) is not modelled: refused, naming the field
    expect(() => makeRules({ integers: true, overflow: 'cutoff' })).toThrow(/rules\.integers/);
  });
});

describe('splits over all hands (h > 2)', () => {
  it('redistribute the total of all hands', () => {
    // hands 3: 003 holds 3 fingers; pair splits only reach 012 (the pair 0,3 → 1,2); splitting
    // over all three hands also reaches 111.
    const pair = movesAt({ hands: 3 }, '003-111');
    const all = movesAt({ hands: 3, splitAll: true }, '003-111');
    expect(pair.join()).not.toMatch(/→111/);
    expect(all).toContain('division 003→111 111-111');
    expect(all).toContain('division 003→012 111-012');
    // 113 (total 5, no dead hand): 122 is a transfer; 014 and 023 kill a hand (suicide: not allowed)
    const t = movesAt({ hands: 3, splitAll: true }, '113-111');
    expect(t).toContain('transfer 113→122 111-122');
    expect(t.join()).not.toMatch(/→014|→023/);
    expect(movesAt({ hands: 3, splitAll: true, suicide: true }, '113-111')).toContain('suicide 113→023 111-023');
    expect(() => makeRules({ splitAll: true, split: 'halves' })).toThrow(/rules\.splitAll/);
  });
  it('with two hands they are the pair splits', () => {
    for (const extra of [{}, { suicide: true }, { overflow: 'cutoff' as const }]) {
      const a = solveLoopy({ ...extra }).summary();
      const b = solveLoopy({ ...extra, splitAll: true }).summary();
      expect(b).toEqual(a);
    }
  });
});

describe('Zombies', () => {
  it('a knocked-out player attacks on with one finger, cannot be struck, never splits', () => {
    // 14-01-11 (three players): the 4 strikes the next player's 1: 4+1 = 5 dies, that player has
    // no live hand and becomes a zombie (0z), whose turn is next: 0z-11-14.
    expect(movesAt({ players: 3, zombies: true }, '14-01-11')).toContain('attack 4→1 (player +1) 0z-11-14');
    // the zombie in 0z-14-12 strikes a live hand as a 1: 1 → 2 (24), 4 → 5 dies (01), 1 → 2 (22),
    // 2 → 3 (13): four attacks and nothing else (no split of 0z into anything).
    expect(movesAt({ players: 3, zombies: true }, '0z-14-12').sort()).toEqual(
      ['attack z→1 (player +1) 24-12-0z', 'attack z→4 (player +1) 01-12-0z', 'attack z→1 (player +2) 14-22-0z', 'attack z→2 (player +2) 14-13-0z'].sort(),
    );
    // 12-0z-11: nobody strikes the zombie: the mover's attacks all go to the last player
    expect(movesAt({ players: 3, zombies: true }, '12-0z-11').join()).not.toMatch(/player \+1/);
    // one player not a zombie left: the game is over, written with the winner last
    expect(valueAt({ players: 3, zombies: true }, '0z-0z-11')).toBe('lose 0');
    expect(() => buildGraph(makeRules({ players: 3, zombies: true })).space.parse('11-0z-0z')).toThrow(/winner/);
    expect(() => makeRules({ zombies: true })).toThrow(/rules\.zombies/); // two players
  });
});

describe('Stumps', () => {
  it('[01] splits into two halves; halves add in attacks; other splits move whole fingers', () => {
    // 0,1-1,1: the mover's one finger may split into halves (a division: it revives a hand)
    expect(movesAt({ stumps: true }, '0,1-1,1')).toContain('division 0,1→0.5,0.5 1,1-0.5,0.5');
    expect(movesAt({}, '01-11').join()).not.toMatch(/division/); // without Stumps [01] cannot split
    // 0.5,1.5-1,2: the halves strike: 0.5 + 1 = 1.5, 0.5 + 2 = 2.5, 1.5 + 1 = 2.5... (4 attacks);
    // the pair 0.5,1.5 (two fingers in all) could only become 1,1 by moving half a finger: no split.
    const m = movesAt({ stumps: true }, '0.5,1.5-1,2');
    expect(m).toEqual(
      expect.arrayContaining([
        'attack 0.5→1 (opponent) 1.5,2-0.5,1.5',
        'attack 0.5→2 (opponent) 1,2.5-0.5,1.5',
        'attack 1.5→1 (opponent) 2,2.5-0.5,1.5',
        'attack 1.5→2 (opponent) 1,3.5-0.5,1.5',
      ]),
    );
    expect(m).toHaveLength(4);
    // 1.5,2.5 (four fingers): whole fingers move: 0.5,3.5 is a transfer; 1,3 would split a half
    const t = movesAt({ stumps: true }, '1.5,2.5-1,1');
    expect(t).toContain('transfer 1.5,2.5→0.5,3.5 1,1-0.5,3.5');
    expect(t.join()).not.toMatch(/→1,3/);
    // roll-over counts halves: 4.5 + 1 = 5.5 rolls over to 0.5
    expect(movesAt({ stumps: true }, '1,1-1,4.5')).toContain('attack 1→4.5 (opponent) 0.5,1-1,1');
    expect(() => makeRules({ stumps: true, hands: 3 })).toThrow(/rules\.stumps/);
  });

  it("the article's isomorphism (r = 2 with Stumps ~ Halvesies r = 4 from all 2s) fails under this reading", () => {
    // Doubling every hand maps r = 2 with Stumps onto r = 4 Halvesies from 22-22, move for move,
    // except one: Halvesies splits 13 (even sum 4) into 22, which read back is 0.5,1.5 -> 1,1, a
    // split that moves half a finger, not a Stumps move (shown above for the same hands). The two
    // reachable graphs have the same size but the values of the openings differ.
    expect(movesAt({ split: 'halves', r: 4 }, '13-22')).toContain('transfer 13→22 22-22');
    const stumps = solveLoopy({ stumps: true, r: 2 }).summary();
    const R = makeRules({ split: 'halves', r: 4 });
    const halves = solveGraph(buildGraph(R, { root: buildGraph(R).space.parse('22-22') })).summary();
    expect(stumps.positions).toBe(halves.positions);
    expect(stumps.start.value).not.toBe(halves.start.value);
  });
});

describe('both openings', () => {
  it('the union of what is reachable from 11-11 and from 44-44', () => {
    // The article: under the normal rules 204 positions are reachable, and the two positions of
    // its point 3 (4444 and one more) only from Suns: 206 from both openings.
    expect(countLoopy({ start: 'both' }).reachable).toBe(206);
    // The article: "Suicide", "Meta" and "Suns" together reach 210 of the 225 positions.
    expect(countLoopy({ suicide: true, meta: true, start: 'both' }).reachable).toBe(210);
    const s = solveLoopy({ start: 'both' }).summary();
    expect(s.start.position).toBe('11-11');
    expect(s.otherStarts?.[0]?.position).toBe('44-44');
  });
});

describe('cross-checks against the independent enumerator and oracle', () => {
  const cases: Array<[Partial<Rules>, NaiveRules]> = [
    [{ suddenDeath: true }, { players: 2, r: 5, split: true, suddenDeath: true }],
    [{ suddenDeath: true, overflow: 'cutoff' }, { players: 2, r: 5, split: true, cutoff: true, suddenDeath: true }],
    [{ suddenDeath: true, players: 3, r: 4 }, { players: 3, r: 4, split: true, suddenDeath: true }],
    [{ logan: true }, { players: 2, r: 5, split: true, logan: true }],
    [{ logan: true, players: 3, r: 4 }, { players: 3, r: 4, split: true, logan: true }],
    [{ cherri: true }, { players: 2, r: 5, split: true, cherri: true }],
    [{ cherri: true, r: 6 }, { players: 2, r: 6, split: true, cherri: true }],
    [{ integers: true }, { players: 2, r: 5, split: true, integers: true }],
    [{ integers: true, r: 6, players: 3 }, { players: 3, r: 6, split: true, integers: true }],
    [{ start: 'both', suicide: true }, { players: 2, r: 5, split: true, suicide: true, bothStarts: true }],
    [{ splitAll: true, meta: false, r: 7 }, { players: 2, r: 7, split: true }],
    [{ zombies: true, players: 3 }, { players: 3, r: 5, split: true, zombies: true }],
    [{ zombies: true, players: 4, r: 3 }, { players: 4, r: 3, split: true, zombies: true }],
    [{ zombies: true, players: 3, suddenDeath: true, overflow: 'cutoff' }, { players: 3, r: 5, split: true, zombies: true, suddenDeath: true, cutoff: true }],
  ];
  it('reachable positions and distances agree with naive.ts', () => {
    for (const [rules, naive] of cases) {
      const g = buildGraph(makeRules(rules));
      const n = naiveReachable(naive);
      expect(g.n, JSON.stringify(rules)).toBe(n.order.length);
      const depths = new Map<string, number>();
      for (let u = 0; u < g.n; u++) depths.set(g.space.format(g.codes[u]!, true), g.depth[u]!);
      for (const [k, d] of n.dist) expect(depths.get(k), `${JSON.stringify(rules)} ${k}`).toBe(d);
    }
  });
  it('two-player values and remoteness agree with the value-iteration oracle', () => {
    for (const rules of [
      ...cases.map(([r]) => r),
      { stumps: true },
      { stumps: true, overflow: 'cutoff' as const },
      { stumps: true, r: 2 },
      { suddenDeath: true, lives: 3 },
      { suddenDeath: true, lives: 2, overflow: 'cutoff' as const },
    ]) {
      if ((rules.players ?? 2) !== 2) continue;
      const sol = solveLoopy(rules);
      const o = oracle(sol.graph);
      for (let u = 0; u < sol.graph.n; u++) expect([sol.outcomeAt(u), sol.remotenessAt(u)]).toEqual(o[u]);
    }
  });
});

describe('rules JSON that names inherited properties', () => {
  it('gives a RulesError naming the field, never a TypeError', () => {
    for (const [json, field] of [
      ['{"__proto__":{"r":3}}', '__proto__'],
      ['{"constructor":{"a":1}}', 'constructor'],
      ['{"constructor":true}', 'constructor'],
      ['{"toString":true}', 'toString'],
      ['{"hasOwnProperty":1}', 'hasOwnProperty'],
      ['{"preset":"normal","__proto__":{"r":3}}', '__proto__'],
      ['{"preset":"toString"}', 'preset'],
    ] as const) {
      let err: unknown;
      try {
        parseRules(json);
      } catch (e) {
        err = e;
      }
      expect(err, json).toBeInstanceOf(RulesError);
      expect(err).toBeInstanceOf(PartizanError);
      expect((err as RulesError).code).toBe('RULES');
      expect((err as RulesError).field).toBe(field);
    }
    expect(() => parseRules('constructor')).toThrow(RulesError);
    expect(() => parseRules('__proto__')).toThrow(RulesError);
  });
});
