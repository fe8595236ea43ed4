/**
 * Large graphs at full size: cycles of 10^6 nodes (the 10^5 ones are in large.test.ts, which
 * `npm test` runs).
 */
import { describe } from 'vitest';
import { cycleChecks } from './large-cycles.js';

describe('large graphs, 10^6 nodes', () => {
  cycleChecks(1_000_000);
});
