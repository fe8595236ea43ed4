// Child process of bench/chopsticks.ts: table1(606) in a cold Node process on the built package
// (dist/, or the directory given as the first argument, for before/after runs), timing the import
// of the chopsticks entry and table1 with every cell's value and outcome read once.
const t0 = performance.now();
const dir = process.argv[2] ? new URL(`file://${process.argv[2].replace(/\/?$/, '/')}`) : new URL('../dist/', import.meta.url);
const { table1 } = await import(new URL('chopsticks.js', dir).href);
const t1 = performance.now();
const cells = table1(606);
let p = 0;
let missing = 0;
for (const c of cells) {
  if (c.outcome === 'P') p++;
  if (c.value === undefined) missing++;
}
const t2 = performance.now();
if (cells.length !== 606 * 606 || p === 0 || missing !== 0) throw new Error('table1(606) is wrong');
const cpu = process.cpuUsage();
console.log(JSON.stringify({ importMs: t1 - t0, table1Ms: t2 - t1, processMs: t2, processCpuMs: (cpu.user + cpu.system) / 1000 }));
