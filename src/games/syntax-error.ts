/** The typed error of the rulesets' position parsers. */
import { clip, PartizanError } from '../engine/errors.js';

/**
 * A position text that does not parse. `index` is the offset in `input` where the text is wrong,
 * and the message says what was expected there.
 */
export class PositionSyntaxError extends PartizanError {
  override name = 'PositionSyntaxError';
  override readonly code: string = 'POSITION_SYNTAX';
  /** The text that failed to parse. */
  readonly input: string;
  /** The offset in `input` of the first wrong character (its length when the text ends too soon). */
  readonly index: number;

  /** An error at offset `index` of `input`; `what` says what is wrong there. */
  constructor(ruleset: string, input: string, index: number, what: string) {
    super(`${ruleset}: ${what} at index ${index} of ${clip(JSON.stringify(input))}`);
    this.input = input;
    this.index = index;
  }
}
