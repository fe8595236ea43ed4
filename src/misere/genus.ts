/**
 * The genus g^{γ₀γ₁γ₂…} of an impartial game (*Winning Ways* ch. 13; Siegel, CGT V.2): g is the
 * normal-play nim value and γₙ the misère nim value of G + *2 + … + *2 (n copies of *2). The
 * sequence γ is eventually periodic with period 2.
 *
 * It follows from the options: g = mex of the options' g; γ₀ = mex of the options' γ₀ (1 when
 * there is no option); γₙ = mex of the options' γₙ together with γₙ₋₁ and γₙ₋₁ xor 1 (the moves
 * in one *2 to 0 or to *, and g⁻(X + *) = g⁻(X) xor 1 for every X).
 *
 * Invariant: a {@link Genus}'s `gammas` has at least two entries and its last two repeat forever
 * (γᵢ = γᵢ₋₂ beyond its end); it is the shortest such list.
 */
import type { MisereGame } from './game.js';
import { mexOf } from './game.js';
import { phylumIndex } from './phylum.js';
import { call, run, type Task } from './trampoline.js';
import { kindError, requireArray, requireInt } from '../engine/guard.js';
import { requireMisere } from './guard.js';

/** The genus of an impartial game. */
export interface Genus {
  /** The normal-play nim value g⁺. */
  readonly nimValue: number;
  /** γ₀, γ₁, …: the misère nim values of G, G + *2, G + *2 + *2, …; the last two repeat forever. */
  readonly gammas: readonly number[];
}

/** γᵢ of a genus, for any i ≥ 0. */
export function gammaAt(g: Genus, i: number): number {
  requireGenus(g, 'gammaAt');
  requireInt(i, 'gammaAt', 'i', 0);
  const n = g.gammas.length;
  return i < n ? g.gammas[i]! : g.gammas[n - 2 + ((i - n) & 1)]!;
}

/**
 * The genus of a game from the genera of its options (any form of the game: the genus depends only
 * on outcomes). With no options: 0^{120} (the genus of 0).
 */
export function genusFromOptions(options: readonly Genus[]): Genus {
  requireArray(options, 'genusFromOptions', 'options').forEach((o, i) => requireGenus(o, 'genusFromOptions', `options[${i}]`));
  const nimValue = mexOf(options.map((o) => o.nimValue));
  if (options.length === 0) return { nimValue: 0, gammas: [1, 2, 0] };
  let longest = 0;
  for (const o of options) longest = Math.max(longest, o.gammas.length);
  const gammas = [mexOf(options.map((o) => gammaAt(o, 0)))];
  for (let i = 1; ; i++) {
    const prev = gammas[i - 1]!;
    const s = new Set<number>([prev, prev ^ 1]);
    for (const o of options) s.add(gammaAt(o, i));
    let m = 0;
    while (s.has(m)) m++;
    gammas.push(m);
    // beyond every option's list the rule repeats with period 2, so γᵢ = γᵢ₋₂ there settles it
    if (i - 2 >= longest && gammas[i] === gammas[i - 2]) break;
  }
  while (gammas.length > 2 && gammas[gammas.length - 1] === gammas[gammas.length - 3]) gammas.pop();
  return { nimValue, gammas };
}

/** `g` when it looks like a {@link Genus} (an integer nim value, two or more integer γ), else a KindError. */
function requireGenus(g: unknown, fn: string, arg = 'g'): Genus {
  const x = g as Partial<Genus> | null;
  if (typeof x !== 'object' || x === null || !Number.isInteger(x.nimValue) || !Array.isArray(x.gammas) || x.gammas.length < 2 || !x.gammas.every((v) => Number.isInteger(v))) {
    throw kindError(fn, arg, 'a genus ({ nimValue, gammas } as genusOf gives)', g);
  }
  return g as Genus;
}

function* genusTask(g: MisereGame): Task<Genus> {
  const known = g._genus as Genus | undefined;
  if (known !== undefined) return known;
  const opts: Genus[] = [];
  for (const o of g.options) {
    const known = o._genus as Genus | undefined;
    opts.push(known !== undefined ? known : ((yield call(genusTask(o))) as Genus));
  }
  const r = genusFromOptions(opts);
  g._genus = r;
  return r;
}

/** The genus of a misère canonical form. */
export function genusOf(g: MisereGame): Genus {
  requireMisere(g, 'genusOf');
  return (g._genus as Genus | undefined) ?? run(genusTask(g));
}

/**
 * A genus as CGSuite prints it: `g` alone for a nim heap, `g^γ₀` for a tame or restive game
 * (its other γ follow from g and γ₀), and `g^γ₀γ₁…` for the others, up to where the last two
 * repeat; with a γ of 10 or more the digits are written `g^(γ₀,γ₁,…)`.
 * @param phylum CGSuite's phylum index of the game (see phylum.ts), which decides the form.
 */
export function formatGenus(genus: Genus, phylum: number): string {
  requireGenus(genus, 'formatGenus', 'genus');
  requireInt(phylum, 'formatGenus', 'phylum', 0, 16);
  if (phylum === 0) return String(genus.nimValue);
  const shown = phylum <= 2 || phylum === 5 || phylum === 6 ? genus.gammas.slice(0, 1) : genus.gammas;
  const big = shown.some((x) => x >= 10);
  return `${genus.nimValue}^${big ? `(${shown.join(',')})` : shown.join('')}`;
}

/** The genus of `g` as CGSuite prints it (`0^120`, `2^1420`, `1^2`, `3`). */
export function genusString(g: MisereGame): string {
  return formatGenus(genusOf(g), phylumIndex(g));
}
