/** CGSuite's order of options lives in the engine (the printer uses it); re-exported here. */
export { sortedOptions, cgsuiteOrder } from '../engine/order.js';
