/**
 * Statements of Siegel, *Combinatorial Game Theory* (AMS 2013), Chapter VI, that this engine relies
 * on and for which a page number is known from a source we can name: CGSuite's loopy-games tutorial
 * (aaron-siegel/cgsuite, lib/core/src/main/resources/org/cgsuite/help/docs/tutorials/advanced-topics/
 * loopy-games.cgsh) cites "Figure VI.3.2 on page 308" and "Exercise VI.5.1(a) on page 331" (and
 * VI.5.1(b) with it). These are the only pages of the book we could confirm: the public copies of
 * the book's text within our reach show its front matter only, so no other page could be read or
 * calibrated against these two (docs/loopy-values.md, "Siegel's Chapter VI: what is cited, and
 * with which page", has the table of every identity the engine relies on, with its page where
 * known and its test). The other identities are tested, cited by chapter and section, in
 * identities.test.ts, properties.test.ts, sidling.test.ts and variety.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatAny, parseLoopy } from '../../src/notation/index.js';
import {
  type LoopyValue,
  Stopper,
  degree,
  isPlumtree,
  isStable,
  upsum,
  variety,
  stopperSidedOf,
} from '../../src/loopy/index.js';
import { compareSimplified } from '../../src/values/deprecated.js';
import { scc } from '../../src/graph/index.js';
import { stopperGraph } from '../../src/loopy/stopper.js';

const lv = (text: string): LoopyValue => stopperSidedOf(parseLoopy(text));
const st = (text: string): Stopper => lv(text) as Stopper;

describe('Siegel, CGT, Figure VI.3.2, p. 308 (page as cited by CGSuite\'s loopy-games tutorial)', () => {
  it('a{0||||0|||a|*||*} is a stopper whose canonical form keeps an irreducible 4-cycle', () => {
    // The tutorial: "G has an irreducible 4-cycle in canonical form. It's nonetheless a stopper".
    const g = st('a{0||||0|||a|*||*}');
    expect(g).toBeInstanceOf(Stopper);
    expect(formatAny(g)).toBe('a{0||||0|||a|*||*}'); // its simplest form is the figure's form
    const { graph } = stopperGraph([g]);
    const { comp, count } = scc(graph);
    const size = new Array<number>(count).fill(0);
    for (const c of comp) size[c]!++;
    expect(Math.max(...size)).toBe(4);
    expect(isPlumtree(g)).toBe(false);
  });
});

describe('Siegel, CGT, Exercise VI.5.1, p. 331 (page as cited by CGSuite\'s loopy-games tutorial)', () => {
  // the tutorial's uponth := {0 | −upon + *}; it is CGSuite's test-case uponth {0||0|0,pass}
  it('uponth = {0 | −upon + *} = {0||0|0,pass}, printed ^<on>', () => {
    expect(lv('{0|-upon+*}')).toBe(lv('{0||0|0,pass}'));
    expect(formatAny(lv('{0|-upon+*}'))).toBe('^<on>');
  });
  it('(a) the four games {1+G | uponth || −uponth | −1+H}, G, H ∈ {uponth, −uponth}, are varieties', () => {
    // The exercise calls them "the four varieties": each is stable and is its own variety.
    for (const g of ['^<on>', 'v<on>'])
      for (const h of ['^<on>', 'v<on>']) {
        const x = st(`{1+${g} | ^<on> || v<on> | -1+${h}}`);
        expect(isStable(x)).toBe(true);
        expect(variety(x)).toBe(x);
        // their degree is that of uponth (CGSuite CanonicalStopperTestCase: {0|uponth||-uponth}.Degree = ^<on>)
        expect(degree(x)).toBe(lv('^<on>'));
      }
  });
  it('(b) G = {0 | uponth || −uponth}: the varieties of G, G ⊕ G, G ⊕ G ⊕ G strictly increase', () => {
    // The tutorial: "Compute the varieties of G, G Upsum G, G Upsum G Upsum G, ... and observe
    // that they are strictly increasing."
    const G = st('{0|^<on>||v<on>}');
    const G2 = upsum(G, G);
    const G3 = upsum(G2, G);
    const [v1, v2, v3] = [G, G2, G3].map(variety);
    expect(compareSimplified(v1!, v2!)).toBe('<');
    expect(compareSimplified(v2!, v3!)).toBe('<');
    // and G's variety is CGSuite's (CanonicalStopperTestCase: {^[on]*,^<on>||v<on>|0})
    expect(v1).toBe(lv('{^[on]*,^<on>||v<on>|0}'));
  });
});
