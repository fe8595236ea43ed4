/** `partizan games`: the games of the registry, each with an example position. */
import { GAMES } from '../../index.js';
import { output } from '../util.js';
import { defineCommand } from '../define.js';

export const gamesCommand = defineCommand({
  name: 'games',
  summary: 'list the games whose positions `value --game NAME` values, each with an example',
  description: [
    'Lists every game of the registry: its name (give it, or an alias, to `partizan value --game`), how',
    'values are reported (partizan: a canonical short game; impartial: a nimber *k; loopy: a loopy value),',
    'and an example position with its value where a source gives one. --json adds the syntax and sources.',
  ].join('\n'),
  flags: {
    json: { type: 'boolean', format: true, help: 'print the games as a JSON array' },
  },
  run(p) {
    if (p.flags.has('json')) {
      const list = GAMES.map((d) => ({
        id: d.id,
        name: d.name,
        aliases: d.aliases ?? [],
        kind: d.kind,
        summary: d.summary,
        syntax: d.syntax,
        source: d.source,
        example: d.examples[0],
        examples: d.examples,
      }));
      output(JSON.stringify(list, null, 2));
      return;
    }
    const rows = GAMES.map((d) => {
      const ex = d.examples.find((e) => e.value !== undefined) ?? d.examples[0]!;
      return [d.id, d.kind, `'${ex.position}'${ex.value === undefined ? '' : ` = ${ex.value}`}`];
    });
    const w0 = Math.max(4, ...rows.map((r) => r[0]!.length));
    const w1 = Math.max(4, ...rows.map((r) => r[1]!.length));
    const lines = [`${'game'.padEnd(w0)}  ${'kind'.padEnd(w1)}  example`];
    for (const r of rows) lines.push(`${r[0]!.padEnd(w0)}  ${r[1]!.padEnd(w1)}  ${r[2]}`);
    lines.push('', "Value a position with: partizan value --game NAME 'POSITION' (partizan games --json: syntax and sources)");
    output(lines.join('\n'));
  },
});
