/**
 * Child process of bench/grid-games.ts: values every sum of one set of bench/data/mcgs-positions.json
 * in a fresh process (cold engine caches), checks each against the set's expected outcomes or nim
 * values, and prints the times as JSON. Usage: `node --import tsx bench/grid-games-child.ts SET`.
 * With a third argument `outcome`, it decides who wins instead (the outcome search, `firstPlayerWins`'s
 * engine, for each first player the test file names), as MCGS does, and checks that.
 */
import { readFileSync } from 'node:fs';
import { add, type Game, setMaxWork, zero } from '../src/index.js';
import { findGame, OutcomeSearch } from '../src/games/index.js';
import { AmazonsSolver, clobberSolver, cramNimValue, parseAmazons, parseClobber, parseCram, TopplingSolver } from '../src/entries/games.js';

interface Case {
  line: number;
  games: string[];
  commands: string[];
}
interface Set {
  name: string;
  game: string;
  cases: Case[];
}

const sets = (JSON.parse(readFileSync(new URL('./data/mcgs-positions.json', import.meta.url), 'utf8')) as { sets: Set[] }).sets;
const set = sets.find((s) => s.name === process.argv[2])!;
// The values of sums are canonical forms of the whole sum: a sum of three Toppling rows of 20 takes
// up to 1.2·10^7 steps of work (its canonical form has some 13,000 followers, whatever the order of
// the additions), past the engine's default limit of 10^7 (a few seconds), so the limit is raised here.
setMaxWork(1e9);
const clobber = clobberSolver();
const amazons = new AmazonsSolver();
const toppling = new TopplingSolver();

/** MCGS's text of one game as this library's. */
function valueOf(game: string, text: string): Game | number {
  if (game === 'clobber') return clobber.value(parseClobber(text.toLowerCase()));
  if (game === 'amazons') return amazons.value(parseAmazons(text.toLowerCase()));
  if (game === 'toppling') return toppling.value(text.replace(/X/g, 'l').replace(/O/g, 'r').replace(/#/g, 'e'));
  return cramNimValue(parseCram(text));
}

/**
 * Waits until the loading is over: the module loader's worker thread and the engine's background
 * compilation go on using CPU for some 20 to 60 ms after the imports return, which would count in
 * the first set's time. Returns once 50 ms pass with under 2 ms of CPU (at most 2 s).
 */
async function quiet(): Promise<void> {
  const cpu = (): number => ((u) => (u.user + u.system) / 1000)(process.cpuUsage());
  const start = performance.now();
  for (;;) {
    const c = cpu();
    await new Promise((r) => setTimeout(r, 50));
    if (cpu() - c < 2 || performance.now() - start > 2000) return;
  }
}

async function main(): Promise<void> {
  await quiet();
  let wrong = 0;
  let slowest = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  if (process.argv[3] === 'outcome') {
    // who wins, by the outcome search of the game's descriptor (a fresh search per set)
    const d = findGame(set.game === 'toppling' ? 'toppling-dominoes' : set.game);
    const search = new OutcomeSearch(d.outcomeRules!());
    const text = (g: string): string => (set.game === 'toppling' ? g.replace(/X/g, 'l').replace(/O/g, 'r').replace(/#/g, 'e') : g.toLowerCase());
    for (const c of set.cases) {
      const t1 = performance.now();
      const p = d.parse(c.games.map(text).join('|'));
      for (const cmd of c.commands) {
        const m = /^([BW]) (win|loss)$/.exec(cmd);
        if (m && search.wins(p, m[1] === 'B' ? 'L' : 'R') !== (m[2] === 'win')) wrong++;
      }
      slowest = Math.max(slowest, performance.now() - t1);
    }
  }
  for (const c of process.argv[3] === 'outcome' ? [] : set.cases) {
    const t1 = performance.now();
    let v: Game = zero;
    let k = 0;
    for (const g of c.games) {
      const x = valueOf(set.game, g);
      if (typeof x === 'number') k ^= x;
      else v = add(v, x);
    }
    const o = v.outcome();
    for (const cmd of c.commands) {
      const m = /^([BW]) (win|loss)$/.exec(cmd);
      if (m) {
        const wins = m[1] === 'B' ? o === 'L' || o === 'N' : o === 'R' || o === 'N';
        if (wins !== (m[2] === 'win')) wrong++;
      }
      const n = /^N (\d+)$/.exec(cmd);
      if (n && Number(n[1]) !== k) wrong++;
    }
    slowest = Math.max(slowest, performance.now() - t1);
  }
  const ms = performance.now() - t0;
  console.log(JSON.stringify({ ms, cpuMs: ((u) => (u.user + u.system) / 1000)(process.cpuUsage(c0)), rssMB: process.memoryUsage().rss / 2 ** 20, cases: set.cases.length, wrong, slowestMs: slowest }));
}

void main();
