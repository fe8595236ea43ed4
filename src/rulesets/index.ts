/** Classic rulesets: Domineering, Hackenbush strings and trees, Toads and Frogs. */
export { DomineeringBoard, DomineeringSolver, domineering, domineeringValue } from './domineering.js';
export { HackenbushPosition, type HackenbushColor, hackenbush, hackenbushStringValue, hackenbushKnownValue } from './hackenbush.js';
export { toadsFrogs, parseToadsFrogs } from './toads-frogs.js';
export { PositionSyntaxError } from './syntax-error.js';
