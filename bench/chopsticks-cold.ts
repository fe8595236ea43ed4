/** Child process of bench/chopsticks.ts: times the import of the chopsticks entry and table1(606), reading every cell's value and outcome, in a cold process. */
export {};
const t0 = performance.now();
const { table1 } = await import('../src/entries/chopsticks.js');
const t1 = performance.now();
const cells = table1(606);
let read = 0;
for (const c of cells) if (c.value !== undefined && c.outcome !== undefined) read++;
const t2 = performance.now();
if (cells.length !== 606 * 606 || read !== cells.length) throw new Error('table1(606) has the wrong size');
console.log(JSON.stringify({ importMs: t1 - t0, table1Ms: t2 - t1 }));
