/**
 * Heap games in the registry: Nim, Kayles, Dawson's Kayles, Officers, Grundy's game, and any
 * take-and-break game by its code. A position is a sum of heaps; its value is the nimber of its
 * nim value, computed by the nim-value engine (src/impartial), never as a canonical form.
 */
import { nim } from '../../engine/constructors.js';
import { NimSequence } from '../../impartial/sequence.js';
import { HeapCodeError, type HeapRules, parseHeapRules } from '../../impartial/heap-rules.js';
import { PositionSyntaxError } from '../syntax-error.js';
import type { GameDescriptor, GameExample } from '../registry.js';
import { guardDescriptor, kindName } from '../guard.js';
import { KindError, clip } from '../../engine/errors.js';

/** A sum of heaps of one heap game. */
export interface HeapSum {
  /** The code, normalized (`'0.77'`). */
  readonly code: string;
  /** The heap sizes, in the order written. */
  readonly heaps: readonly number[];
}

/** The largest heap a position of the registry may have (its values are computed up to it). */
export const MAX_REGISTRY_HEAP = 1_000_000;

function readHeaps(text: string, game: string): number[] {
  const t = text.trim();
  if (t === '' || t === '0') return t === '' ? [] : [0];
  const words = t.split(/[\s,+]+/);
  return words.map((w) => {
    if (!/^\d{1,7}$/.test(w) || Number(w) > MAX_REGISTRY_HEAP) throw new PositionSyntaxError(game, text, Math.max(0, text.indexOf(w)), `a heap size from 0 to ${MAX_REGISTRY_HEAP} (heaps separated by spaces or +)`);
    return Number(w);
  });
}

const sequences = new Map<string, NimSequence>();

/** The nim value of a sum of heaps (one shared sequence per code). */
function sumValue(rules: HeapRules, heaps: readonly number[]): number {
  let s = sequences.get(rules.code);
  if (s === undefined) {
    if (sequences.size > 32) sequences.clear();
    s = new NimSequence(rules, { maxHeap: MAX_REGISTRY_HEAP });
    sequences.set(rules.code, s);
  }
  let v = 0;
  for (const h of heaps) {
    s.extend(h);
    v ^= s.at(h);
  }
  return v;
}

function moves(rules: HeapRules, p: HeapSum): HeapSum[] {
  const out: HeapSum[] = [];
  p.heaps.forEach((h, k) => {
    rules.forEachMove(h, (parts, c) => {
      out.push({ code: p.code, heaps: [...p.heaps.slice(0, k), ...parts.subarray(0, c), ...p.heaps.slice(k + 1)] });
    });
  });
  return out;
}

/** The most heaps a position of the registry's heap games may list. */
const MAX_REGISTRY_HEAPS = 100_000;

/**
 * `p` when it is a position of these games (`{ code, heaps }`, heaps integers from 0 to
 * {@link MAX_REGISTRY_HEAP}, the code `code` when given), else a {@link KindError}.
 */
function requireHeapSum(p: unknown, fn: string, code?: string): HeapSum {
  const x = p as HeapSum;
  const ok =
    x !== null &&
    typeof x === 'object' &&
    typeof x.code === 'string' &&
    (code === undefined || x.code === code) &&
    Array.isArray(x.heaps) &&
    x.heaps.length <= MAX_REGISTRY_HEAPS &&
    x.heaps.every((h) => Number.isInteger(h) && h >= 0 && h <= MAX_REGISTRY_HEAP);
  if (!ok) throw new KindError(`${fn} takes a position read by its parse ({ code, heaps } with heaps from 0 to ${MAX_REGISTRY_HEAP}); it was given ${clip(kindName(p), 40)}`, kindName(p));
  return x;
}

/** A descriptor for the heap game of one code. */
function heapGame(id: string, code: string, name: string, aliases: string[], summary: string, source: string, examples: GameExample[]): GameDescriptor<HeapSum> {
  const rules = parseHeapRules(code);
  return guardDescriptor<HeapSum>({
    id,
    name,
    aliases,
    kind: 'impartial',
    summary,
    syntax: `heap sizes separated by spaces or + ('3 5 7'), each from 0 to ${MAX_REGISTRY_HEAP.toLocaleString('en-US')}; the code is ${rules.code} in CGSuite's take-and-break notation`,
    source,
    examples,
    parse: (text) => ({ code: rules.code, heaps: readHeaps(text, name) }),
    format: (p) => p.heaps.join(' '),
    value: (p) => nim(sumValue(rules, p.heaps)),
    moves: (p) => moves(rules, p),
  }, (p, fn) => requireHeapSum(p, fn, rules.code));
}

/** Nim: remove any number of tokens from one heap. */
export const nimGame = heapGame('nim', '0.[3]', 'Nim', [], 'Players take turns removing any positive number of tokens from one heap; who cannot move loses.', 'Bouton (1901); Winning Ways, ch. 2; CGSuite game.heap.Nim', [
  { position: '3 5 7', value: '*', source: 'Bouton: 3 ⊕ 5 ⊕ 7 = 1 (hand computation)' },
  { position: '1 2 3', value: '0', source: 'Bouton: 1 ⊕ 2 ⊕ 3 = 0 (hand computation)' },
]);

/** Kayles (0.77). */
export const kaylesGame = heapGame('kayles', '0.77', 'Kayles', [], 'Knock down one pin or two adjacent pins from a row; a row may split in two.', 'Dudeney; Winning Ways, ch. 4 (octal game 0.77); OEIS A002186', [
  { position: '4', value: '*', source: 'OEIS A002186: a(4) = 1' },
  { position: '11', value: '*6', source: 'OEIS A002186: a(11) = 6' },
  { position: '3 5 7', value: '*5', source: 'OEIS A002186: a(3), a(5), a(7) = 3, 4, 2 and 3 ⊕ 4 ⊕ 2 = 5' },
]);

/** Dawson's Kayles (0.07). */
export const dawsonsKaylesGame = heapGame('dawsons-kayles', '0.07', "Dawson's Kayles", [], 'Knock down exactly two adjacent pins from a row; a row may split in two.', "Winning Ways, ch. 4 (octal game 0.07, Dawson's Chess shifted by one); OEIS A002187", [
  { position: '6', value: '*3', source: 'OEIS A002187 (0.137): a(5) = 3, and 0.07 has values a(n - 1)' },
  { position: '5', value: '0', source: 'OEIS A002187 (0.137): a(4) = 0, and 0.07 has values a(n - 1)' },
]);

/** Officers (0.6). */
export const officersGame = heapGame('officers', '0.6', 'Officers', [], 'Take one token from a heap and leave the rest as one or two nonempty heaps.', 'Winning Ways, ch. 4 (octal game 0.6); OEIS A046695', [
  { position: '7', value: '*3', source: 'hand derivation (OEIS A046695 was not reachable): G(1..6) = 0, 1, 2, 0, 1, 2 and the options of 7 are G(6) = 2, G(1) ⊕ G(5) = 1, G(2) ⊕ G(4) = 1, G(3) ⊕ G(3) = 0' },
]);

/** Grundy's game (4!.0). */
export const grundysGame = heapGame('grundys-game', '4!.0', "Grundy's game", ['Grundy'], 'Split one heap into two nonempty heaps of different sizes.', "Grundy (1939); Winning Ways, ch. 4; CGSuite game.heap.GrundysGame ('4!.0'); OEIS A002188", [
  { position: '7', value: '0', source: 'OEIS A002188: a(7) = 0' },
  { position: '13', value: '*3', source: 'OEIS A002188: a(13) = 3' },
]);

/** The parts of an octal-game position: `CODE: heaps`. */
function readOctal(text: string): HeapSum {
  const colon = text.indexOf(':');
  if (colon < 0) throw new PositionSyntaxError('take-and-break', text, text.length, "a colon: a position is 'CODE: heaps', as in '0.77: 3 5 7'");
  let rules: HeapRules;
  try {
    rules = parseHeapRules(text.slice(0, colon));
  } catch (e) {
    if (e instanceof HeapCodeError) throw new PositionSyntaxError('take-and-break', text, e.index, `a code (${e.message})`);
    throw e;
  }
  return { code: rules.code, heaps: readHeaps(text.slice(colon + 1), 'take-and-break') };
}

/** Any take-and-break game, by its code. */
export const octalGame: GameDescriptor<HeapSum> = guardDescriptor<HeapSum>({
  id: 'octal',
  name: 'Octal game (by code)',
  aliases: ['take-and-break', 'TakeAndBreak', 'heap game'],
  kind: 'impartial',
  summary: "Any take-and-break heap game, given by its code in CGSuite's notation (octal, hexadecimal, !, ?, [repeating]).",
  syntax: "'CODE: heaps', as in '0.77: 3 5 7' or '4!.0: 10' (CODE also a subtraction set {1,3,4}, allbut{1,2}, or a name)",
  source: "Winning Ways, ch. 4; CGSuite 1.1's TBCode notation and game.heap.TakeAndBreak",
  examples: [
    { position: '0.137: 5', value: '*3', source: 'OEIS A002187: a(5) = 3' },
    { position: '0.1777: 9', value: '*6', source: 'OEIS A071509: a(9) = 6' },
    { position: '{2,3,7}: 4', value: '*2', source: 'CGSuite GameHeapTest.scala line 26: Subtraction([2,3,7]) heap 4 = 2' },
  ],
  parse: readOctal,
  format: (p) => `${p.code}: ${p.heaps.join(' ')}`,
  value: (p) => nim(sumValue(parseHeapRules(p.code), p.heaps)),
  moves: (p) => moves(parseHeapRules(p.code), p),
}, (p, fn) => requireHeapSum(p, fn));
