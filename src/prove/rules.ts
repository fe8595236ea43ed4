/**
 * The library's published rules and the paper's statements, as texts of the formula language
 * (language.ts), ready for {@link prove}:
 *
 * - {@link FINGERS2_RULE}: Propositions 1, 2 and 3 of the paper (finger count 2) as one rule, with
 *   the paper's Theorem 4 and Lemma 1 as theorems; {@link FINGERS2_PAPER_RULE} is the same as
 *   printed, where Proposition 1 also covers a side without hands (which it must not).
 * - {@link FINGERS3_RULE}: the outcome of every `(1^a, 2^b, 3^c | 1^d, 2^e, 3^f)_3`, the answer to the
 *   paper's open problem (Section 3.3), with Proposition 4 and the conjectures of docs/fingers3 as
 *   theorems.
 * - {@link theorem4Claims}, {@link lemma1Claims}: Theorem 4 and Lemma 1 for any finger count, as
 *   claims.
 *
 * Invariant: these are only texts; what they state is shown by `prove` (and checked against the
 * outcome tables in the tests), never assumed by the library.
 */
import { RuleError } from './errors.js';

/**
 * Finger count 2, Propositions 1–3 of the paper as one rule for `(1^a, 2^b | 1^c, 2^d)_2`. The one
 * change to the printed statements: a side without hands is P whatever the other side (nobody can
 * move), where Proposition 1 as printed says L or R.
 */
export const FINGERS2_RULE = `# SIMPLE CHOPSTICKS, finger count 2: Propositions 1, 2 and 3 of the paper as one rule
# for the position (1^a, 2^b | 1^c, 2^d)_2
fingers 2
let a = l1
let b = l2
let c = r1
let d = r2
outcome =
  # a side without hands: nobody can move (Observation 5; Proposition 1 as printed says L or R)
  if a + b = 0 or c + d = 0 then P
  # Proposition 1: two hands more or fewer
  else if a + b >= c + d + 2 then L
  else if c + d >= a + b + 2 then R
  # Proposition 2: as many hands
  else if a + b = c + d then
    (if b = 0 and d = 0 and a mod 2 = 1 and c mod 2 = 1 then P
     else if b = 0 and d != 0 and c mod 2 = 1 then L
     else if d = 0 and b != 0 and a mod 2 = 1 then R
     else N)
  # Proposition 3: one hand more or fewer
  else if a + b > c + d then
    (if c = 0 and d = 0 then P
     else if d = 0 and b > 0 and a mod 2 = 1 then N
     else L)
  else
    (if a = 0 and b = 0 then P
     else if b = 0 and d > 0 and c mod 2 = 1 then N
     else R)

# Theorem 4 and Lemma 1 of the paper, read off the rule
theorem theorem4: (l > r and r >= 1 implies left-first-wins) and (r > l and l >= 1 implies right-first-wins)
theorem lemma1: (1 <= l and l + 2 <= r implies not left-first-wins) and (1 <= r and r + 2 <= l implies not right-first-wins)
`;

/**
 * Propositions 1–3 exactly as printed (a, b, c, d non-negative in Proposition 1), with Observation
 * 5's `(|)_2` = P: not the game's outcome (a side without hands and two hands on the other side is P,
 * not L or R); `prove` shows the smallest such position.
 */
export const FINGERS2_PAPER_RULE = `# SIMPLE CHOPSTICKS, finger count 2: Propositions 1, 2 and 3 exactly as printed
fingers 2
let a = l1
let b = l2
let c = r1
let d = r2
outcome =
  # Proposition 1 (a, b, c, d nonnegative, |(a + b) - (c + d)| >= 2)
  if a + b >= c + d + 2 then L
  else if c + d >= a + b + 2 then R
  # Proposition 2 (a + b = c + d > 0)
  else if a + b = c + d and a + b > 0 then
    (if b = 0 and d = 0 and a mod 2 = 1 and c mod 2 = 1 then P
     else if b = 0 and d != 0 and c mod 2 = 1 then L
     else if d = 0 and b != 0 and a mod 2 = 1 then R
     else N)
  # Observation 5: (|)_2
  else if a + b = c + d then P
  # Proposition 3
  else if a + b > c + d then
    (if c = 0 and d = 0 then P
     else if d = 0 and b > 0 and a mod 2 = 1 then N
     else L)
  else
    (if a = 0 and b = 0 then P
     else if b = 0 and d > 0 and c mod 2 = 1 then N
     else R)
`;

/**
 * Finger count 3: the outcome of every position `(1^a, 2^b, 3^c | 1^d, 2^e, 3^f)_3`, with
 * ℓ = a + b + c and r = d + e + f hands (the answer to the paper's open problem, Section 3.3).
 */
export const FINGERS3_RULE = `# SIMPLE CHOPSTICKS, finger count 3: the outcome of every position
# (1^a, 2^b, 3^c | 1^d, 2^e, 3^f)_3, with l = a + b + c and r = d + e + f hands
fingers 3
let a = l1
let b = l2
let c = l3
let d = r1
let e = r2
let f = r3
outcome =
  # a side without hands: nobody can move
  if l = 0 or r = 0 then P
  # two hands more (Theorem 4)
  else if l >= r + 2 then L
  else if r >= l + 2 then R
  # as many hands
  else if l = r then
    (if (a = l and f = 0 and e mod 2 = 1) or (d = r and c = 0 and b mod 2 = 1) then P
     else if (c = 0 and b >= 1 and d > a and d - a mod 2 = 1 and (f = 0 or a = 0))
          or (a = l and e mod 2 = 1 and f >= 1) then L
     else if (f = 0 and e >= 1 and a > d and a - d mod 2 = 1 and (c = 0 or d = 0))
          or (d = r and b mod 2 = 1 and c >= 1) then R
     else N)
  # one hand more: Left wins moving first (Theorem 4); Right only by removing a hand
  else if l = r + 1 then
    (if f = 0 and ((e = 0 and c >= 1 and b mod 2 = 1)
                   or (e >= 1 and b + c >= 1 and a > d and a - d mod 2 = 1 and (d = 0 or c <= 1))) then N
     else L)
  else
    (if c = 0 and ((b = 0 and f >= 1 and e mod 2 = 1)
                   or (b >= 1 and e + f >= 1 and d > a and d - a mod 2 = 1 and (a = 0 or f <= 1))) then N
     else R)

# the paper's Theorem 4, Lemma 1 and Proposition 4, read off the rule
theorem theorem4: (l > r and r >= 1 implies left-first-wins) and (r > l and l >= 1 implies right-first-wins)
theorem lemma1: (1 <= l and l + 2 <= r implies not left-first-wins) and (1 <= r and r + 2 <= l implies not right-first-wins)
theorem proposition4: a = l and d = r and l = r and l >= 1 implies outcome = N
# the conjectures of docs/fingers3 (the counts of Conjectures 2 and 3 follow by counting, see the docs)
theorem conjecture1: l = r and l >= 1 implies
  (outcome = P iff ((a = l and f = 0 and e mod 2 = 1) or (d = r and c = 0 and b mod 2 = 1)))
theorem conjecture2: l = r and l >= 2 implies
  (outcome = L iff ((c = 0 and b >= 1 and d > a and d < r and d - a mod 2 = 1 and (f = 0 or a = 0))
                    or (a = l and e mod 2 = 1 and f >= 1)))
theorem conjecture3: l = r + 1 and r >= 1 implies (outcome = L or outcome = N)
`;

function checkN(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > 32) throw new RuleError(`the finger count must be an integer from 1 to 32, got ${String(n).slice(0, 40)}`);
}

const sumText = (side: 'l' | 'r', from: number, to: number): string => {
  const xs: string[] = [];
  for (let v = from; v <= to; v++) xs.push(`${side}${v}`);
  return xs.length === 0 ? '0' : xs.join(' + ');
};

/** The mover's side `me`, the other `them`: equal hands, and one removal by the mover's largest hand k leaves the opponent without a removal. */
function lastRemoval(n: number, me: 'l' | 'r', them: 'l' | 'r'): string {
  const cases: string[] = [];
  for (let k = 1; k <= n; k++) {
    // the mover's largest hand is k; exactly one opponent hand is larger than n − k
    const above = k < n ? ` and ${sumText(me, k + 1, n)} = 0` : '';
    cases.push(`(${me}${k} >= 1${above} and ${sumText(them, n - k + 1, n)} = 1)`);
  }
  return `(${me} = ${them} and ${them} >= 1 and (${cases.join('\n      or ')}))`;
}

/**
 * Theorem 4 of the paper for finger count n, as claims: with more hands than a non-empty
 * opponent, the player moving first wins. The claims are strengthened so that they carry their own
 * induction: they also cover the positions with as many hands where the mover's largest hand can
 * remove the only opponent hand it can reach and then no opponent hand can remove one (the third
 * case of the paper's proof reaches them).
 */
export function theorem4Claims(n: number): string {
  checkN(n);
  return `# Theorem 4 of the paper for finger count ${n}, as claims
fingers ${n}
claim left-first-wins when (l > r and r >= 1)
  or ${lastRemoval(n, 'l', 'r')}
claim right-first-wins when (r > l and l >= 1)
  or ${lastRemoval(n, 'r', 'l')}
`;
}

/**
 * Lemma 1 of the paper for finger count n, as claims beside Theorem 4's: with two hands fewer than
 * the opponent (and at least one), the player moving first loses. (The lemma's other half — with one
 * hand fewer, only moves that remove a hand can win — is Theorem 4 read at the options: a move that
 * removes no hand leaves the opponent, now to move, with more hands.)
 */
export function lemma1Claims(n: number): string {
  return `${theorem4Claims(n)}# Lemma 1
claim left-first-loses when l >= 1 and l + 2 <= r
claim right-first-loses when r >= 1 and r + 2 <= l
`;
}

/**
 * "The player moving first with the counts `me` wins against `them`", for finger count 4 and as
 * many hands a side, as a formula of the rule language over the given count terms (so the same
 * text serves Left, Right, and the positions after a removal).
 */
function fingers4FirstWins(me: readonly string[], them: readonly string[]): string {
  const [k, b, c, d] = me as [string, string, string, string];
  const [j, e, f, g] = them as [string, string, string, string];
  const L = `(${k} + ${b} + ${c} + ${d})`; // hands a side
  const M = `(${k} + ${b})`; // the mover's 1s and 2s
  const Lp = `(${k} + ${b} + ${d})`; // the mover's hands other than 3s
  // the opponent holds only 1s and 2s (j ones): the mover's 3s shift the picture to L - c hands
  const w0 =
    `(if ${M} = 0 then true` +
    `\n       else if ${k} = 0 then (${M} mod 2 = 0 and ${j} < ${Lp})` +
    `\n       else if ${b} = 0 then (${j} < ${Lp} or ${k} = 1)` +
    `\n       else if ${b} = 1 then (if ${d} = 0 then ${j} - ${Lp} mod 2 = 0 else (${j} >= 1 or ${M} mod 2 = 0))` +
    `\n       else (${j} = 0 and ${M} mod 2 = 0) or (1 <= ${j} and ${j} <= ${k} + ${d})` +
    `\n            or (${b} mod 2 = 0 and ${M} - 2 <= ${j} and ${j} <= ${Lp} - 1) or (${b} mod 2 = 1 and ${M} <= ${j} and ${j} <= ${Lp}))`;
  const ones2 =
    `(if ${c} >= 1 and ${j} = ${L} then (${k} = 0 and ${b} = 0 and ${c} mod 2 = 0)` +
    `\n     else if ${c} >= 1 and ${j} >= ${Lp} then not (${k} = 0 and ${d} >= 1 and ${M} mod 2 = 1)` +
    `\n     else ${w0})`;
  return (
    `(${g} >= 1 or (${f} >= 1 and ${j} + ${e} >= 1)` + // the opponent holds a 4, or a 3 beside another value
    `\n   or (${j} + ${e} + ${g} = 0 and ${k} mod 2 = 0)` + // the opponent holds only 3s
    `\n   or (${f} + ${g} = 0 and ${ones2}))` // the opponent holds only 1s and 2s
  );
}

function fingers4Rule(): string {
  const l = ['l1', 'l2', 'l3', 'l4'];
  const r = ['r1', 'r2', 'r3', 'r4'];
  /** Some removal by the side `them` of a hand u of `me` leaves `me`, to move with as many hands, losing. */
  const removal = (me: string[], them: string[]): string => {
    const parts: string[] = [];
    for (let u = 1; u <= 4; u++) {
      const after = me.map((x, i) => (i === u - 1 ? `(${x} - 1)` : x));
      const reach = them.slice(4 - u).join(' + '); // the opponent's hands of at least 5 - u fingers
      parts.push(`(${me[u - 1]} >= 1 and ${reach} >= 1 and not ${fingers4FirstWins(after, them)})`);
    }
    return parts.join('\n      or ');
  };
  return `# SIMPLE CHOPSTICKS, finger count 4: the outcome of every position
# (1^l1, 2^l2, 3^l3, 4^l4 | 1^r1, 2^r2, 3^r3, 4^r4)_4 (generated by fingers4Rule in src/prove/rules.ts)
fingers 4
# with as many hands a side: whether Left (lw), or Right (rw), moving first, wins
let lw = ${fingers4FirstWins(l, r)}
let rw = ${fingers4FirstWins(r, l)}
outcome =
  if l = 0 or r = 0 then P
  else if l >= r + 2 then L
  else if r >= l + 2 then R
  else if l = r then (if lw and rw then N else if lw then L else if rw then R else P)
  # one hand more: Left wins moving first; Right only by a removal that leaves Left losing
  else if l = r + 1 then
    (if ${removal(l, r)}
     then N else L)
  else
    (if ${removal(r, l)}
     then N else R)

theorem theorem4: (l > r and r >= 1 implies left-first-wins) and (r > l and l >= 1 implies right-first-wins)
theorem lemma1: (1 <= l and l + 2 <= r implies not left-first-wins) and (1 <= r and r + 2 <= l implies not right-first-wins)
`;
}

/**
 * Finger count 4: the outcome of every position `(1^l1, 2^l2, 3^l3, 4^l4 | 1^r1, 2^r2, 3^r3, 4^r4)_4`,
 * learnt from the outcome tables to 14 hands a side (docs/prove.md, "Finger counts 4 and 5").
 */
export const FINGERS4_RULE = fingers4Rule();
