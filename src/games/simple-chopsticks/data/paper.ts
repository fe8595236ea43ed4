/**
 * Values transcribed from the paper, for the claims checker (`partizan paper`).
 *
 * Source: A. Dailly, V. Gledel, R. J. Nowakowski, C. P. dos Santos, "Simple Chopsticks: Playing
 * with any number of hands and fingers", preprint hal-04611135v1 (2024, https://hal.science/hal-04611135),
 * read from a text extraction of its PDF. Transcribed cell by cell as extracted; nothing
 * here is computed. Where the extraction lost typography (see the notes on each table), the cell is
 * transcribed as extracted and the difference is recorded in `errata.ts` with a hand derivation.
 *
 * Cell vocabulary (the paper's, in ASCII-free Unicode): `0`, `*`, `↑`, `↓`, `↑*`, `↓*`, `↑[k]` (the
 * paper's ↑ with superscript [k], McKay's ↑^[k]), `↓[k]` (↓ with subscript [k], ↓_[k] = −↑^[k]),
 * `{0|↑[2]}` and `{↓[2]|0}` (braced cells; the bar was lost in extraction and is restored here).
 */

/**
 * Table 1 (Section 2, "Table 1: Game values for all positions (i | j)_20"). The paper prints one row
 * per j, from j = 20 at the top down to j = 1, with columns i = 1..20; the cell in row j, column i is
 * the value of `(i | j)_20` (checked: row 1, column 2 is ↑[2] = (2 | 1)_20, whose options are
 * (2 | 3) and (3 | 1)). Here `TABLE1_ROWS[j - 1][i - 1]` is that cell.
 *
 * Row j = 2 has only 19 cells in the extracted text: after `↓[3] ↓[3] ↓[2]` (columns 11–13) it goes
 * on `↓ ↓ 0 0 * *`, six cells for columns 15–20, so one cell of column 13 or 14 was lost; it is
 * `null` at column 14 (both candidates are adjacent, so the alignment of every other cell is
 * forced).
 */
export const TABLE1_N = 20;
export const TABLE1_ROWS: ReadonlyArray<ReadonlyArray<string | null>> = [
  /* j = 1  */ ['0', '↑[2]', '*', '↓[2]', '↓', '0', '↑*', '↑', '*', '↓[9]', '↓[8]', '↓[7]', '↓[6]', '↓[5]', '↓[4]', '↓[3]', '↓[2]', '↓', '0', '*'],
  /* j = 2  */ ['↓[2]', '*', '{↓[2]|0}', '0', '0', '↑[2]', '↑', '*', '*', '↓[4]', '↓[3]', '↓[3]', '↓[2]', null, '↓', '↓', '0', '0', '*', '*'],
  /* j = 3  */ ['*', '{0|↑[2]}', '0', '0', '↑[2]', '*', '*', '*', '↓[2]', '↓[2]', '↓[2]', '↓', '↓', '↓', '0', '0', '0', '*', '*', '*'],
  /* j = 4  */ ['↑[2]', '0', '0', '0', '*', '*', '*', '*', '↓', '↓', '↓', '↓', '0', '0', '0', '0', '*', '*', '*', '*'],
  /* j = 5  */ ['↑', '0', '↓[2]', '*', '*', '*', '*', '↓', '↓', '↓', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*'],
  /* j = 6  */ ['0', '↓[2]', '*', '*', '*', '*', '*', '↓', '0', '0', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*'],
  /* j = 7  */ ['↓*', '↓', '*', '*', '*', '*', '0', '0', '0', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 8  */ ['↓', '*', '*', '*', '↑', '↑', '0', '0', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 9  */ ['*', '*', '↑[2]', '↑', '↑', '0', '0', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 10 */ ['↑[9]', '↑[4]', '↑[2]', '↑', '↑', '0', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 11 */ ['↑[8]', '↑[3]', '↑[2]', '↑', '0', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 12 */ ['↑[7]', '↑[3]', '↑', '↑', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 13 */ ['↑[6]', '↑[2]', '↑', '0', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 14 */ ['↑[5]', '↑[2]', '↑', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 15 */ ['↑[4]', '↑', '0', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 16 */ ['↑[3]', '↑', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 17 */ ['↑[2]', '0', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 18 */ ['↑', '0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 19 */ ['0', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
  /* j = 20 */ ['*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*', '*'],
];

/** A row of Table 2 as printed: an interval of n, the value of `(1 | 1)_n` and its outcome. */
export interface PrintedInterval {
  /** First n of the interval. */
  from: number;
  /** Last n of the interval. */
  to: number;
  /** The printed value: `0`, `*` or `±J`. */
  value: '0' | '*' | '±J';
  /** The printed outcome. */
  outcome: 'N' | 'P';
}

/** Table 2 (Section 2, "Table 2: Game values of (1 | 1)_n for n ≤ 606"), row by row as printed. */
export const TABLE2_MAX = 606;
export const TABLE2_ROWS: readonly PrintedInterval[] = [
  { from: 1, to: 1, value: '*', outcome: 'N' },
  { from: 2, to: 2, value: '0', outcome: 'P' },
  { from: 3, to: 4, value: '*', outcome: 'N' },
  { from: 5, to: 7, value: '0', outcome: 'P' },
  { from: 8, to: 11, value: '*', outcome: 'N' },
  { from: 12, to: 12, value: '±J', outcome: 'N' },
  { from: 13, to: 20, value: '0', outcome: 'P' },
  { from: 21, to: 30, value: '*', outcome: 'N' },
  { from: 31, to: 33, value: '±J', outcome: 'N' },
  { from: 34, to: 54, value: '0', outcome: 'P' },
  { from: 55, to: 79, value: '*', outcome: 'N' },
  { from: 80, to: 88, value: '±J', outcome: 'N' },
  { from: 89, to: 143, value: '0', outcome: 'P' },
  { from: 144, to: 208, value: '*', outcome: 'N' },
  { from: 209, to: 232, value: '±J', outcome: 'N' },
  { from: 233, to: 376, value: '0', outcome: 'P' },
  { from: 377, to: 545, value: '*', outcome: 'N' },
  { from: 546, to: 606, value: '±J', outcome: 'N' },
];

/**
 * OEIS A110035, "Row sums of an unsigned characteristic triangle for the Fibonacci numbers",
 * a(0), a(1), …, as listed at https://oeis.org/A110035 (data section). The paper (Section 2, point
 * 3 after Table 2) says the ±J runs start at its terms "from 12 and beyond". OEIS also gives
 * a(n) = (1 + F(n+1)·F(n+2) + F(2n))/2 (Michael Somos, 2023), which the tests check against this list.
 */
export const A110035: readonly number[] = [
  1, 2, 5, 12, 31, 80, 209, 546, 1429, 3740, 9791, 25632, 67105, 175682, 459941, 1204140, 3152479, 8253296, 21607409,
];

/** The paper's other claims about values (Section 2, the paragraph before Table 1). */
export const OTHER_CLAIMS = {
  /** "(2 | 5)_40 = {J | 0}". */
  twoFive40: { position: '(2|5)_40', value: '{J|0}' },
  /** "(1 | 1)_12 = ±J". */
  oneOne12: { position: '(1|1)_12', value: '±J' },
  /** "J = {0 | ↑^[2]} … is the uptimal .22* = ↑ + ↑ + ↑² + ↑² + *". */
  J: { definition: '{0|↑[2]}', uptimal: '.22*' },
} as const;
