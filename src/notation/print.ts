/** The printer lives in the engine (so every Game prints as CGSuite text); re-exported here. */
export { toCgsuite, isSwitch, MAX_PRINT_CHARS, render, type Style } from '../engine/print.js';
