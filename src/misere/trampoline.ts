/**
 * Deep recursions without the native stack: a computation written as a generator yields the
 * sub-computations it needs ({@link call}) and receives their results; {@link run} drives them on
 * an explicit array stack, so its depth on the native stack stays constant however deep the
 * recursion goes (a game's birthday, a heap's size).
 *
 * Invariant: {@link run} resumes exactly one generator at a time, the top of its stack, and hands
 * each finished generator's return value to the one below it.
 */

/** A request to run a sub-computation, yielded by a {@link Task}. */
export interface Call {
  /** The sub-computation. */
  readonly task: Task<unknown>;
}

/** A computation that may yield {@link Call}s and returns a T. */
export type Task<T> = Generator<Call, T, unknown>;

/** Wraps a sub-computation for `yield`: `const v = (yield call(task)) as T`. */
export function call<T>(task: Task<T>): Call {
  return { task };
}

/**
 * Runs `root` to completion on an explicit stack and returns its value.
 * @param onStep called once per resumption (for abort checks), optional.
 */
export function run<T>(root: Task<T>, onStep?: () => void): T {
  const stack: Array<Task<unknown>> = [root];
  let input: unknown = undefined;
  for (;;) {
    onStep?.();
    const top = stack[stack.length - 1]!;
    const r = top.next(input);
    if (r.done === true) {
      stack.pop();
      input = r.value;
      if (stack.length === 0) return r.value as T;
    } else {
      stack.push(r.value.task);
      input = undefined;
    }
  }
}
