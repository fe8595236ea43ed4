#!/usr/bin/env node
/**
 * `npm test`: the type checks (scripts/typecheck.mjs) and vitest at the same time. Vitest runs at
 * the normal priority, the type checks at a low one (nice 10): on two cores they fill the time
 * vitest leaves idle (its start, files waiting for a child process or a browser, the last file of
 * a worker) and take about a tenth of a core from a busy test, so a test that measures time is
 * hardly slowed. Arguments are passed to vitest (`npm test -- test/engine`). The type checks'
 * output is printed after vitest's; the exit status is non-zero when either fails.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

/** Runs `node ...args`; resolves to [success, captured output] (output inherited when `capture` is false). */
function run(args, capture) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      // before the type checks start their two tsc processes, which inherit the priority
      try {
        setPriority(child.pid, 10);
      } catch {
        // a platform without priorities: the checks run at the normal one
      }
    }
    child.on('close', (code, signal) => resolve([code === 0 && signal === null, out]));
  });
}

const checks = run([join(here, 'typecheck.mjs')], true);
const tests = run([vitest, 'run', ...process.argv.slice(2)], false);
const [[testsOk], [checksOk, checksOut]] = await Promise.all([tests, checks]);
process.stdout.write(checksOut || 'type checks (tsc --noEmit, tsc --noEmit -p test/browser): no errors\n');
if (!checksOk) process.stdout.write('type checks FAILED\n');
process.exitCode = testsOk && checksOk ? 0 : 1;
