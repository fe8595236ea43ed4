/**
 * CGSuite notation: the one reader (`parse`, short and loopy text) and the one printer (`format`,
 * every kind of value), uptimals.
 *
 * @packageDocumentation
 */
export { ParseError } from './errors.js';
export { parse, type ParseOptions, type LoopyLimits, MAX_PARSE_LENGTH, MAX_MULTIPLE } from './parser.js';
export { registerTerm, registeredTerms, type TermDefinition, type TermContext } from './terms.js';
export { toCgsuite, isSwitch, quoteGame, MAX_PRINT_CHARS } from './print.js';
export { sortedOptions, cgsuiteOrder } from './order.js';
export { format, type FormatOptions } from './print.js';
export { type Uptimal, isUptimal, uptimalExpansion, uptimalToString, uptimalString, uptimalGame } from './uptimal.js';
export { parseLoopy, readShortOrLoopy, formatAny, type AnyValue, type LoopyParseOptions } from './deprecated.js';
