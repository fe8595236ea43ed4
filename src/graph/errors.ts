/** The errors of the graph layer. */
import { LimitError, PartizanError } from '../engine/errors.js';

/**
 * A malformed game graph: an edge to a node that does not exist, a size that is not an integer
 * ≥ 0, sides of different lengths, a node number out of range. The one graph error of the library
 * (`LoopyGraphError` and `GameGraphError` are its old names).
 */
export class GraphError extends PartizanError {
  override name = 'GraphError';
  override readonly code: string = 'GRAPH';
}

/**
 * A graph exploration or a retrograde solve would exceed its size limit (`maxNodes` of the
 * explorer, `maxStates` of the solver), which bounds memory: the solver keeps about 13 bytes per
 * state, the explorer about 60 bytes per node plus 9 bytes per edge.
 */
export class StateLimitError extends LimitError {
  override name = 'StateLimitError';
  /** The limit that was hit. */
  readonly limit: number;
  /**
   * @param limit the limit.
   * @param what what was counted (`'states'`, `'reachable positions'`).
   * @param option the option that set the limit.
   */
  constructor(limit: number, what = 'states', option = 'maxStates') {
    super(`more than ${limit} ${what}; raise the limit (${option}) or choose a smaller game`, option);
    this.limit = limit;
  }
}
