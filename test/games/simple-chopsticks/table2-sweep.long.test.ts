/**
 * Table2Sweep on two and three threads at the large bounds (npm run test:long): the same checks as
 * table2-sweep.test.ts runs at small bounds in npm test (table2-threads.ts).
 */
import { describeThreadedSweep } from './table2-threads.js';

describeThreadedSweep({ n: 3000, three: 1500, aborts: 2000, abortEveryMs: 30 });
