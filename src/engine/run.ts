/**
 * Run control: the one options shape of every long computation in the library.
 *
 * Every function that can run for more than about a second takes options that extend
 * {@link RunOptions}: an `AbortSignal`, one progress callback with one signature, and its own
 * named limits (`maxEntries`, `maxNodes`, ...), each a {@link LimitError} past it naming the option.
 *
 * Invariants kept by this module:
 * - A {@link RunControl} checks its signal at least every `checkEvery` steps and at every
 *   {@link RunControl.progress} call, so an aborted run stops within that many steps with an
 *   {@link AbortError} whatever the reason given to `abort()` (never a DOMException, never the raw
 *   reason).
 * - Progress is reported at most every `reportMs` milliseconds (default 100), so a callback never
 *   costs more than a few calls a second; `done` never decreases within one phase.
 */
import { ABORTED, AbortError, LimitError, checkAbort as throwIfAborted } from './errors.js';
import { kindError } from './guard.js';

/** A report of a long computation's progress. */
export interface Progress {
  /** What the computation is doing now (`'search'`, `'sidle'`, `'row'`, ...). */
  readonly phase: string;
  /** Units of work done in this phase. */
  readonly done: number;
  /** Units of work this phase will take, when known (then `done ≤ total`). */
  readonly total?: number;
  /** What a unit is (`'positions'`, `'rows'`, `'heaps'`, ...), for display. */
  readonly unit?: string;
}

/** The options every long computation takes (each adds its own limits). */
export interface RunOptions {
  /** Cancels the computation: it throws an {@link AbortError} soon after the signal fires. */
  signal?: AbortSignal;
  /** Called now and then (a few times a second at most) with the progress of the computation. */
  onProgress?: (progress: Progress) => void;
}

export { ABORTED, checkAbort as throwIfAborted } from './errors.js';

/**
 * Throws a {@link LimitError} naming `option` when `value > limit`.
 * @param what what was counted, for the message (`'positions in the table'`).
 */
export function checkLimit(value: number, limit: number, option: string, what: string): void {
  if (value > limit) throw new LimitError(`more than ${limit} ${what} (the limit ${option}; raise it to go further)`, option);
}

/**
 * Checks a limit option given by a caller: a positive integer (or `Infinity` when `infinite` is
 * allowed), else a {@link LimitError} naming it. Returns the value, or `fallback` when undefined.
 */
export function limitOption(value: unknown, fallback: number, option: string, opts: { min?: number; max?: number } = {}): number {
  if (value === undefined) return fallback;
  const min = opts.min ?? 1;
  const max = opts.max ?? Number.MAX_SAFE_INTEGER;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new LimitError(`${option} must be an integer from ${min} to ${max}, got ${String(value).slice(0, 40)}`, option);
  }
  return value;
}

/**
 * Checks the run options a caller gave (`fn` names the computation in the message): undefined or
 * an object, whose `signal` is undefined or an object (an AbortSignal) and whose `onProgress` is
 * undefined or a function; else a {@link KindError}. Every {@link RunControl} checks its options so.
 */
export function checkRunOptions(opts: unknown, fn: string): void {
  if (opts === undefined) return;
  if (opts === null || typeof opts !== 'object') throw kindError(fn, 'options', 'an object or undefined', opts);
  const { signal, onProgress } = opts as RunOptions;
  if (signal !== undefined && (signal === null || typeof signal !== 'object')) throw kindError(fn, 'signal', 'an AbortSignal or undefined', signal);
  if (onProgress !== undefined && typeof onProgress !== 'function') throw kindError(fn, 'onProgress', 'a function or undefined', onProgress);
}

/**
 * The signal and progress of one computation, cheap enough to call on every step:
 *
 * ```ts
 * const run = new RunControl(opts, 'search', 'positions');
 * for (...) { run.step(); ... }   // checks the signal every 4096 steps
 * run.progress(done, total);       // reports (throttled) and checks the signal
 * ```
 */
export class RunControl {
  private readonly signal: AbortSignal | undefined;
  private readonly report: ((p: Progress) => void) | undefined;
  private readonly mask: number;
  private readonly reportMs: number;
  private steps = 0;
  private lastReport = 0;
  /** The current phase. */
  phase: string;

  /**
   * @param opts the caller's options.
   * @param phase the first phase's name.
   * @param unit what `done` counts.
   * @param checkEvery check the signal every this many steps (rounded up to a power of two).
   */
  constructor(
    opts: RunOptions | undefined,
    phase: string,
    private readonly unit?: string,
    checkEvery = 4096,
    reportMs = 100,
  ) {
    checkRunOptions(opts, phase);
    this.signal = opts?.signal;
    this.report = opts?.onProgress;
    this.phase = phase;
    let m = 1;
    while (m < checkEvery) m *= 2;
    this.mask = m - 1;
    this.reportMs = reportMs;
    throwIfAborted(this.signal);
  }

  /** One step of work: checks the signal every `checkEvery` steps. */
  step(): void {
    if ((++this.steps & this.mask) === 0 && this.signal?.aborted) throw new AbortError(ABORTED);
  }

  /** Checks the signal now. */
  check(): void {
    throwIfAborted(this.signal);
  }

  /** Reports progress (at most every `reportMs` ms, and always when `force`) and checks the signal. */
  progress(done: number, total?: number, force = false): void {
    throwIfAborted(this.signal);
    if (this.report === undefined) return;
    const now = Date.now();
    if (!force && now - this.lastReport < this.reportMs) return;
    this.lastReport = now;
    this.report({ phase: this.phase, done, total, unit: this.unit });
  }
}

const abortedOf = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted')!.get!;

/**
 * An AbortSignal that is aborted (with an {@link AbortError}) as soon as `poll()` returns true:
 * every read of its `aborted` calls `poll`, so code that checks `signal.aborted` inside a
 * synchronous loop sees the condition with no event-loop turn (a deadline, a flag in shared memory).
 * Its listeners fire at the first read that finds the condition true.
 */
export function pollingSignal(poll: () => boolean): AbortSignal {
  const ac = new AbortController();
  const signal = ac.signal;
  const read = (): boolean => {
    if (!(abortedOf.call(signal) as boolean) && poll()) ac.abort(new AbortError(ABORTED));
    return abortedOf.call(signal) as boolean;
  };
  Object.defineProperty(signal, 'aborted', { get: read, configurable: true });
  Object.defineProperty(signal, 'throwIfAborted', {
    value: (): void => {
      if (read()) throw signal.reason;
    },
    configurable: true,
  });
  return signal;
}

/**
 * Runs a long synchronous computation so that the event loop gets a turn at least every `sliceMs`
 * milliseconds (so timers, a Cancel button, a SIGINT handler can abort `signal`): `compute(slice)`
 * is called with a signal that is aborted when `signal` is or when the slice's time is up; on the
 * slice's {@link AbortError} the event loop gets a turn and `compute` is called again.
 *
 * Requirement on `compute`: it checks the signal it is given, and an aborted call loses no finished
 * work (it resumes from its tables, as the ruleset Solver does from its transposition table), so the
 * slices add up to one run. After `signal` is aborted the promise rejects with an AbortError.
 */
export async function runInSlices<T>(compute: (slice: AbortSignal) => T, signal?: AbortSignal, sliceMs = 50): Promise<T> {
  if (typeof compute !== 'function') throw kindError('runInSlices', 'compute', 'a function', compute);
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw kindError('runInSlices', 'signal', 'an AbortSignal or undefined', signal);
  sliceMs = limitOption(sliceMs, 50, 'sliceMs');
  for (;;) {
    throwIfAborted(signal);
    const deadline = Date.now() + sliceMs;
    const slice = pollingSignal(() => signal?.aborted === true || Date.now() >= deadline);
    try {
      return compute(slice);
    } catch (e) {
      if (!(e instanceof AbortError) || !slice.aborted) throw e;
    }
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}
