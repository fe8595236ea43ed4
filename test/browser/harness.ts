/**
 * Browser-test harness: builds the site (site/vite.config.ts) into a temporary folder, serves it
 * from a tiny static server on 127.0.0.1, and drives a headless Chromium through playwright-core.
 *
 * Chromium is looked up at $CHROMIUM_PATH, then `chromium` / `chromium-browser` on the PATH. When it is
 * missing the browser tests are skipped with a message, except under CI (CI=true), where a missing
 * Chromium is a failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

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
if (!CHROMIUM) {
  if (process.env.CI === 'true') throw new Error('Chromium is required under CI (CI=true) for the browser tests: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  console.warn('Chromium not found (set CHROMIUM_PATH or install chromium): the browser tests are SKIPPED');
}

/** Builds the site into `outDir` with Vite (the site's own config). */
export async function buildSite(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'site/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
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

/** A temporary folder for the built site. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'partizan-site-'));
}
