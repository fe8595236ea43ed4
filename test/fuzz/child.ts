/**
 * One fuzzing process: runs calls `from` to `to` (exclusive) of a run started from `origin`, in mode
 * `api` (a random export with random arguments) or `cli` (a random command line, in-process through
 * `runCli`), and writes one line per event to the log file given (synchronously, so that the lines
 * survive the process being killed or aborting):
 *
 *   S <index> <json description>        before the call
 *   E <index> <outcome> <ms> <detail>   after it: outcome `value`, `error:<CODE>` or `bad`
 *
 * A `bad` outcome is a failure (a throw outside the PartizanError family, or a family error whose
 * message is not bounded); a process that ends without the E line of its last S line failed on that
 * call (a crash, or the parent's watchdog killed it for taking too long).
 *
 * Usage: node --import tsx test/fuzz/child.ts <api|cli> <origin> <from> <to> <log file>
 * Replay one call, printing what happens: node --import tsx test/fuzz/child.ts <api|cli> <origin> <i> <i+1> -
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { PartizanError } from '../../src/index.js';
import { build, buildArgs } from './materialize.js';
import { callRng, type Desc, genArg, genFor, genRecipe, genString, int, paramNames, pick, type Rng, weighted } from './random.js';
import { collectTargets, hiddenMembers, internalConstructors, optionNames } from './targets.js';

const [mode, originText, fromText, toText, logFile] = process.argv.slice(2);
const origin = Number(originText);
const from = Number(fromText);
const to = Number(toText);
const log = (line: string): void => {
  if (logFile === '-') process.stderr.write(line + '\n');
  else appendFileSync(logFile!, line + '\n');
};

/** The longest message a family error may have (messages quote input through clip()). */
const MAX_MESSAGE = 1000;
/** How long an async call may stay pending before it counts as hanging. */
const ASYNC_MS = Number(process.env.PARTIZAN_FUZZ_CALL_MS ?? 20_000);

type Outcome = { kind: 'value' } | { kind: 'error'; code: string } | { kind: 'bad'; detail: string };

function judge(e: unknown): Outcome {
  if (e instanceof PartizanError) {
    if (typeof e.message !== 'string' || e.message.length > MAX_MESSAGE) return { kind: 'bad', detail: `${e.name} with a message of ${String(e.message).length} characters` };
    if (/\b(Infinity|NaN|undefined) characters\b/.test(e.message)) return { kind: 'bad', detail: `${e.name}: ${e.message.slice(0, 200)}` };
    return { kind: 'error', code: e.code };
  }
  const err = e as { name?: unknown; message?: unknown; stack?: unknown };
  const where = typeof err?.stack === 'string' ? err.stack.split('\n').slice(1, 4).map((l) => l.trim()).join(' | ') : '';
  return { kind: 'bad', detail: `${String(err?.name ?? typeof e)}: ${String(err?.message ?? e).slice(0, 300)} ${where}` };
}

async function settle(run: () => unknown): Promise<{ outcome: Outcome; value?: unknown }> {
  try {
    let v = run();
    if (v instanceof Promise) {
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<'hang'>((res) => (timer = setTimeout(() => res('hang'), ASYNC_MS)));
      const r = await Promise.race([v, hang]);
      clearTimeout(timer);
      if (r === 'hang') return { outcome: { kind: 'bad', detail: `a promise still pending after ${ASYNC_MS} ms` } };
      v = r;
    }
    return { outcome: { kind: 'value' }, value: v };
  } catch (e) {
    return { outcome: judge(e) };
  }
}

// ---------------------------------------------------------------------------------------------
// api mode

export interface ApiCall {
  target: string;
  self?: Desc;
  args: Desc[];
  /** A method or getter then called on the result. */
  then?: { member: number; args: Desc[] };
}

async function apiMode(): Promise<void> {
  const { targets, classes } = await collectTargets();
  const internal = internalConstructors();
  const keys = optionNames();
  const gameProto = classes.get('Game')!.prototype as object;
  // `new` on a class whose constructor is internal is not an input of the API; nor are the methods
  // of such classes on fresh instances (they are called on the instances the library returns)
  const usable = targets.filter((t) => (t.kind === 'new' ? !internal.has(t.name.replace(/^new .*\./, '')) : t.kind !== 'method' || t.owner === 'Game' || !internal.has(t.owner!)));
  const argsOf = (r: Rng): Desc[] => Array.from({ length: weighted(r, [[1, () => 0], [5, () => 1], [4, () => 2], [2, () => 3], [1, () => 4]]) }, () => genArg(r, keys));
  for (let i = from; i < to; i++) {
    const r = callRng(origin, i);
    const t = pick(r, usable);
    // half the calls: a value of the kind each parameter's name suggests, and sometimes one more
    const names = paramNames(t.fn);
    const plausible = names.length > 0 && r() < 0.5;
    const args = plausible ? names.map((n) => (r() < 0.9 ? genFor(r, n, keys) : genArg(r, keys))) : argsOf(r);
    if (plausible && r() < 0.1) args.push(genArg(r, keys));
    const call: ApiCall = { target: t.name, args };
    if (t.kind === 'method' && t.owner === 'Game') call.self = { game: genRecipe(r) };
    if (r() < 0.4) call.then = { member: int(r, 0, 1e6), args: argsOf(r) };
    log(`S ${i} ${JSON.stringify(call)}`);
    const t0 = performance.now();
    let outcome: Outcome;
    let detail = '';
    try {
      const args = buildArgs(call.args);
      const self: unknown = t.kind === 'method' && t.owner === 'Game' ? buildArgs([call.self!])[0] : t.self;
      const res = await settle(() => {
        if (t.kind === 'new') return new (t.fn as unknown as new (...a: unknown[]) => unknown)(...args);
        // a method of a class with a public constructor: on an instance built from the same arguments
        const on = t.kind === 'method' && t.owner !== 'Game' ? new (classes.get(t.owner!)!)(...args) : self;
        return t.getter ? t.fn.call(on) : t.fn.apply(on, args);
      });
      outcome = res.outcome;
      // then a method or getter of what came back (a class instance: a solution, a sweep, a game)
      if (outcome.kind === 'value' && call.then && res.value !== null && typeof res.value === 'object' && !Array.isArray(res.value)) {
        const proto = Object.getPrototypeOf(res.value) as object | null;
        // the runtime's objects are not the library's API: a generator (its next/throw/return), an
        // AbortSignal, a Map or a Promise all carry a Symbol.toStringTag, which no class of src/ sets
        const runtime = Symbol.toStringTag in (res.value as object);
        if (proto && proto !== Object.prototype && !runtime) {
          const members: Array<[string, PropertyDescriptor]> = [];
          // the library's classes only: a built-in's methods (an Int32Array's filter, a Map's set) are not its API
          const builtin = (p: object): boolean => {
            const c = (p as { constructor?: unknown }).constructor;
            return typeof c === 'function' && /\[native code\]/.test(Function.prototype.toString.call(c));
          };
          for (let p: object | null = proto; p && p !== Object.prototype && p !== Error.prototype && !builtin(p); p = Object.getPrototypeOf(p) as object | null) {
            const hidden = hiddenMembers().get((p as { constructor?: { name?: string } }).constructor?.name ?? '');
            for (const m of Object.getOwnPropertyNames(p).sort()) if (m !== 'constructor' && !hidden?.has(m)) members.push([m, Object.getOwnPropertyDescriptor(p, m)!]);
          }
          if (members.length > 0) {
            const [m, d] = members[call.then.member % members.length]!;
            detail = `then .${m}`;
            const thenArgs = buildArgs(call.then.args);
            const v = res.value as Record<string, (...a: unknown[]) => unknown>;
            const r2 = await settle(() => (d.get ? v[m] : typeof d.value === 'function' ? v[m]!(...thenArgs) : undefined));
            outcome = r2.outcome;
          }
        }
      }
      // a game that came back prints (its text is bounded or a LimitError)
      if (outcome.kind === 'value' && res.value !== null && typeof res.value === 'object' && Object.getPrototypeOf(res.value) === gameProto) {
        outcome = (await settle(() => String(res.value))).outcome;
      }
    } catch (e) {
      // building the arguments failed outside the family (a constructor of the library threw)
      outcome = judge(e);
      detail = `while building the arguments: ${detail}`;
    }
    const ms = Math.round(performance.now() - t0);
    log(`E ${i} ${outcome.kind === 'error' ? `error:${outcome.code}` : outcome.kind} ${ms} ${outcome.kind === 'bad' ? `${detail} ${outcome.detail}` : detail}`);
  }
}

// ---------------------------------------------------------------------------------------------
// cli mode

async function cliMode(): Promise<void> {
  const { runCli } = await import('../../src/cli/run.js');
  const { commands } = await import('../../src/cli/commands/index.js');
  // files a command may be pointed at: garbage, an empty file, a directory, a missing path
  mkdirSync('dir', { recursive: true });
  writeFileSync('garbage.json', '{"version":1,"n":5,"values":5e9}');
  writeFileSync('empty', '');
  const out = { bytes: 0, tail: '' };
  const write = (s: string | Uint8Array): boolean => {
    const text = typeof s === 'string' ? s : Buffer.from(s).toString('utf8');
    out.bytes += text.length;
    out.tail = (out.tail + text).slice(-300);
    return true;
  };
  process.stdout.write = write as typeof process.stdout.write;
  const stderrWrite = process.stderr.write.bind(process.stderr);
  process.stderr.write = write as typeof process.stderr.write;
  const fileValues = ['ck.json', 'out.svg', 'out.dot', 'out.json', 'garbage.json', 'empty', 'dir', '/nonexistent/x', '-'];
  for (let i = from; i < to; i++) {
    const r = callRng(origin, i);
    const cmd = pick(r, commands) as (typeof commands)[number] & { spec?: { flags: Record<string, { type: string; min?: number; max?: number; value?: string }>; args?: readonly [number, number] } };
    const argv: string[] = [cmd.name];
    const [amin, amax] = cmd.spec?.args ?? [0, 0];
    const nPos = r() < 0.85 ? int(r, amin, Math.min(amax, amin + 2)) : int(r, 0, 3);
    for (let k = 0; k < nPos; k++) {
      const d = cmd.name === 'loopy' && k === 0 && r() < 0.8 ? { s: pick(r, ['solve', 'count', 'play']) } : genString(r);
      argv.push(String(build(d)));
    }
    // `prove` waits up to its --time-limit (default 600 s, documented) for each solver call: the
    // fuzzer gives it 1 to 3 s, so that a call ends well inside the watchdog's limit (that the
    // limit is honoured is tested in test/reliability/issue22-fuzz.test.ts)
    const timed = cmd.spec?.flags['time-limit'] !== undefined;
    const flags = Object.entries(cmd.spec?.flags ?? {}).filter(([name]) => name !== 'time-limit');
    const nFlags = int(r, 0, Math.min(4, flags.length));
    for (let k = 0; k < nFlags; k++) {
      const [name, f] = pick(r, flags);
      if (f.type === 'boolean') argv.push(`--${name}`);
      else {
        const v =
          f.type === 'int'
            ? String(
                weighted<number | string>(r, [
                  [6, () => int(r, 0, 30)],
                  [2, () => int(r, f.min ?? 0, Math.min(f.max ?? 5000, (f.min ?? 0) + 5000))],
                  [2, () => pick(r, [-1, 0, f.min ?? 1, f.max ?? 1e9, (f.max ?? 1e9) + 1, 1e6, 1e12, 2 ** 53, 'x', '1.5', '', '1e3'])],
                ]),
              )
            : /FILE|PATH/i.test(f.value ?? '') || /checkpoint|resume|svg|dot|graph|out/i.test(name)
              ? pick(r, fileValues)
              : String(build(genString(r)));
        if (r() < 0.5) argv.push(`--${name}`, v);
        else argv.push(`--${name}=${v}`);
      }
    }
    if (r() < 0.1) argv.push(pick(r, ['--json', '--nope', '-x', '--', '--help', '--max-entries=1']));
    if (timed) argv.push(`--time-limit=${int(r, 1, 3)}`);
    const shown = argv.map((a) => (a.length > 120 ? `${JSON.stringify(a.slice(0, 60))}…(${a.length} chars)` : a));
    log(`S ${i} ${JSON.stringify({ argv: shown, lengths: argv.map((a) => a.length) })}`);
    const t0 = performance.now();
    out.tail = '';
    // each command reads a standard input of its own, empty: a process of the CLI reads its stdin
    // once, and a readline on a stream an earlier call ended never settles (Node's exit 13,
    // "unsettled top-level await", which `loopy play` gave here and never in a process of its own)
    Object.defineProperty(process, 'stdin', { value: Readable.from([]), configurable: true, writable: true });
    let outcome: Outcome;
    try {
      const code = await runCli(argv);
      if (![0, 1, 2, 130].includes(code)) outcome = { kind: 'bad', detail: `exit status ${code}` };
      else if (/internal error/.test(out.tail)) outcome = { kind: 'bad', detail: `printed an internal error: ${out.tail.slice(-200)}` };
      else outcome = code === 0 ? { kind: 'value' } : { kind: 'error', code: `exit${code}` };
    } catch (e) {
      outcome = judge(e);
      if (outcome.kind !== 'bad') outcome = { kind: 'bad', detail: `runCli rejected with ${String((e as Error).name)}` };
    }
    const ms = Math.round(performance.now() - t0);
    log(`E ${i} ${outcome.kind === 'error' ? `error:${outcome.code}` : outcome.kind} ${ms} ${outcome.kind === 'bad' ? outcome.detail : ''}`);
  }
  process.stderr.write = stderrWrite as typeof process.stderr.write;
}

if (mode === 'api') await apiMode();
else if (mode === 'cli') await cliMode();
else throw new Error(`mode must be api or cli, got ${mode}`);
// leave at once: pending timers and worker threads of the calls are not the fuzzer's business
process.exit(0);
