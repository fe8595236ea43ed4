/**
 * Long computations written once as generators that `yield` at their checkpoints (where they
 * also check the signal and report progress), and two drivers: {@link runSync} runs one to the
 * end, {@link runAsync} gives the event loop a turn now and then, so that a signal aborted by an
 * event (a SIGINT handler, a timer, a UI button) stops the computation at its next checkpoint.
 */

/** A computation that yields at its checkpoints and returns `T`. */
export type Steps<T> = Generator<void, T, void>;

/** Runs `steps` to the end synchronously. */
export function runSync<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Runs `steps`, handing the event loop a turn at a checkpoint at least every `sliceMs` ms. */
export async function runAsync<T>(steps: Steps<T>, sliceMs = 50): Promise<T> {
  let last = Date.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (Date.now() - last >= sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      last = Date.now();
    }
  }
}
