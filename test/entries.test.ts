/**
 * The entry points are named for what they hold (issue 21): `partizan/chopsticks-played` is
 * Chopsticks as played (once `partizan/loopy`), `partizan/games` the games of the catalog (once
 * `partizan/rulesets`), and the values of loopy games are part of `partizan` (once
 * `partizan/loopy-values`). The old names stay one release as deprecated aliases: they give the
 * very same objects. (The built package is checked the same way by scripts/pack-smoke.sh.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as played from '../src/entries/chopsticks-played.js';
import * as games from '../src/entries/games.js';
import * as loopy from '../src/entries/loopy.js';
import * as rulesets from '../src/entries/rulesets.js';
import * as loopyValues from '../src/entries/loopy-values.js';

describe('entry points', () => {
  it('partizan/loopy is partizan/chopsticks-played, export by export', () => {
    expect(Object.keys(loopy).sort()).toEqual(Object.keys(played).sort());
    for (const k of Object.keys(played)) expect((loopy as Record<string, unknown>)[k], k).toBe((played as Record<string, unknown>)[k]);
  });
  it('partizan/rulesets keeps its exports of before the registry, each the same object in partizan/games', () => {
    // the runtime exports of partizan/rulesets at ecff7e9, the last commit before the restructuring
    // (src/entries/rulesets.ts and src/games/index.ts there); it loads only these games, not the catalog
    const before = ['CycleError', 'DomineeringBoard', 'DomineeringSolver', 'HackenbushPosition', 'PositionSyntaxError', 'Solver', 'backslidingMoves', 'backslidingToadsFrogs', 'domineering', 'domineeringValue', 'domineeringValueAsync', 'hackenbush', 'hackenbushKnownValue', 'hackenbushStringValue', 'parseToadsFrogs', 'rulesetValue', 'toadsFrogs'];
    expect(Object.keys(rulesets).sort()).toEqual(before);
    for (const k of Object.keys(rulesets)) expect((rulesets as Record<string, unknown>)[k], k).toBe((games as Record<string, unknown>)[k]);
  });
  it('every export of partizan/loopy-values is the same object in partizan (the family has one isInfinitesimal)', () => {
    const differ = Object.keys(loopyValues).filter((k) => (root as Record<string, unknown>)[k] !== (loopyValues as Record<string, unknown>)[k]);
    expect(differ).toEqual([]);
  });
  it('package.json exports the new names and keeps the old ones; each old entry file says it is deprecated', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };
    for (const k of ['./chopsticks-played', './games', './loopy', './rulesets', './loopy-values']) expect(Object.keys(pkg.exports)).toContain(k);
    for (const f of ['loopy', 'rulesets', 'loopy-values']) expect(readFileSync(new URL(`../src/entries/${f}.ts`, import.meta.url), 'utf8')).toContain('@deprecated');
  });
});
