/**
 * `partizan misere CODE`: misère play of a heap game in CGSuite's take-and-break notation.
 * `--heaps '2 3 5'` gives the misère outcome of the sum and a winning move; `--genus --n N` the
 * genus of every heap 0..N; `--quotient --max-heap H` the misère quotient (order, P-portion, the
 * heaps' elements, the relations; `--svg FILE` draws its multiplication table).
 */
import { misereQuotient, parseHeapRules, pPortion, quotientOutcome, quotientTableSvg, quotientWinningMove, heapGenera, type MisereQuotient } from '../../index.js';
import { CliError, interruptible, output } from '../util.js';
import { defineCommand, intFlag, stringFlag } from '../define.js';

/** Reads `--heaps '2 3 5'`. */
function readHeaps(text: string): number[] {
  const parts = text.trim().split(/[\s,+]+/).filter((s) => s !== '');
  if (parts.length === 0 || parts.length > 10_000) throw new CliError('--heaps takes 1 to 10,000 heap sizes, e.g. --heaps "2 3 5"');
  return parts.map((s) => {
    if (!/^\d{1,6}$/.test(s)) throw new CliError(`--heaps: '${s.slice(0, 20)}' is not a heap size from 0 to 999999`);
    return Number(s);
  });
}

function quotientJson(q: MisereQuotient): object {
  return {
    order: q.order,
    pPortion: pPortion(q),
    heaps: Array.from(q.heapElement, (x) => q.words[x]),
    relations: q.relations,
    generators: q.generators,
  };
}

export const misereCommand = defineCommand({
  name: 'misere',
  summary: "misère play of a heap game: outcome of a sum (--heaps '2 3 5'), --genus, --quotient",
  usage: 'CODE',
  description: [
    "CODE is a heap game in CGSuite's take-and-break notation (0.77, 4!.0, 0.[3]) or a classic name (Kayles).",
    "With --heaps '2 3 5': the misère outcome of the sum of those heaps (the player who cannot move wins) and a",
    'winning move, read off the misère quotient of heaps up to the largest one. With --genus --n N: the genus of',
    'every heap 0..N as CGSuite prints it. With --quotient --max-heap H: the misère quotient of heaps 0..H',
    '(Plambeck and Siegel): its order, P-portion, the element of each heap and a presentation; --svg FILE draws',
    'its multiplication table with the P-products shaded.',
  ].join('\n'),
  args: [1, 1],
  argsHint: "give a heap game, e.g. partizan misere 0.77 --heaps '2 3 5'",
  flags: {
    heaps: { type: 'string', value: 'LIST', help: "the heaps of a sum, e.g. '2 3 5'" },
    genus: { type: 'boolean', help: 'print the genus of every heap 0..N' },
    n: { type: 'int', default: 20, min: 0, max: 100_000, value: 'N', help: 'the largest heap of --genus' },
    quotient: { type: 'boolean', help: 'compute the misère quotient of heaps 0..H' },
    'max-heap': { type: 'int', default: 20, min: 0, max: 100_000, value: 'H', help: 'the largest heap of --quotient' },
    svg: { type: 'string', value: 'FILE', help: "with --quotient: write the multiplication table as SVG to FILE ('-': standard output)" },
    json: { type: 'boolean', format: true, help: 'print JSON' },
  },
  async run(p) {
    const code = p.positional[0]!;
    const rules = parseHeapRules(code);
    const json = p.flags.has('json');
    const heapsText = stringFlag(p, 'heaps');
    const modes = [heapsText !== undefined, p.flags.has('genus'), p.flags.has('quotient')].filter(Boolean).length;
    if (modes !== 1) throw new CliError('give exactly one of --heaps LIST, --genus and --quotient');
    if (p.flags.has('genus')) {
      const n = intFlag(p, 'n');
      const genus = await interruptible((signal) => heapGenera(rules, n, { signal }));
      output(json ? JSON.stringify({ code: rules.code, genus }) : genus.map((g, i) => `${i}\t${g}`).join('\n'));
      return 0;
    }
    if (p.flags.has('quotient')) {
      const h = intFlag(p, 'max-heap');
      const q = await interruptible((signal) => misereQuotient(rules, h, { signal }));
      const svg = stringFlag(p, 'svg');
      if (svg !== undefined) output(quotientTableSvg(q), svg === '-' ? undefined : svg);
      if (svg === '-') return 0;
      if (json) output(JSON.stringify({ code: rules.code, ...quotientJson(q) }));
      else {
        output(
          [
            `${rules.code}: misère quotient of heaps 0..${h}`,
            `order      ${q.order}`,
            `P-portion  ${pPortion(q).join(', ')}`,
            `generators ${q.generators.map((g) => `${g.name} = heap ${g.heap}`).join(', ') || 'none'}`,
            `relations  ${q.relations.join(', ') || 'none'}`,
            `heaps      ${Array.from(q.heapElement, (x, i) => `${i}:${q.words[x]}`).join(' ')}`,
          ].join('\n'),
        );
      }
      return 0;
    }
    const heaps = readHeaps(heapsText!);
    const top = Math.max(...heaps);
    const q = await interruptible((signal) => misereQuotient(rules, top, { signal }));
    const outcome = quotientOutcome(q, heaps);
    const move = quotientWinningMove(q, rules, heaps);
    const moveText = move === undefined ? undefined : `${move.heap} -> ${move.leaves.length === 0 ? 'nothing' : move.leaves.join(' + ')}`;
    if (json) output(JSON.stringify({ code: rules.code, heaps, outcome, winningMove: move === undefined ? null : { heap: move.heap, leaves: move.leaves, position: move.position } }));
    else output(`${heaps.join(' + ')}: ${outcome === 'N' ? 'N (the player to move wins)' : 'P (the player to move loses)'}${moveText ? `\nwinning move: ${moveText}` : ''}`);
    return 0;
  },
});
