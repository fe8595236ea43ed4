/**
 * `partizan value --game NAME 'POSITION'`: the value of one position of a game of the registry
 * (the canonical form; the nimber *k of an impartial game; the loopy value of a loopy one).
 */
import { findGame, format, LimitError, outcome, type Value } from '../../index.js';
import { type ParsedArgs, intFlag, stringFlag } from '../define.js';
import { output, progressBar } from '../util.js';

/** Values the position of `--game`; exit status 0 (errors propagate as the command's). */
export function gameValue(p: ParsedArgs): number {
  const d = findGame(stringFlag(p, 'game')!);
  const text = p.positional.join(' ');
  const maxEntries = intFlag(p, 'max-entries');
  const bar = progressBar(`${d.name}: positions`);
  const position = d.parse(text);
  let v: Value;
  try {
    v = d.value(position, { maxEntries, onProgress: ({ done }) => bar(Math.min(done, maxEntries), maxEntries) }) as Value;
  } catch (e) {
    if (e instanceof LimitError && e.option === 'maxEntries') {
      throw new LimitError(`${d.name}: more than ${maxEntries} positions are needed (--max-entries ${maxEntries}); raise --max-entries to go on`, 'maxEntries');
    }
    throw e;
  }
  const shown = format(v);
  const oc = outcome(v);
  if (p.flags.has('json')) output(JSON.stringify({ game: d.id, position: d.format(position), value: shown, outcome: oc }));
  else output(p.flags.has('outcome') ? `${shown}\t${oc}` : shown);
  return 0;
}
