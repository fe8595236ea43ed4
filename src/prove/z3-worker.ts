/**
 * The prover's worker thread (started by z3.ts through the worker pool, from its own file of the
 * package, `prove-worker.js` / `.cjs`): runs Z3 (z3-local.ts) for the requests of its one pool, one
 * at a time, and posts `'start'` when Z3 is loaded and about to read a text, so that the calling
 * thread starts the call's clock then (loading excluded) and can stop this thread, whatever Z3 is
 * doing, past the limit or on an abort.
 * @internal
 */
import { serveRequests } from '../engine/pool-worker.js';
import { checkLocal, localAvailable, runSmtLibLocal, type CheckOptions } from './z3-local.js';

/** A request of the prover's pool. @internal */
export type ProverRequest =
  | { readonly t: 'load' }
  | { readonly t: 'check'; readonly text: string; readonly opts: CheckOptions }
  | { readonly t: 'smtlib'; readonly text: string; readonly ms: number };

serveRequests((m: ProverRequest, worker) => {
  const started = (): void => worker.post('start');
  if (m.t === 'load') return localAvailable();
  if (m.t === 'check') return checkLocal(m.text, m.opts, started);
  return runSmtLibLocal(m.text, m.ms, started);
});
