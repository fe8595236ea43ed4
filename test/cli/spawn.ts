/**
 * The `partizan` command as a child process, for the tests where the process itself is what is
 * checked (exit statuses, Ctrl-C, standard output of a real process, determinism across processes).
 * It runs the bundle of the current sources that the global setup builds once per test run
 * (test/setup/global.ts): `node <bundle>/cli.cjs ...`, the command's two threads as the package
 * ships them. Commands whose process does not matter run in-process (test/cli/capture.ts).
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import type {} from '../setup/provided.js';

/** The command's entry file for this test run. */
export function cliFile(): string {
  return join(inject('cliBundle'), 'cli.cjs');
}

/** `node` and its arguments that run `partizan ...args`. */
export function cliArgv(args: readonly string[]): [string, string[]] {
  return [process.execPath, [cliFile(), ...args]];
}

/** Runs `partizan ...args` to its end (text output, a 1 GiB buffer, 120 s at most unless `options` say otherwise). */
export function cliSync(args: readonly string[], options: Partial<SpawnSyncOptionsWithStringEncoding> = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [cliFile(), ...args], { encoding: 'utf8', maxBuffer: 1 << 30, timeout: 120_000, ...options });
}

/** Starts `partizan ...args` (standard input ignored, output piped, unless `options` say otherwise). */
export function cliSpawn(args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, [cliFile(), ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...options });
}
