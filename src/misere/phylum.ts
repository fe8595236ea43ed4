/**
 * Tame, restive, restless and wild games (Conway, ONAG ch. 12; *Winning Ways* ch. 13; Siegel,
 * CGT V.3), classified as CGSuite classifies them (Dan Hoey's phyla in `Phylum.java`).
 *
 * A game is *tame* when it behaves like a nim heap in sums with other tame games: its genus is
 * 0^1, 1^0 or a^a (g⁺ = g⁻, or both below 2) and its options are tame (*hereditarily* tame) or
 * its non-tame options are reversible through tame games of its own g⁺ and g⁻ (*reversibly*
 * tame). A *restive* game (g⁺ ∈ {0, 1}, g⁻ > 1) with tame options chooses its size according to
 * its company; a *restless* one has g⁻ ∈ {0, 1} and g⁺ > 1. *Tameable* games determine the genus
 * of a sum with tame games. Everything else is *wild*.
 *
 * Invariant: a game and its partner G + * have the same phylum (the even one's).
 */
import { evenPart, isEven, mexOf, type MisereGame } from './game.js';
import { call, run, type Task } from './trampoline.js';
import { requireMisere } from './guard.js';

/** The phyla, in CGSuite's order (wilder later). */
export const PHYLA = [
  'nim-heap',
  'hereditarily tame',
  'reversibly tame',
  'tameable',
  'wild of tame genus',
  'hereditarily restive',
  'reversibly restive',
  'wild of restive genus',
  'restless',
  'wild of restless genus',
  'wild',
] as const;

/** A phylum's name (see {@link PHYLA}). */
export type Phylum = (typeof PHYLA)[number];

const NIMHEAP = 0;
const H_TAME = 1;
const R_TAME = 2;
const TAMEABLE = 3;
const WTG = 4;
const H_RESTIVE = 5;
const R_RESTIVE = 6;
const WRG = 7;
const RESTLESS = 8;
const WRLG = 9;
const WILD = 10;

/** @internal phylum predicates on the numeric phylum. */
export const isGenerallyTameP = (p: number): boolean => p <= R_TAME;
const isTameableP = (p: number): boolean => p <= TAMEABLE;
const isRestiveOrTameP = (p: number): boolean => p <= R_TAME || p === H_RESTIVE || p === R_RESTIVE;

function* phylumTask(g: MisereGame): Task<number> {
  if (g._phylum >= 0) return g._phylum;
  if (!isEven(g)) {
    const e = evenPart(g);
    const p = e._phylum >= 0 ? e._phylum : ((yield call(phylumTask(e))) as number);
    g._phylum = p;
    return p;
  }
  // the phyla of the options and of their options first
  for (const o of g.options) {
    if (o._phylum < 0) yield call(phylumTask(o));
    for (const s of o.options) if (s._phylum < 0) yield call(phylumTask(s));
  }
  const p = classify(g);
  g._phylum = p;
  return p;
}

/** The phylum of an even game whose options' (and second options') phyla are known. */
function classify(g: MisereGame): number {
  const gP = g.nimValue;
  const gM = g.misereNimValue;
  let my = gP === gM || ((gP | gM) & ~1) === 0 ? WTG : gP < 2 ? WRG : gM < 2 ? WRLG : WILD;
  let wildest = NIMHEAP;
  for (const o of g.options) if (isGenerallyTameP(wildest) && o._phylum > wildest) wildest = o._phylum;
  if (wildest === NIMHEAP && my === WTG && (gP > 1 || gP !== gM)) return NIMHEAP;
  if (wildest <= H_TAME) {
    if (my === WTG) return H_TAME;
    if (my === WRG) return H_RESTIVE;
  }
  if (wildest <= R_TAME) {
    if (my === WTG) return R_TAME;
    if (my === WRG) return R_RESTIVE;
    if (my === WRLG) return RESTLESS;
  }
  if (my === WTG || my === WRG) {
    const plus = new Set<number>();
    const minus = new Set<number>();
    const tPlus = new Set<number>();
    const tMinus = new Set<number>();
    const possible = new Set<number>(my === WTG ? [R_TAME, TAMEABLE] : [R_RESTIVE]);
    for (const o of g.options) {
      const op = o._phylum;
      if (isGenerallyTameP(op)) {
        plus.add(o.nimValue);
        minus.add(o.misereNimValue);
        continue;
      }
      let tameableM = false;
      let tameableP = false;
      if (possible.has(TAMEABLE) && op === TAMEABLE) {
        // CGSuite records the even part's values here
        const e = evenPart(o);
        tMinus.add(e.misereNimValue);
        tPlus.add(e.nimValue);
        tameableM = tameableP = true;
      }
      let foundM = false;
      let foundP = false;
      for (const s of o.options) {
        const sp = s._phylum;
        if (!(isGenerallyTameP(sp) || (possible.has(R_RESTIVE) && isRestiveOrTameP(sp)) || (possible.has(TAMEABLE) && isTameableP(sp)))) continue;
        const sM = s.misereNimValue;
        const sP = s.nimValue;
        if (isGenerallyTameP(sp) && my === WTG) {
          foundM ||= gM === sM;
          foundP ||= gP === sP;
        } else if (isRestiveOrTameP(sp) && my === WRG) {
          foundM ||= gM === sM && ((sP & ~1) === 0 || ((sP ^ gM) & ~1) === 0);
          foundP ||= gP === sP && ((sM & ~1) === 0 || ((sM ^ gM) & ~1) === 0);
        } else if (sp === TAMEABLE && possible.has(TAMEABLE)) {
          tameableM ||= gM === sM;
          tameableP ||= gP === sP;
        }
      }
      if (!(foundM && foundP)) {
        possible.delete(R_TAME);
        possible.delete(R_RESTIVE);
        if (!(tameableM && tameableP)) possible.delete(TAMEABLE);
        if (possible.size === 0) break;
      }
    }
    if (possible.size > 0) {
      if (gP !== mexOf(plus) || gM !== mexOf(minus)) {
        possible.delete(R_TAME);
        possible.delete(R_RESTIVE);
      }
      if (possible.has(TAMEABLE)) {
        for (const x of tPlus) plus.add(x);
        for (const x of tMinus) minus.add(x);
        if ((gP !== mexOf(plus) || gM !== mexOf(minus)) && (plus.size > 0 || gP > 0)) possible.delete(TAMEABLE);
      }
      for (const p of [R_TAME, TAMEABLE, R_RESTIVE]) if (possible.has(p)) return p;
    }
  }
  return WILD;
}

/** @internal the numeric phylum of `g` (an index into {@link PHYLA}). */
export function phylumIndex(g: MisereGame): number {
  requireMisere(g, 'phylum');
  return g._phylum >= 0 ? g._phylum : run(phylumTask(g));
}

/** The phylum of `g`, as CGSuite classifies it. */
export function phylum(g: MisereGame): Phylum {
  return PHYLA[phylumIndex(g)]!;
}

/** True when `g` is hereditarily tame (CGSuite's `IsTame`): a nim heap, or tame with tame options. */
export function isTame(g: MisereGame): boolean {
  return phylumIndex(g) <= H_TAME;
}

/** True when `g` is tame, hereditarily or through reversible options (CGSuite's `IsGenerallyTame`). */
export function isGenerallyTame(g: MisereGame): boolean {
  return phylumIndex(g) <= R_TAME;
}

/** True when `g` is tame or tameable (CGSuite's `IsTameable`). */
export function isTameable(g: MisereGame): boolean {
  return phylumIndex(g) <= TAMEABLE;
}

/** True when `g` is hereditarily restive (CGSuite's `IsRestive`). */
export function isRestive(g: MisereGame): boolean {
  return phylumIndex(g) === H_RESTIVE;
}

/** True when `g` is restive, hereditarily or through reversible options (CGSuite's `IsGenerallyRestive`). */
export function isGenerallyRestive(g: MisereGame): boolean {
  const p = phylumIndex(g);
  return p === H_RESTIVE || p === R_RESTIVE;
}

/** True when `g` is restless (CGSuite's `IsRestless`). */
export function isRestless(g: MisereGame): boolean {
  return phylumIndex(g) === RESTLESS;
}

/** True when `g` is wild: neither tame, tameable, restive nor restless. */
export function isWild(g: MisereGame): boolean {
  return phylumIndex(g) === WILD;
}
