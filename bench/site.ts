/**
 * `npm run bench site`: the budgets of the browser workbench, measured on the page already built in
 * site/dist (`npm run site`; this entry builds nothing). Needs Chromium (see docs/site.md); without
 * the built page or Chromium it says so and measures nothing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, launch, measureBudgets, ROOT, serve } from '../test/browser/harness.js';

export async function run(): Promise<void> {
  const dir = join(ROOT, 'site/dist');
  if (!existsSync(join(dir, 'index.html'))) {
    console.log('site: no built page in site/dist (run `npm run site` first); nothing measured');
    return;
  }
  if (!CHROMIUM) {
    console.log('site: Chromium not found (set CHROMIUM_PATH); nothing measured');
    return;
  }
  const { url, server } = await serve(dir);
  const { context, close } = await launch();
  try {
    const b = await measureBudgets(context, url, dir);
    const ok = (c: boolean): string => (c ? 'within budget' : 'OVER BUDGET');
    console.log(`first contentful paint      ${b.firstPaintMs.toFixed(0)} ms (budget 1000 ms: ${ok(b.firstPaintMs < 1000)})`);
    console.log(`engine bundle (worker), gz  ${(b.engineGzipBytes / 1024).toFixed(1)} KiB`);
    console.log(`page script + styles, gz    ${(b.pageGzipBytes / 1024).toFixed(1)} KiB`);
    console.log(`Table 1, n = 606            ${b.table1At606Ms} ms in the worker, request to picture`);
    const worst = Math.max(0, ...b.longTasks);
    console.log(`main-thread long tasks      ${b.longTasks.length} (longest ${worst.toFixed(0)} ms; budget: none over 50 ms: ${ok(b.longTasks.every((d) => d <= 50))})`);
  } finally {
    await close();
    server.close();
  }
}
