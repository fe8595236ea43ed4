/**
 * Nim-value sequences (docs/impartial.md): heaps per second as n grows, for 0.07 (Dawson's Kayles),
 * 0.16, 0.6 (Officers) and 4!.0 (Grundy's game), the fast engine against the plain mex over every
 * move in the same run (the rate over the heaps n/2..n, CPU time of this process), the values
 * checked equal; then the fast engine with proved periodicity (0.07), and the proof of 0.16.
 * Figures from a shared machine vary with its load: compare the columns of one run.
 */
import { NimSequence, periodicity, plainNimValues } from '../src/index.js';

const cpu = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};
const rate = (heaps: number, s: number): string => (s <= 0 ? '-' : Math.round(heaps / s).toLocaleString('en-US'));

export async function run(): Promise<void> {
  const plainMax = 1 << 14;
  const tops: Record<string, number> = { '0.07': 1 << 16, '0.16': 1 << 22, '0.6': 1 << 18, '4!.0': 1 << 18 };
  for (const code of ['0.07', '0.16', '0.6', '4!.0']) {
    console.log(`\n${code}: heaps per second over the heaps n/2..n (CPU time)`);
    console.log(`${'n'.padStart(10)} ${'plain'.padStart(12)} ${'fast'.padStart(12)} ${'ratio'.padStart(8)}  fast engine mode`);
    const seq = new NimSequence(code, { periodic: false });
    let plainPrev = 0;
    let plainLast: Int32Array | undefined;
    for (let n = 1 << 11; n <= tops[code]!; n *= 2) {
      let plainRate = '';
      let ratio = '';
      let fastS = 0;
      const t0 = cpu();
      seq.extend(n);
      fastS = cpu() - t0;
      const fastRate = rate(n / 2, fastS);
      if (n <= plainMax) {
        const p0 = cpu();
        plainLast = plainNimValues(code, n);
        const total = cpu() - p0;
        const windowS = total - plainPrev; // the heaps n/2..n: this run less the one to n/2
        plainPrev = total;
        plainRate = rate(n / 2, windowS);
        ratio = windowS > 0 && fastS > 0 ? (windowS / fastS).toFixed(1) + '×' : '';
        for (let h = 0; h <= n; h++) if (plainLast[h] !== seq.at(h)) throw new Error(`${code}: the engines differ at heap ${h}`);
      }
      console.log(`${n.toLocaleString('en-US').padStart(10)} ${plainRate.padStart(12)} ${fastRate.padStart(12)} ${ratio.padStart(8)}  ${seq.stats.mode}${seq.stats.mode === 'sparse' ? ` (mask ${seq.stats.mask}, ${seq.stats.rare} rare heaps)` : ''}`);
    }
  }
  // with the proved periodicity (the default): 0.07 is proved at heap 1,024
  {
    const t0 = cpu();
    const s = new NimSequence('0.07');
    s.extend(10_000_000);
    console.log(`\n0.07 to heap 10,000,000 with its proved period (${s.stats.mode}, period ${s.provedPeriod?.period}): ${(cpu() - t0).toFixed(2)} s CPU`);
  }
  // the record: 0.16 proved periodic (Gangolli and Plambeck: preperiod 105,351, period 149,459)
  {
    const t0 = performance.now();
    const c0 = cpu();
    const p = periodicity('0.16', { maxHeap: 1 << 20 })!;
    const rss = process.memoryUsage().rss;
    console.log(
      `0.16: period ${p.period}, preperiod ${p.preperiod}, proved ${p.proved} (heap ${p.needed} needed, ${p.checkedTo} compared): ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s, ${(cpu() - c0).toFixed(1)} s CPU, ${Math.round(rss / 2 ** 20)} MiB resident`,
    );
  }
}
