/** Recorded errata of the paper (see docs/chopsticks.md, "Errata"). */

/** A cell or claim where the paper as transcribed differs from the truth, with a derivation by hand. */
export interface Erratum {
  /** The check it explains (`table1:i,j`, ...). */
  id: string;
  /** Where in the paper. */
  source: string;
  /** The transcribed cell (exactly as in data/paper.ts). */
  printed: string;
  /** The true value, in the paper's cell vocabulary. */
  truth: string;
  /** `extraction` when the text extraction lost typography, `paper` when the paper itself is wrong. */
  kind: 'extraction' | 'paper';
  /** The derivation by hand. */
  derivation: string;
}

/**
 * Conventions used in the derivations: a position (a | b)_20 with a + b > 20 has both options
 * removing the last hand, so it is {0 | 0} = *; with a + b = 20 both options are such, so it is
 * {* | *} = 0. Swapping the players gives (b | a)_n = −(a | b)_n. Standard values (Siegel, CGT, II.4;
 * Winning Ways ch. 3): ↑ = {0 | *}, ↓ = {* | 0}, ⇑* = {0 | ↑}, ⇓* = {↓ | 0}, ↓_[2] = −↑^[2] = {* | ↓}.
 */
export const ERRATA: readonly Erratum[] = [
  {
    id: 'table1:7,1',
    source: 'Table 1, row j = 1, column i = 7',
    printed: '↑*',
    truth: '⇑*',
    kind: 'extraction',
    derivation:
      '(7|1)_20 has Left option (7|8)_20 and Right option (8|1)_20. (7|8)_20 = {(7|15) | (15|8)} = {* | *} = 0 (sums 22, 23 > 20). ' +
      '(8|1)_20 = {(8|9) | (9|1)}: (8|9) = {(8|17) | (17|9)} = {* | *} = 0, and (9|1)_20 = * (Table 1, j = 1, i = 9, which agrees with the computation), ' +
      'so (8|1)_20 = {0 | *} = ↑ (as printed at j = 1, i = 8). Hence (7|1)_20 = {0 | ↑} = ⇑*. The extracted text shows a single arrow; the typeset ' +
      'paper most likely has the double arrow ⇑, which the text extraction rendered as a single arrow.',
  },
  {
    id: 'table1:1,7',
    source: 'Table 1, row j = 7, column i = 1',
    printed: '↓*',
    truth: '⇓*',
    kind: 'extraction',
    derivation:
      '(1|7)_20 = −(7|1)_20 by swapping the players, and (7|1)_20 = ⇑* (see the erratum at j = 1, i = 7); directly: Left option (1|8)_20 = −(8|1)_20 = ↓, ' +
      'Right option (8|7)_20 = {(8|15) | (15|7)} = {* | *} = 0, so (1|7)_20 = {↓ | 0} = ⇓*. A double arrow lost in extraction.',
  },
  {
    id: 'table1:14,2',
    source: 'Table 1, row j = 2, column i = 14',
    printed: '(lost in extraction)',
    truth: '↓[2]',
    kind: 'extraction',
    derivation:
      'The extracted row j = 2 has 19 cells (see data/paper.ts). (14|2)_20: Left option (14|16)_20 = * (sum 30 > 20); Right option (16|2)_20 = ' +
      '{(16|18) | (18|2)} = {* | 0} = ↓, since (18|2) has sum 20 and is 0. So (14|2)_20 = {* | ↓} = ↓_[2].',
  },
  {
    id: 'table1:15,5',
    source: 'Table 1, row j = 5, column i = 15',
    printed: '*',
    truth: '0',
    kind: 'paper',
    derivation:
      '(15|5)_20 has sum exactly 20. Left option (15|20)_20 and Right option (20|5)_20 both have sum > 20, so each is {0 | 0} = *; hence ' +
      '(15|5)_20 = {* | *} = 0, a P-position, like every other cell with i + j = 20 in the table (the anti-diagonal of 0s: (19|1), (18|2), …, (14|6), ' +
      '(13|7), … are all printed 0). The extracted row j = 5 has 20 well-formed cells, four 0s then six *s, one 0 short of the pattern of every other row; ' +
      'so the printed cell is wrong (we could not consult the typeset PDF).',
  },
];
