#!/usr/bin/env node
/**
 * `npm test`'s type checks: `tsc --noEmit` (library, tests, bench, configs) and `tsc --noEmit -p
 * test/browser` (the site and the browser tests, with the DOM library), run side by side (each is
 * one thread; on two cores this takes the longer of the two, not their sum). Each one's output is
 * printed when it ends; the exit status is non-zero when either fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const runs = [['--noEmit'], ['--noEmit', '-p', 'test/browser']].map(
  (args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [tsc, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code, signal) => {
        if (out) process.stdout.write(`tsc ${args.join(' ')}:\n${out}`);
        resolve(code === 0 && signal === null);
      });
    }),
);
process.exitCode = (await Promise.all(runs)).every(Boolean) ? 0 : 1;
