/**
 * A second, independent oracle for the counting claims: a naive enumerator of loopy Chopsticks
 * positions written from the rules text of docs/loopy.md, sharing no code with src/ (no
 * PositionSpace, MoveGenerator, buildGraph, countPositions or layeredGames). Positions are
 * arrays of seats (each seat's two hands sorted ascending, seat 0 to move) keyed by the
 * article's notation with dashes (`13-12-11`); the reachable set is found by a plain breadth-first
 * search over string keys, and games are enumerated one by one by depth-first search.
 *
 * Scope: two hands per player, American attack, normal play, `standard` splits with transfers and
 * divisions (optionally suicide and meta) or no splits; roll-over or cut-off; and the article's
 * variants Sudden Death, Logan Clause, Cherri and Integers (roll-over), read from its text:
 * "players lose when they only have one finger left"; "suicide and swap ... only if doing both
 * simultaneously (i.e. swapping a dead hand for a live one)"; "swap the values of each hand";
 * "with roll-over ... replacing the value of the hand with 5 minus the value". Optionally from
 * both openings (all 1s and all r-1s).
 */

/** The variants the naive enumerator knows. */
export interface NaiveRules {
  players: number;
  r: number;
  cutoff?: boolean;
  split?: boolean;
  suicide?: boolean;
  meta?: boolean;
  suddenDeath?: boolean;
  logan?: boolean;
  cherri?: boolean;
  integers?: boolean;
  bothStarts?: boolean;
  /** Zombies: a knocked-out player keeps one finger (written z) that attacks as a 1, cannot be struck, never splits. */
  zombies?: boolean;
}

type Seat = [number, number];

/** A zombie's finger. */
const Z = 99;
const show = (v: number): string => (v === Z ? 'z' : String(v));
const key = (pos: Seat[]): string => pos.map((s) => `${show(s[0])}${show(s[1])}`).join('-');
const alive = (s: Seat): boolean => s[0] + s[1] > 0;
/** In the contest: a live hand and not a zombie. */
const contender = (s: Seat): boolean => alive(s) && s[1] !== Z;
const sorted = (a: number, b: number): Seat => (a <= b ? [a, b] : [b, a]);

/**
 * The position after seat 0 moved to `seats`: rotated to start with the next live seat after the
 * mover, or, when one player is left, with the seat after the winner (the winner sits last).
 */
function rotate(seats: Seat[], zombies = false): Seat[] {
  const p = seats.length;
  if (zombies) {
    // everyone keeps their turn; one contender left: the game is over, the winner sits last
    const c = seats.map(contender);
    const first = c.filter(Boolean).length === 1 ? (c.indexOf(true) + 1) % p : 1;
    return [...seats.slice(first), ...seats.slice(0, first)];
  }
  const live = seats.map(alive);
  const left = live.filter(Boolean).length;
  let first: number;
  if (left === 1) first = (live.indexOf(true) + 1) % p;
  else {
    first = 1;
    while (!live[first]) first++;
  }
  return [...seats.slice(first), ...seats.slice(0, first)];
}

/** The successors (distinct keys) of a position, seat 0 to move; none when seat 0 is dead. */
export function naiveMoves(pos: Seat[], R: NaiveRules): Seat[][] {
  const { r } = R;
  const out = new Map<string, Seat[]>();
  if (!alive(pos[0]!)) return [];
  if (R.zombies && pos.filter(contender).length <= 1) return [];
  const emit = (seats0: Seat[]) => {
    // sudden death: a seat left with one finger in all is out
    let seats = R.suddenDeath ? seats0.map((s) => (s[0] + s[1] === 1 ? ([0, 0] as Seat) : s)) : seats0;
    if (R.zombies) seats = seats.map((s) => (alive(s) ? s : ([0, Z] as Seat)));
    const next = rotate(seats, R.zombies);
    out.set(key(next), next);
  };
  const grow = (v: number) => (v < r ? v : R.cutoff ? 0 : v - r);
  // attacks: one's live hand onto a live hand of another player, which grows
  for (const a0 of pos[0]!) {
    if (a0 === 0) continue;
    const a = a0 === Z ? 1 : a0; // a zombie's finger strikes as a 1
    for (let q = 1; q < pos.length; q++) {
      for (let k = 0; k < 2; k++) {
        const b = pos[q]![k]!;
        if (b === 0 || b === Z) continue;
        const seats = pos.map((s) => [...s] as Seat);
        seats[q] = sorted(grow(a + b), pos[q]![1 - k]!);
        emit(seats);
      }
    }
  }
  if (pos[0]![1] === Z) return [...out.values()]; // a zombie only attacks
  // splits: one's two hands redistribute their sum (or sum - r under meta), the pair must change
  if (R.split) {
    const [a, b] = pos[0]!;
    const sums = [a + b];
    if (R.meta && a + b > r) sums.push(a + b - r);
    const deadBefore = (a === 0 ? 1 : 0) + (b === 0 ? 1 : 0);
    for (const t of sums) {
      for (let x = 0; x <= t / 2; x++) {
        const y = t - x;
        if (y > r - 1 || (x === a && y === b)) continue;
        const deadAfter = (x === 0 ? 1 : 0) + (y === 0 ? 1 : 0);
        if (t === 0 || (deadAfter > deadBefore && !R.suicide && !R.logan)) continue;
        const seats = pos.map((s) => [...s] as Seat);
        seats[0] = [x, y];
        emit(seats);
      }
    }
  }
  const [a, b] = pos[0]!;
  // a swap of the two hands changes nothing but passes the turn: Cherri always, Logan dead-for-live
  if (R.cherri || (R.logan && (a === 0) !== (b === 0))) emit(pos.map((s) => [...s] as Seat));
  if (R.integers) {
    for (const [v, w] of [[a, b], [b, a]] as const) {
      if (v === 0 || r - v === v) continue;
      const seats = pos.map((s) => [...s] as Seat);
      seats[0] = sorted(r - v, w);
      emit(seats);
    }
  }
  return [...out.values()];
}

/** The reachable graph: keys in breadth-first order, distance and successor keys of each. */
export interface NaiveGraph {
  order: string[];
  dist: Map<string, number>;
  succ: Map<string, string[]>;
}

/** Breadth-first search from all hands at 1 (and all at r - 1 with `bothStarts`). */
export function naiveReachable(R: NaiveRules): NaiveGraph {
  const start: Seat[] = Array.from({ length: R.players }, () => [1, 1] as Seat);
  const starts = [start];
  if (R.bothStarts) starts.push(Array.from({ length: R.players }, () => [R.r - 1, R.r - 1] as Seat));
  const dist = new Map(starts.map((s) => [key(s), 0]));
  const succ = new Map<string, string[]>();
  const order = [...new Set(starts.map(key))];
  const queue: Seat[][] = starts.filter((s, i) => order.indexOf(key(s)) === i);
  for (let i = 0; i < queue.length; i++) {
    const pos = queue[i]!;
    const k = key(pos);
    const next = naiveMoves(pos, R);
    succ.set(k, next.map(key));
    for (const n of next) {
      const nk = key(n);
      if (dist.has(nk)) continue;
      dist.set(nk, dist.get(k)! + 1);
      order.push(nk);
      queue.push(n);
    }
  }
  return { order, dist, succ };
}

/**
 * Every game that moves away from the start at every move (each position at breadth-first
 * distance one more than the one before) and ends at a terminal at distance `length`, enumerated
 * one at a time (explicit stack, no counting shortcuts).
 */
export function naiveAwayGames(g: NaiveGraph, length: number): string[][] {
  const out: string[][] = [];
  const stack: string[][] = [[g.order[0]!]];
  while (stack.length > 0) {
    const path = stack.pop()!;
    const last = path[path.length - 1]!;
    const next = g.succ.get(last)!;
    if (next.length === 0) {
      if (path.length - 1 === length) out.push(path);
      continue;
    }
    for (const n of next) if (g.dist.get(n) === path.length) stack.push([...path, n]);
  }
  return out;
}
