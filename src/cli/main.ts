/**
 * The `partizan` command line. Each subcommand lives in `src/cli/commands/<name>.ts`, is declared
 * with `defineCommand` (src/cli/define.ts) and is registered in `src/cli/commands/index.ts`;
 * src/cli/run.ts dispatches and reports errors. The command runs on a worker thread
 * (src/cli/worker.ts) started by src/cli/host.ts, which keeps the terminal and Ctrl-C.
 */
import { host } from './host.js';

host(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`partizan: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 70;
  },
);
