/**
 * CGSuite's order of misère canonical forms, which decides the order in which options print.
 *
 * CGSuite (`MisereCanonicalGameOps`, Dan Hoey's design) stores its first 36 even games in a fixed
 * table, in the order listed in {@link EARLY}; they (and their partners G + *) come before every
 * other game, in that order, each even game just before its partner. Every other pair of games is
 * ordered by the even part E of each (of G and G + *, the one born first): E's birthday, E's
 * number of options, E's nim value g⁺, E's misère nim value g⁻, then E's options compared in this
 * order lexicographically (both lists sorted); the even game of a pair comes first.
 *
 * Invariant: {@link compareMisere} is a total order consistent with `===` (0 only for the same game).
 */
import { evenPart, isEven, misereGame, misereNim, misereZero, plusStar, type MisereGame } from './game.js';
import { requireMisere } from './guard.js';

/**
 * CGSuite's early games, in its order: each entry lists the options of one even game, as indices
 * of earlier entries; `'k*'` stands for entry k plus * (its odd partner). Entry 0 is 0, entry 1 is
 * *2, entry 17 is *4. (Read from CGSuite's source, `MisereCanonicalGameOps.init`; the comments
 * give CGSuite's printed form.)
 */
export const EARLY: readonly string[] = [
  '', // 0
  '0 0*', // 2
  '1', // 2#
  '1*', // 3#
  '2', // 2##
  '1 1*', // 2[2]
  '1 2', // 2#2
  '0 2', // 2#0
  '0* 2', // 2#1
  '1 1* 2', // 2#32
  '0 1* 2', // 2#30
  '0 1 2', // 2#20
  '0* 1* 2', // 2#31
  '0* 1 2', // 2#21
  '0 1 1* 2', // 2#320
  '0 0* 1 2', // 2#210
  '0* 1 1* 2', // 2#321
  '0 0* 1 1*', // 4
  '0 0* 1 1* 2', // 2#3210
  '2*',
  '4',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '3',
  '5',
];

const early: MisereGame[] = [];
for (const spec of EARLY) {
  const opts = spec === '' ? [] : spec.split(' ').map((t) => (t.endsWith('*') ? plusStar(early[Number(t.slice(0, -1))]!) : early[Number(t)]!));
  const g = misereGame(opts);
  early.push(g);
}
early.forEach((g, i) => {
  g._early = 2 * i;
  plusStar(g)._early = 2 * i + 1;
});
void misereNim; // nim heaps are built on demand; *2 and *4 are early entries 1 and 17
void misereZero;

/** The early rank of `g` (2i for early entry i, 2i + 1 for its partner), or -1. */
function earlyRank(g: MisereGame): number {
  return g._early;
}

/**
 * Compares two misère canonical forms in CGSuite's order: negative when `a` comes first.
 * Runs on an explicit stack (the lexicographic comparison of options descends by birthday).
 */
export function compareMisere(a: MisereGame, b: MisereGame): number {
  requireMisere(a, 'compareMisere', 'a');
  requireMisere(b, 'compareMisere', 'b');
  return compare(a, b);
}

function compare(a: MisereGame, b: MisereGame): number {
  // frames of a lexicographic comparison of two sorted option lists
  const frames: Array<{ xs: MisereGame[]; ys: MisereGame[]; i: number }> = [];
  let result = direct(a, b);
  if (result !== undefined) return result;
  frames.push(lexFrame(evenPart(a), evenPart(b)));
  // when the even parts tie everywhere they are the same game: then the even one comes first
  for (;;) {
    const f = frames[frames.length - 1]!;
    if (f.i >= f.xs.length) {
      frames.pop();
      if (frames.length === 0) return isEven(a) ? -1 : 1;
      frames[frames.length - 1]!.i++;
      continue;
    }
    const x = f.xs[f.i]!;
    const y = f.ys[f.i]!;
    result = direct(x, y);
    if (result === 0) {
      f.i++;
      continue;
    }
    if (result !== undefined) return result;
    frames.push(lexFrame(evenPart(x), evenPart(y)));
  }
}

/** The order of `a` and `b` when it is decided without comparing options, else undefined. */
function direct(a: MisereGame, b: MisereGame): number | undefined {
  if (a === b) return 0;
  if (plusStar(a) === b) return isEven(a) ? -1 : 1;
  const ra = earlyRank(a);
  const rb = earlyRank(b);
  if (ra >= 0 || rb >= 0) return (ra < 0 ? Infinity : ra) - (rb < 0 ? Infinity : rb);
  const ea = evenPart(a);
  const eb = evenPart(b);
  return (
    ea.birthday - eb.birthday || ea.options.length - eb.options.length || ea.nimValue - eb.nimValue || ea.misereNimValue - eb.misereNimValue || undefined
  );
}

function lexFrame(ea: MisereGame, eb: MisereGame): { xs: MisereGame[]; ys: MisereGame[]; i: number } {
  return { xs: sortedOptions(ea), ys: sortedOptions(eb), i: 0 };
}

const sortedCache = new WeakMap<MisereGame, MisereGame[]>();

/**
 * Sorts the options of `g` and of every game the comparisons may descend to, smallest birthday
 * first, so that no sort ever waits on another (the comparisons of a game's options look only at
 * even parts of smaller birthday).
 */
export function prepareOrder(g: MisereGame): void {
  if (prepared.has(g)) return;
  const seen = new Set<MisereGame>([g]);
  const todo = [g];
  const all: MisereGame[] = [];
  while (todo.length > 0) {
    const x = todo.pop()!;
    all.push(x);
    for (const o of x.options) {
      for (const y of [o, evenPart(o)]) {
        if (!seen.has(y) && !prepared.has(y)) {
          seen.add(y);
          todo.push(y);
        }
      }
    }
  }
  all.sort((x, y) => x.birthday - y.birthday);
  for (const x of all) {
    sortedOptions(x);
    prepared.add(x);
  }
}

const prepared = new WeakSet<MisereGame>();

/** The options of `g` in CGSuite's order (ascending); see `prepareOrder` for deep games. */
export function sortedOptions(g: MisereGame): MisereGame[] {
  requireMisere(g, 'misereSortedOptions');
  let s = sortedCache.get(g);
  if (s === undefined) {
    s = g.options.slice().sort(compare);
    sortedCache.set(g, s);
  }
  return s;
}
