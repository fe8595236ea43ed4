/** The size limit of the retrograde engine. */
import { LimitError } from '../engine/errors.js';

/**
 * A graph exploration or a retrograde solve would exceed its size limit (`maxStates`), which
 * bounds memory: the solver keeps 13 bytes per state, the explorer about 60 bytes per node plus
 * 9 bytes per edge.
 */
export class StateLimitError extends LimitError {
  override name = 'StateLimitError';
  /** The limit that was hit. */
  readonly limit: number;
  constructor(limit: number, what = 'states') {
    super(`more than ${limit} ${what}; raise the limit or choose a smaller game`);
    this.limit = limit;
  }
}
