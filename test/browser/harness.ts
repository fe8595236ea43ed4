/**
 * Browser-test harness: builds the site (site/vite.config.ts) once per test run into a temporary
 * folder shared by the browser test files ({@link builtSite}), serves it from a tiny static server
 * on 127.0.0.1, and drives a headless Chromium through playwright-core.
 *
 * Chromium is looked up at $CHROMIUM_PATH, then `chromium` / `chromium-browser` on the PATH. When it is
 * missing the browser tests are skipped with a message, except under CI (CI=true), where a missing
 * Chromium is a failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type {} from '../setup/provided.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The Chromium executable, or undefined. */
export function findChromium(): string | undefined {
  const env = process.env.CHROMIUM_PATH;
  if (env && existsSync(env)) return env;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const p = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (p) return p;
    } catch {
      // not on the PATH
    }
  }
  return undefined;
}

export const CHROMIUM = findChromium();

/** For the tests: without Chromium, a failure under CI (CI=true), else a plain message that they are skipped. */
export function chromiumOrSkip(): boolean {
  if (CHROMIUM) return true;
  if (process.env.CI === 'true') throw new Error('Chromium is required under CI (CI=true) for the browser tests: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  console.warn('Chromium not found (set CHROMIUM_PATH or install chromium): the browser tests are SKIPPED');
  return false;
}

/** Builds the site into `outDir` with Vite (the site's own config). */
export async function buildSite(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'site/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/**
 * The site built once for this test run, in the folder the global setup names (test/setup/global.ts):
 * the first browser test file to ask builds it, the others wait for that build (the test files run
 * in separate processes, so the folder itself is the lock). Resolves to the built site's folder,
 * which the test files share (they write their screenshots into it under names of their own, and
 * never delete it: the global teardown does).
 */
export async function builtSite(): Promise<string> {
  const root = inject('siteDir');
  const dist = join(root, 'dist');
  const done = join(root, 'done');
  const failed = join(root, 'failed');
  let mine = true;
  try {
    mkdirSync(root);
  } catch {
    mine = false;
  }
  if (mine) {
    try {
      await buildSite(dist);
    } catch (e) {
      writeFileSync(failed, String(e));
      throw e;
    }
    writeFileSync(done, '');
    return dist;
  }
  for (let waited = 0; !existsSync(done); waited += 200) {
    if (existsSync(failed)) throw new Error(`the build of the site failed in another test file: ${readFileSync(failed, 'utf8').slice(0, 500)}`);
    if (waited > 170_000) throw new Error('the build of the site by another test file did not end within 170 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return dist;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

/** A static file server for `dir` on 127.0.0.1 (a free port); resolves to its base URL. */
export function serve(dir: string, under = '/'): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(under)) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(dir, path.slice(under.length)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => {
    const a = server.address();
    ok({ url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}${under}`, server });
  }));
}

/** A headless Chromium with a fresh profile, closed network features, no sandbox. */
export async function launch(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'partizan-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM!,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The built site in `dir` served under `under`, a fresh Chromium, and one page 1100 × 900 whose
 * uncaught errors are collected in `errors`; `close` ends the browser and the server.
 */
export async function openSite(dir: string, under: string): Promise<{ url: string; context: BrowserContext; page: Page; errors: string[]; close: () => Promise<void> }> {
  const { url, server } = await serve(dir, under);
  const browser = await launch();
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1100, height: 900 });
  return {
    url,
    context: browser.context,
    page,
    errors,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

/** The budgets of the page, as measured in a real browser (see docs/site.md). */
export interface Budgets {
  /** First contentful paint of the built page, ms. */
  firstPaintMs: number;
  /** Gzipped bytes of the engine (the worker bundle) and of the page's own script and styles. */
  engineGzipBytes: number;
  pageGzipBytes: number;
  /** Main-thread tasks over 50 ms while the worker computed Table 1 for n = 606 (and drew it). */
  longTasks: number[];
  /** How long Table 1 for n = 606 took, request to picture, ms. */
  table1At606Ms: number;
}

/** Gzipped size of the built files of `dir` whose name matches `re`. */
export async function gzipSize(dir: string, re: RegExp): Promise<number> {
  const { gzipSync } = await import('node:zlib');
  const { readdirSync } = await import('node:fs');
  let total = 0;
  for (const f of readdirSync(join(dir, 'assets'))) if (re.test(f)) total += gzipSync(readFileSync(join(dir, 'assets', f))).length;
  return total;
}

/**
 * Measures the {@link Budgets} of the site built in `dir` and served at `url`. The long-task
 * measurement is repeated up to `attempts` times and the cleanest run kept, since on a shared
 * machine a single run can catch the page's main thread descheduled by other processes.
 */
export async function measureBudgets(context: BrowserContext, url: string, dir: string, attempts = 3): Promise<Budgets> {
  let best: { longTasks: number[]; ms: number } | undefined;
  let firstPaintMs = Number.POSITIVE_INFINITY;
  for (let k = 0; k < attempts && !(best && best.longTasks.every((d) => d <= 50)); k++) {
    const page = await context.newPage();
    try {
      await page.goto(`${url}#paper`);
      await page.waitForSelector('#t1-grid', { timeout: 60_000 });
      // (page scripts are strings here: this module is type-checked without the DOM library)
      const fcp = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`)) as number;
      firstPaintMs = Math.min(firstPaintMs, fcp);
      await page.evaluate(`window.__long = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: false });`);
      await page.fill('#t1-n', '606');
      const t0 = Date.now();
      await page.click('form:has(#t1-n) button[type=submit]');
      // poll by timer, not every animation frame, to add as little main-thread work as possible
      await page.waitForFunction(`document.querySelector('canvas.bigtable') !== null`, null, { timeout: 120_000, polling: 250 });
      const ms = Date.now() - t0;
      await page.waitForTimeout(300); // let the observer deliver
      const longTasks = (await page.evaluate('window.__long')) as number[];
      if (!best || Math.max(0, ...longTasks) < Math.max(0, ...best.longTasks)) best = { longTasks, ms };
    } finally {
      await page.close();
    }
  }
  return {
    firstPaintMs,
    engineGzipBytes: await gzipSize(dir, /^worker-.*\.js$/),
    pageGzipBytes: await gzipSize(dir, /^index-.*\.(js|css)$/),
    longTasks: best!.longTasks,
    table1At606Ms: best!.ms,
  };
}
