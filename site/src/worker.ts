/// <reference lib="webworker" />
/**
 * The engine, in a Web Worker: every computation of the page runs here, so the page never freezes.
 * Protocol: ./protocol.ts. Each job gets an AbortController; a `cancel` message aborts it. Library
 * computations that are synchronous run in slices (see {@link sliced}) so that the worker's event
 * loop gets turns to receive a `cancel`.
 */
import {
  AbortError,
  type Game,
  atomicWeightOrUndefined,
  format,
  gameTreeSvg,
  loopyGraphSvg,
  LimitError,
  mean,
  rcf,
  stops,
  temperature,
  thermographSvg,
  Game as GameClass,
  type Value,
  outcome as outcomeOf,
  parse,
  type Pseudonumber,
  type Progress,
  pseudonumberString,
  leftStop,
  rightStop,
  formatSide,
  anyOnside,
  anyOffside,
  dyString,
} from 'partizan';
import { ERRATA, NAMES, checkPaper, setValueTableLimit, table1Async, table2Async, table2Intervals } from 'partizan/chopsticks';
import { type LoopySolution, buildGraphAsync, solveGraphAsync, toRules } from 'partizan/chopsticks-played';
import { GAMES, MAX_SOLVER_ENTRIES, findGame } from 'partizan/games';
import { explainShort } from './explain';
import { type Answers, type CalcResult, type Explored, type GameAnswer, type GameInfo, type Job, MAX_BEST_OPTIONS, type PaperCheck, type Printed, type Reply, type Request, type SheetLine, type Table1Result, type WireError } from './protocol';
import { namesFor, splitLine, unknownName } from './sheet';

const post = (r: Reply): void => (self as unknown as DedicatedWorkerGlobalScope).postMessage(r);
const jobs = new Map<number, AbortController>();

/** Any value the calculator reads, printed. `format` for any value; outcome when it is a Game. */
function printed(v: Value): Printed {
  const outcome = outcomeOf(v);
  return { plain: format(v), unicode: format(v, { unicode: true, names: NAMES }), outcome };
}

/**
 * THE reader of the calculator's text: CGSuite notation, SIMPLE CHOPSTICKS positions such as
 * `(2|5)_40`, and sums of them (the library's chopsticks expressions; J names the paper's J), and
 * loopy games (`on + off`, `{0|pass}`, `a{0|{a|*}}`): the library's one reader.
 */
function readValue(text: string, signal: AbortSignal): Value {
  return parse(text, { loopy: true, names: NAMES, signal });
}

/**
 * Runs a synchronous library computation that takes a signal and resumes from its caches after
 * an abort (the Solver's transposition table, the chopsticks value table), in slices of ~40 ms:
 * a slice ends by aborting its own signal from the progress callback, the worker yields to its
 * event loop (where a `cancel` may arrive), and the computation is called again.
 */
async function sliced<T>(user: AbortSignal, compute: (signal: AbortSignal) => T): Promise<T> {
  for (;;) {
    if (user.aborted) throw new AbortError('cancelled');
    const slice = new AbortController();
    const deadline = performance.now() + 40;
    tick = (): void => {
      if (performance.now() > deadline) slice.abort();
    };
    const onUser = (): void => slice.abort();
    user.addEventListener('abort', onUser);
    try {
      return compute(slice.signal);
    } catch (e) {
      if (!(e instanceof AbortError) || user.aborted) throw e;
    } finally {
      user.removeEventListener('abort', onUser);
      tick = () => undefined;
    }
    await new Promise((r) => setTimeout(r, 0));
  }
}

function calc(text: string, signal: AbortSignal): Promise<CalcResult> {
  return sliced(signal, (s) => {
    const v = readValue(text, s);
    const out: CalcResult = { value: printed(v), short: v instanceof GameClass };
    if (!(v instanceof GameClass)) {
      // a loopy value: its stops (pseudonumbers such as `on`, `1over`) and sides
      const tryStop = (f: () => Pseudonumber): string | undefined => {
        try {
          return pseudonumberString(f());
        } catch {
          return undefined;
        }
      };
      out.leftStop = tryStop(() => leftStop(v));
      out.rightStop = tryStop(() => rightStop(v));
      // (a value whose sides are not stoppers shows its simplified sides)
      out.sides = `${formatSide(anyOnside(v))} & ${formatSide(anyOffside(v))}`;
      try {
        out.graphSvg = loopyGraphSvg(v, { signal: s });
      } catch (e) {
        if (!(e instanceof LimitError)) throw e;
        out.graphNote = e.message;
      }
      out.explanationNote =
        'No simplification steps for a loopy game: its value is not reached by removing dominated and reversible options from a finite tree but by solving its graph (above), whose onside and offside are the stoppers shown.';
      return out;
    }
    const st = stops(v);
    // exact fractions, as the CLI prints them (dyString: 5/4, not 1.25)
    out.leftStop = dyString(st.left);
    out.rightStop = dyString(st.right);
    out.mean = dyString(mean(v));
    out.temperature = dyString(temperature(v));
    const aw = atomicWeightOrUndefined(v);
    out.atomicWeight = aw.weight ? format(aw.weight, { unicode: true }) : `none (${aw.reason})`;
    out.rcf = format(rcf(v), { unicode: true, names: NAMES });
    out.thermographSvg = thermographSvg(v, { title: format(v, { unicode: true, names: NAMES }) });
    try {
      out.treeSvg = gameTreeSvg(v, { label: (g) => format(g, { unicode: true, names: NAMES }) });
    } catch (e) {
      if (!(e instanceof LimitError)) throw e;
      out.treeNote = e.message;
    }
    out.explanation = explainShort(text, v, s);
    return out;
  });
}

/**
 * The worksheet: its lines top to bottom (see ./sheet.ts), each read in its own slices, so Cancel is
 * heard between and inside lines. An error stays on its line; the lines below still run (a name
 * whose line failed is then unknown to them).
 */
async function sheet(lines: readonly string[], signal: AbortSignal): Promise<SheetLine[]> {
  const assigned = new Map<string, Value>();
  const out: SheetLine[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const { name, expr, offset } = splitLine(line);
    const row: SheetLine = name === undefined ? {} : { name };
    out.push(row);
    if (expr.trim() === '') {
      if (name !== undefined) row.error = { name: 'ParseError', message: `nothing after '${name} :=': write the value to assign`, column: line.length + 1 };
      continue;
    }
    const names = namesFor(NAMES, assigned);
    try {
      const v = await sliced(signal, (s) => parse(expr, { loopy: true, names, signal: s }));
      if (name !== undefined) {
        // the library's rule for names (a word other than Tiny, Miny, pass, v, ...), checked here on this line
        parse('0', { names: new Map([[name, v]]) });
        assigned.set(name, v);
      }
      row.value = printed(v);
      row.short = v instanceof GameClass;
    } catch (e) {
      if (signal.aborted) throw e;
      const w = wire(e);
      // the reader counts columns in the expression; the page shows the line as written
      w.message = w.message.replace(/^line \d+, column \d+: /, '');
      if (w.column !== undefined) w.column += offset;
      const why = unknownName(w.message, lines, at);
      if (why !== undefined) w.message = why;
      row.error = w;
    }
  }
  return out;
}

/** A short game value (its canonical form as printed) and its Left and Right options, for the explorer. */
function explore(text: string, signal: AbortSignal): Explored {
  const v = parse(text, { signal });
  if (!(v instanceof GameClass)) throw new Error('the explorer walks short games only');
  return { value: printed(v), left: v.leftOptions.map(printed), right: v.rightOptions.map(printed) };
}

async function doTable1(n: number, signal: AbortSignal, onProgress: (p: Progress) => void): Promise<Table1Result> {
  const cells = await table1Async(n, { signal, onProgress });
  const ids = new Map<Game, number>();
  const values: Printed[] = [];
  const grid = new Int32Array(cells.length);
  let at = 0;
  for (const c of cells) {
    let k = ids.get(c.value);
    if (k === undefined) {
      k = values.length;
      ids.set(c.value, k);
      values.push(printed(c.value));
    }
    grid[at++] = k;
  }
  const errata =
    n === 20
      ? ERRATA.filter((e) => e.id.startsWith('table1:')).map((e) => {
          const [i, j] = e.id.slice(7).split(',').map(Number) as [number, number];
          return { i, j, printed: e.printed, truth: e.truth, derivation: e.derivation };
        })
      : [];
  return { n, values, cells: grid, errata };
}

/** Progress messages at most every 50 ms. */
function progress(id: number): (p: Progress) => void {
  let last = 0;
  return ({ done, total }) => {
    const now = performance.now();
    if (now - last < 50 && (total === undefined || done < total)) return;
    last = now;
    post({ id, type: 'progress', done, total });
  };
}

const solutions = new Map<string, LoopySolution>();
async function solution(rules: string, signal: AbortSignal, onProgress?: (p: Progress) => void): Promise<LoopySolution> {
  const key = JSON.stringify(toRules(rules));
  let s = solutions.get(key);
  if (!s) {
    const r = toRules(rules);
    const g = await buildGraphAsync(r, { signal, ...(onProgress ? { onProgress } : {}) });
    s = await solveGraphAsync(g, { signal, ...(onProgress ? { onProgress } : {}) });
    solutions.set(key, s);
  }
  return s;
}

/** The progress callback of the slice being run (see {@link sliced}). */
let tick: () => void = () => undefined;
setValueTableLimit(MAX_SOLVER_ENTRIES, () => tick());

async function run(id: number, job: Job, signal: AbortSignal): Promise<Answers[Job['kind']]> {
  switch (job.kind) {
    case 'calc':
      return calc(job.text, signal);
    case 'table1':
      return doTable1(job.n, signal, progress(id));
    case 'table2': {
      const rows = await table2Async(job.maxN, { signal, onProgress: progress(id) });
      return table2Intervals(rows).map((b) => ({ from: b.from, to: b.to, value: printed(b.value) }));
    }
    case 'paper': {
      const report = checkPaper({ maxN: job.maxN, signal, onProgress: progress(id) });
      return report.checks.map((c): PaperCheck => ({ source: c.source, claim: c.claim, printed: c.printed, computed: c.computed, status: c.status }));
    }
    case 'loopy-solve': {
      const s = await solution(job.rules, signal, progress(id));
      const sum = s.summary();
      return { rules: job.rules, start: s.graph.codes[0]!, positions: sum.positions, counts: sum.counts };
    }
    case 'loopy-moves': {
      const s = await solution(job.rules, signal);
      const space = s.graph.space;
      const hands = space.decode(job.position);
      const players: number[][] = [];
      for (let q = 0; q < space.p; q++) players.push(Array.from(hands.subarray(q * space.h, (q + 1) * space.h)));
      return {
        code: job.position,
        text: space.format(job.position, true),
        hands: players,
        value: s.outcome(job.position),
        remoteness: s.remotenessOf(job.position),
        moves: s.moves(job.position).map((m) => ({ text: m.text, next: m.next, shift: m.shift, value: m.value, remoteness: m.remoteness, best: m.best })),
      };
    }
    case 'sheet':
      return sheet(job.lines, signal);
    case 'explore':
      return explore(job.value, signal);
    case 'catalog':
      return GAMES.map((d): GameInfo => ({
        id: d.id,
        name: d.name,
        kind: d.kind,
        summary: d.summary,
        syntax: d.syntax,
        source: d.source,
        examples: d.examples.map((e) => ({ ...e })),
        ...(d.toGrid && d.fromGrid && d.palette ? { palette: d.palette.map((x) => ({ char: x.char, label: x.label })) } : {}),
      }));
    case 'game': {
      // the registry's descriptor: parse (or fromGrid), format, value; run in the games' worker,
      // which the page terminates to cancel (see client.ts, startGame)
      const d = findGame(job.id);
      const editable = d.toGrid && d.fromGrid && d.palette;
      const p = job.grid && editable ? d.fromGrid!(job.grid) : d.parse(job.text ?? '');
      const v = d.value(p, { signal, onProgress: progress(id) });
      const g = editable ? d.toGrid!(p) : undefined;
      // the winning moves of each player moving first: an option wins for the mover when the
      // mover wins it as the second player (its outcome is P, or the mover's own class)
      const options = { L: d.moves(p, 'L'), R: d.moves(p, 'R') };
      let best: GameAnswer['best'];
      if (options.L.length + options.R.length <= MAX_BEST_OPTIONS) {
        const winning = (who: 'L' | 'R'): string[] =>
          options[who].filter((o) => {
            const oc = outcomeOf(d.value(o, { signal }));
            return oc === 'P' || oc === who;
          }).map((o) => d.format(o));
        best = { L: winning('L'), R: winning('R') };
      }
      return { text: d.format(p), value: printed(v), ...(g ? { grid: { rows: g.rows, cols: g.cols, cells: g.cells } } : {}), ...(best ? { best } : {}) };
    }
  }
}

function wire(e: unknown): WireError {
  const err = e instanceof Error ? e : new Error(String(e));
  const out: WireError = { name: err.name, message: err.message };
  const any = err as unknown as { code?: unknown; column?: unknown; index?: unknown };
  if (typeof any.code === 'string') out.code = any.code;
  if (typeof any.column === 'number' && any.column > 0) out.column = any.column;
  else if (typeof any.index === 'number') out.column = any.index + 1;
  return out;
}

self.onmessage = async (ev: MessageEvent<Request>): Promise<void> => {
  const msg = ev.data;
  if ('kind' in msg) {
    jobs.get(msg.id)?.abort();
    return;
  }
  const ac = new AbortController();
  jobs.set(msg.id, ac);
  try {
    const data = await run(msg.id, msg.job, ac.signal);
    if (ac.signal.aborted) post({ id: msg.id, type: 'cancelled' });
    else {
      // large typed arrays of an answer are transferred, not copied (a copy would be work for the page)
      const transfer = data && typeof data === 'object' && 'cells' in data && data.cells instanceof Int32Array ? [data.cells.buffer] : [];
      (self as unknown as DedicatedWorkerGlobalScope).postMessage({ id: msg.id, type: 'result', data } satisfies Reply, transfer);
    }
  } catch (e) {
    const aborted = ac.signal.aborted && (e instanceof AbortError || (e instanceof Error && e.name === 'AbortError'));
    post(aborted ? { id: msg.id, type: 'cancelled' } : { id: msg.id, type: 'error', error: wire(e) });
  } finally {
    jobs.delete(msg.id);
  }
};
