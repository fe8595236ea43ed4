/**
 * The random inputs of the export and CLI fuzzers, as plain JSON descriptors (so that a failing
 * input can be printed, stored and replayed): the child process turns a descriptor into a value
 * (materialize.ts). Everything is drawn from a PRNG started by (origin, index of the call), so call i
 * is the same whichever process runs it and whatever ran before it.
 */

/** A small deterministic PRNG (mulberry32). */
export type Rng = () => number;

export function rng(origin: number): Rng {
  let a = origin >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit integer hash (murmur3's finaliser): near inputs give unrelated outputs. */
function mix(x: number): number {
  x = Math.imul((x ^ (x >>> 16)) >>> 0, 0x85ebca6b) >>> 0;
  x = Math.imul((x ^ (x >>> 13)) >>> 0, 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * The PRNG of call `index` in a run started from `origin`. The origin is hashed before the index
 * is added, so runs from near origins (20261128, 20261201) try unrelated calls, not the same calls
 * shifted (an xor of origin and index gave call i of one origin as call j of another).
 */
export function callRng(origin: number, index: number): Rng {
  return rng(mix((mix((origin ^ 0x9e3779b9) >>> 0) + Math.imul(index, 0x7f4a7c15)) >>> 0));
}

export const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Picks a branch by weight. */
export function weighted<T>(r: Rng, branches: ReadonlyArray<readonly [number, () => T]>): T {
  let total = 0;
  for (const [w] of branches) total += w;
  let x = r() * total;
  for (const [w, f] of branches) {
    x -= w;
    if (x < 0) return f();
  }
  return branches[branches.length - 1]![1]();
}

/**
 * A value to be built in the child. `{n}` a number (non-finite ones and −0 as strings), `{big}` a
 * bigint, `{s}` a string, `{rep: [piece, k], tail}` a long string, `{a}` an array, `{o}` an
 * object (key, value pairs, in order, `__proto__` kept as an own key), `{game}` a short game from
 * a recipe, `{loopy}` a loopy value from text, `{signal}` an AbortSignal, `{fn}` a callback,
 * `{position}` a SIMPLE CHOPSTICKS position, `{sym}` a symbol.
 */
export type Desc =
  | null
  | { u: 1 }
  | { b: boolean }
  | { n: number | string }
  | { big: string }
  | { s: string }
  | { rep: [string, number]; tail?: string }
  | { a: Desc[] }
  | { o: Array<[string, Desc]> }
  | { game: GameRecipe }
  | { loopy: string }
  | { signal: 'aborted' | 'live' | 'soon' }
  | { fn: 'noop' | 'five' | 'self' }
  | { position: string }
  | { sym: string };

/** How a short game is made: from CGSuite text, or by a constructor. */
export type GameRecipe =
  | { text: string }
  | { nim: number }
  | { num: string }
  | { upNth: number }
  | { upPow: number }
  | { switchOf: GameRecipe }
  | { chain: number }
  | { sum: [GameRecipe, GameRecipe] }
  | { random: number };

const SPECIAL_NUMBERS: ReadonlyArray<number | string> = [
  0, '-0', 1, -1, 2, 3, 0.1, 0.5, 1.5, -2.75, 1 / 3, 13, 40, 400, 1000, 3000, 5001, 20000, 65536, 100000, 1e6, 1e7,
  2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, 3e9, 5e9, 1e21, 1e308, -1e308, 'NaN', 'Infinity', '-Infinity', 5e-324,
];

/** Texts of every kind the library reads, and the inputs issue 22 names. */
export const STRINGS: readonly string[] = [
  '', ' ', '0', '*', '^', 'v', '^*', '*2', '*20000', '*100000', '1/2', '-3/8', '+-1', '+-3/4', '{1|0}', '{0||0|-1}', '{3|{1|-1}}', '{0|*}',
  '^[5]', '^<3>', '^[100000]', '*10000 + +-3/4', '*1000 + +-3/4', '*65536 + +-3/4', '*100000 + {1|0}', '1000*{0||0|-1}', '1000000*{0||0|-1}',
  '(^).NortonProduct(^)', 'Tiny(2)', '2.5', '*.22', '1/2:1', '{1|2|3}', '{', '}', '|', '{|}', 'a{0|b}', 'a{0|a}', 'on', 'off', 'over', 'upon', 'dud', 'tis',
  'pass', 'on + off', '{0|pass}', '{2&-*822|1&-2}', '65536 - on', '+-+-+-on', '(1|1)_12', '(1|2)_20 + ^', '(1^3,2|1^2,2^2)_2', '(2|5)_40', '(1^2|1)_1000',
  '(1|1)_3', '((1|1)_3) + ^', 'normal', 'cutoff', 'rollover', 'blog', 'simple-wikipedia', 'student', 'suns', '{"hands":3,"r":4}', '{"hands":3n}',
  '{"__proto__":{"r":3}}', '11-11', '1-1', '...|...', '.....|.....|.....|.....', '#', 'BRRB', 'B(R,G)', 'TT.F', 'T.F', 'domineering', 'hackenbush',
  'toads-frogs', 'chopsticks', 'simple-chopsticks', 'J', '±J', '↑^[2]', '⇑', '∗', '\u0000', '\ud800', '🎲', 'NaN', 'Infinity', '-1', '1e309',
  '/nonexistent/file', '.', 'ck.json', 'out.svg', 'dir', 'true', 'null', '[]', '{}', 'constructor', '__proto__', 'toString',
];

/**
 * Texts of short games used as arguments (games built once per call, so the costly texts of issue
 * 22, which the strings above also hold, are not rebuilt as every other argument).
 */
const GAME_TEXTS: readonly string[] = [
  '0', '*', '^', 'v', '^*', '*2', '*20000', '*100000', '1/2', '-3/8', '+-1', '+-3/4', '{1|0}', '{0||0|-1}', '{3|{1|-1}}', '{0|*}', '^[5]', '^<3>',
  '*1000 + +-3/4', '*65536 + +-3/4', '*100000 + {1|0}', '10*{0||0|-1}', 'Tiny(2)', '2.5', '*.22', '1/2:1', '(1|1)_12', '(2|5)_40', '{2|{1|0}}', '{1,{2|0}|-1}',
];

/** Pieces of long strings (a piece repeated k times, then a tail). */
const LONG: ReadonlyArray<[string, string]> = [
  ['*:', '*'],
  ['{', '0'],
  ['+-', 'on'],
  ['^', ''],
  ['(', '1'],
  ['{0|', '0}'],
  ['1+', '1'],
  ['a', ''],
  ['{', 'on'],
  ['(^).NortonProduct(', '^'],
  ['on+', 'on'],
  ['upon+', 'upon'],
];

const RANDOM_CHARS = '0123456789*^v{}|()[]<>+-.,:_/&!@# \n\tabcdefgxyzJLNPRTonpsuv↑↓⇑±∗½';

/** Names of options (read from the library's sources by the child) and a few inherited ones. */
export const TRICKY_KEYS: readonly string[] = ['__proto__', 'constructor', 'toString', 'valueOf', 'then', 'length', 'prototype', ''];

export function genString(r: Rng): Desc {
  return weighted<Desc>(r, [
    [12, () => ({ s: pick(r, STRINGS) })],
    [
      5,
      () => {
        let s = '';
        const n = int(r, 0, 30);
        for (let i = 0; i < n; i++) s += RANDOM_CHARS[Math.floor(r() * RANDOM_CHARS.length)];
        return { s };
      },
    ],
    [3, () => ({ s: pick(r, STRINGS) + pick(r, [' + ', ' - ', '', '*', ':', '.', ' & ']) + pick(r, STRINGS) })],
    [
      2,
      () => {
        const [piece, tail] = pick(r, LONG);
        return { rep: [piece, pick(r, [50, 1000, 5000, 50_000, 250_000, 1_000_000])], tail };
      },
    ],
  ]);
}

export function genRecipe(r: Rng, depth = 0): GameRecipe {
  return weighted<GameRecipe>(r, [
    [6, () => ({ text: pick(r, GAME_TEXTS) })],
    [4, () => ({ nim: pick(r, [0, 1, 2, 3, 5, 64, 1000, 20000, 65536, 100000, 1 << 20, 2 ** 30]) })],
    [3, () => ({ num: pick(r, ['0', '1', '-1', '1/2', '3/4', '-3/8', '100', '1/1024', '9007199254740991']) })],
    [2, () => ({ upNth: pick(r, [1, 2, 5, 100, 1000]) })],
    [1, () => ({ upPow: pick(r, [1, 2, 5, 100]) })],
    [2, () => ({ switchOf: depth < 2 ? genRecipe(r, depth + 1) : { num: '1' } })],
    [1, () => ({ chain: pick(r, [10, 100, 1000, 10_000]) })],
    [2, () => ({ sum: depth < 2 ? [genRecipe(r, depth + 1), genRecipe(r, depth + 1)] : [{ nim: 3 }, { num: '1/2' }] })],
    [4, () => ({ random: int(r, 1, 1_000_000) })],
  ]);
}

/** One argument, of any kind. `keys` are the option names of the library. */
export function genArg(r: Rng, keys: readonly string[], depth = 0): Desc {
  const deeper = (): Desc => (depth < 3 ? genArg(r, keys, depth + 1) : { n: int(r, -2, 10) });
  return weighted<Desc>(r, [
    [10, () => ({ n: int(r, -3, 24) })],
    [6, () => ({ n: pick(r, SPECIAL_NUMBERS) })],
    [2, () => ({ n: int(r, 0, 5000) })],
    [1, () => ({ big: pick(r, ['0', '3', '-1', '18446744073709551616']) })],
    [16, () => genString(r)],
    [2, () => ({ b: r() < 0.5 })],
    [2, () => null],
    [2, () => ({ u: 1 })],
    [3, () => ({ a: Array.from({ length: int(r, 0, 4) }, deeper) })],
    [3, () => ({ a: Array.from({ length: int(r, 0, 5) }, () => ({ game: genRecipe(r) })) })],
    [
      9,
      () => ({
        o: Array.from({ length: int(r, 0, 4) }, () => [r() < 0.85 ? pick(r, keys) : pick(r, TRICKY_KEYS), deeper()] as [string, Desc]),
      }),
    ],
    [18, () => ({ game: genRecipe(r) })],
    [3, () => ({ loopy: pick(r, ['on', 'off', 'over', 'under', 'upon', 'dud', 'tis', 'tisn', 'on + off', '{0|pass}', 'a{0|{a|*}}', '^ & v', '1&-1', '{2&-*5|1&-2}']) })],
    [3, () => ({ signal: pick(r, ['aborted', 'live', 'soon'] as const) })],
    [2, () => ({ fn: pick(r, ['noop', 'five', 'self'] as const) })],
    [3, () => ({ position: pick(r, ['(1|1)_12', '(1|2)_20', '(2|5)_40', '(1^3,2|1^2,2^2)_2', '(1|1)_3', '(4|4)_7', '(1^2|1)_1000']) })],
    [0.3, () => ({ sym: 'x' })],
  ]);
}

/** A short text of a descriptor, for reports (long strings shown by their recipe). */
export function showDesc(d: Desc): string {
  if (d === null) return 'null';
  if ('u' in d) return 'undefined';
  if ('b' in d) return String(d.b);
  if ('n' in d) return String(d.n);
  if ('big' in d) return `${d.big}n`;
  if ('s' in d) return JSON.stringify(d.s.length > 80 ? d.s.slice(0, 80) + '…' : d.s);
  if ('rep' in d) return `${JSON.stringify(d.rep[0])}.repeat(${d.rep[1]})${d.tail ? ` + ${JSON.stringify(d.tail)}` : ''}`;
  if ('a' in d) return `[${d.a.map(showDesc).join(', ')}]`;
  if ('o' in d) return `{${d.o.map(([k, v]) => `${JSON.stringify(k)}: ${showDesc(v)}`).join(', ')}}`;
  if ('game' in d) return showRecipe(d.game);
  if ('loopy' in d) return `parse(${JSON.stringify(d.loopy)}, { loopy: true })`;
  if ('signal' in d) return `signal(${d.signal})`;
  if ('fn' in d) return `fn(${d.fn})`;
  if ('position' in d) return `parsePosition(${JSON.stringify(d.position)})`;
  return `Symbol(${d.sym})`;
}

export function showRecipe(g: GameRecipe): string {
  if ('text' in g) return `parse(${JSON.stringify(g.text)})`;
  if ('nim' in g) return `nim(${g.nim})`;
  if ('num' in g) return `num(${JSON.stringify(g.num)})`;
  if ('upNth' in g) return `upNth(${g.upNth})`;
  if ('upPow' in g) return `upPow(${g.upPow})`;
  if ('switchOf' in g) return `switchOf(${showRecipe(g.switchOf)})`;
  if ('chain' in g) return `chain(${g.chain})`;
  if ('sum' in g) return `add(${showRecipe(g.sum[0])}, ${showRecipe(g.sum[1])})`;
  return `randomGame(${g.random})`;
}

/**
 * The parameter names of a function, read from its source text (`(g, opts = {})` gives `g`,
 * `opts`), for arguments of a plausible kind: most calls of a fuzzer with arguments of any kind
 * stop at the first type check, so half the calls give each parameter a value of the kind its name
 * suggests.
 */
export function paramNames(f: (...a: never[]) => unknown): string[] {
  const src = Function.prototype.toString.call(f);
  const open = src.indexOf('(');
  if (open < 0) return [];
  let depth = 0;
  let end = open;
  for (; end < src.length; end++) {
    const c = src[end];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) break;
    }
  }
  const inner = src.slice(open + 1, end);
  const names: string[] = [];
  depth = 0;
  let cur = '';
  for (const c of inner + ',') {
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    if (c === ',' && depth === 0) {
      const name = /^\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(cur)?.[1] ?? (cur.trim().startsWith('{') ? 'opts' : 'x');
      if (cur.trim() !== '') names.push(name);
      cur = '';
    } else cur += c;
  }
  return names;
}

/** A value of the kind a parameter's name suggests (a game for `g`, options for `opts`, ...). */
export function genFor(r: Rng, name: string, keys: readonly string[]): Desc {
  const n = name.toLowerCase();
  if (/^(g|h|a|b|x|y|u|v|t|s|game|value|base|from|to|by|left|right|other|values|games|gs|w)$/.test(n)) {
    if (/^(t|by|from|to)$/.test(n) && r() < 0.5) return { n: pick(r, [0, 1, -1, 0.5, 0.1, '-1/2', 2, -0.75, 1e9, 'NaN']) };
    if (/s$/.test(n) && n.length > 1) return { a: Array.from({ length: int(r, 0, 4) }, () => ({ game: genRecipe(r) })) };
    return r() < 0.85 ? { game: genRecipe(r) } : { loopy: pick(r, ['on', 'upon', 'dud', 'over', '{0|pass}']) };
  }
  if (/^(n|k|m|i|j|max|maxn|count|depth|limit|index|hands|fingers|rows|cols|width|height|size|threads|day|steps|copies)$/.test(n)) {
    return weighted<Desc>(r, [
      [6, () => ({ n: int(r, 0, 24) })],
      [3, () => ({ n: pick(r, SPECIAL_NUMBERS) })],
      [1, () => ({ n: int(r, 0, 5000) })],
    ]);
  }
  if (/(opts|options|limits|config)$/.test(n)) {
    return { o: Array.from({ length: int(r, 0, 4) }, () => [r() < 0.9 ? pick(r, keys) : pick(r, TRICKY_KEYS), genArg(r, keys, 2)] as [string, Desc]) };
  }
  if (/(signal)$/.test(n)) return { signal: pick(r, ['aborted', 'live', 'soon'] as const) };
  if (/(text|expr|input|str|source|name|notation|board|rules|preset|line|key|id)$/.test(n)) return genString(r);
  if (/(position|pos|p)$/.test(n)) return { position: pick(r, ['(1|1)_12', '(1|2)_20', '(2|5)_40', '(1|1)_3', '(4|4)_7']) };
  if (/(fn|callback|on\w+|cb|f)$/.test(n)) return { fn: pick(r, ['noop', 'five', 'self'] as const) };
  return genArg(r, keys);
}
