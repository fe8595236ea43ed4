/** CGSuite notation: parsing, printing (installed behind `Game.toString`), uptimals. */
export { ParseError } from './errors.js';
export { parse, type ParseOptions } from './parser.js';
export { toCgsuite, isSwitch, MAX_PRINT_CHARS } from './print.js';
export { sortedOptions, cgsuiteOrder } from './order.js';
export { format, type FormatOptions } from './format.js';
export { type Uptimal, isUptimal, uptimalExpansion, uptimalToString, uptimalString, uptimalGame } from './uptimal.js';
export { parseLoopy, formatAny, type AnyValue, type LoopyParseOptions } from './loopy.js';
