/**
 * `partizan value --game NAME 'POSITION'`: the value of one position of a game of the registry
 * (the canonical form; the nimber *k of an impartial game; the loopy value of a loopy one).
 */
import { AbortError, findGame, formatAny, Game, LimitError, type AnyValue } from '../../index.js';
import { outcomeClass } from '../../entries/loopy-values.js';
import { type ParsedArgs, intFlag, stringFlag } from '../define.js';
import { output, progressBar } from '../util.js';

/** Values the position of `--game`; exit status 0 (errors propagate as the command's). */
export function gameValue(p: ParsedArgs, maxEntriesFlag: string): number {
  const d = findGame(stringFlag(p, 'game')!);
  const text = p.positional.join(' ');
  const maxEntries = intFlag(p, maxEntriesFlag);
  const bar = progressBar(`${d.name}: positions`);
  const position = d.parse(text);
  let v: AnyValue;
  try {
    v = d.value(position, { maxEntries, onProgress: ({ done }) => bar(Math.min(done, maxEntries), maxEntries) }) as AnyValue;
  } catch (e) {
    if (e instanceof LimitError && e.option === 'maxEntries') {
      throw new LimitError(`${d.name}: more than ${maxEntries} positions are needed (--max-entries ${maxEntries}); raise --max-entries to go on`, 'maxEntries');
    }
    if (e instanceof AbortError) throw e;
    throw e;
  }
  const shown = v instanceof Game ? v.toString() : formatAny(v);
  const oc = v instanceof Game ? v.outcome() : outcomeClass(v);
  if (p.flags.has('json')) output(JSON.stringify({ game: d.id, position: d.format(position), value: shown, outcome: oc }));
  else output(p.flags.has('outcome') ? `${shown}\t${oc}` : shown);
  return 0;
}
